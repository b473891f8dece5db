/// A problem in template text, at a 0-based offset in Unicode scalars from its start; the
/// loader adds the file position of the text itself.
package struct ExpressionError: Error, Sendable, Hashable {
  package enum Kind: Sendable, Hashable {
    /// The text is not valid in formline's Jinja subset (a load error).
    case syntax
    /// A variable the template reads has no value (yet): cookiecutter's and copier's
    /// strict undefined.
    case undefined(name: String)
    /// The template is valid, but its values do not fit an operation (`'a' - 1`).
    case evaluation
  }

  package var kind: Kind
  package var message: String
  package var offset: Int

  package init(_ kind: Kind = .syntax, message: String, offset: Int) {
    self.kind = kind
    self.message = message
    self.offset = offset
  }

  static func undefined(_ name: String, offset: Int) -> ExpressionError {
    ExpressionError(.undefined(name: name), message: "'\(name)' is undefined", offset: offset)
  }

  static func evaluation(_ message: String, offset: Int) -> ExpressionError {
    ExpressionError(.evaluation, message: message, offset: offset)
  }
}
