/// A JSON Schema kept as data and checked against a whole value: the shapes formline does
/// not ask as fields (`not`, an `if` of any shape, an object's `minProperties`, what
/// `then` adds to a property) are still checked, by `ValueSchemaCheck`, before the result
/// is written.
package struct ValueSchema: Sendable, Hashable {
  /// The schema itself (an object or a boolean).
  package let schema: AnswerValue
  /// The document it comes from, for local `$ref`s.
  let document: Document
  /// Where the schema is written, for messages.
  package let location: SourceLocation?

  package init(_ schema: AnswerValue, root: AnswerValue, location: SourceLocation?) {
    self.schema = schema
    self.document = Document(root)
    self.location = location
  }

  init(_ schema: AnswerValue, document: Document, location: SourceLocation?) {
    self.schema = schema
    self.document = document
    self.location = location
  }

  /// The whole schema document, shared by every part read from it and compared by
  /// identity: hashing a field must not walk a large document.
  final class Document: Sendable, Hashable {
    let root: AnswerValue

    init(_ root: AnswerValue) {
      self.root = root
    }

    static func == (lhs: Document, rhs: Document) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(self))
    }
  }
}
