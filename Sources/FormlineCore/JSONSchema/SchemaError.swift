/// One way an instance fails a schema, in the specification's "basic" output shape.
package struct SchemaError: Sendable, Hashable, CustomStringConvertible {
  /// JSON Pointer to the failing value in the instance (`/tags/2`).
  package var instanceLocation: String
  /// The path through the schema to the failing keyword, `$ref`s included
  /// (`/properties/tags/items/$ref/type`).
  package var keywordLocation: String
  /// The failing keyword's absolute place (`uri#/pointer/keyword`).
  package var absoluteKeywordLocation: String
  package var message: String
  /// The member a `required` or `dependentRequired` error is about (it is missing, so the
  /// instance location is its object's).
  package var property: String? = nil
  /// The document a reference names that was not available, when that is the error.
  package var unavailableReference: String? = nil

  package var description: String { "\(instanceLocation): \(message) (\(keywordLocation))" }
}
