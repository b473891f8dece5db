/// Why a schema cannot be compiled.
///
/// A reference that names nothing, a pattern that is not a regular expression. `location` is the schema's place
/// (`uri#/pointer`).
package struct SchemaCompileError: Error, Sendable, Hashable, CustomStringConvertible {
  package var message: String
  package var location: String

  package var description: String { "\(location): \(message)" }
}
