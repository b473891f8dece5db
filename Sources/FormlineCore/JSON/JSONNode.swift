/// A JSON value as written in a document, with where it stands: the tree `JSONParser` gives.
///
/// Numbers keep their text (`1.0`, `1e400` and a 30-digit integer read back as written);
/// objects keep their members in the order written. `range` is the value's span in the
/// document's UTF-8 bytes, so an editor can replace exactly one value and leave the rest.
package struct JSONNode: Sendable, Hashable {
  package enum Content: Sendable, Hashable {
    case null
    case bool(Bool)
    /// The number as written: it matches RFC 8259's `number` production.
    case number(String)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])
  }

  package var content: Content
  /// Line and column (in Unicode scalars) of the value's first character.
  package var location: SourceLocation
  /// The value's span in the document's UTF-8 bytes.
  package var range: Range<Int>

  package init(content: Content, location: SourceLocation, range: Range<Int>) {
    self.content = content
    self.location = location
    self.range = range
  }
}

/// One `"key": value` of a JSON object.
package struct JSONMember: Sendable, Hashable {
  package var key: String
  package var keyLocation: SourceLocation
  /// The key's span in UTF-8 bytes, quotes included.
  package var keyRange: Range<Int>
  package var value: JSONNode

  package init(key: String, keyLocation: SourceLocation, keyRange: Range<Int>, value: JSONNode) {
    self.key = key
    self.keyLocation = keyLocation
    self.keyRange = keyRange
    self.value = value
  }
}
