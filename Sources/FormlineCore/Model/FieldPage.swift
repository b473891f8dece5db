/// What a `page` field shows: its text, or a file to read it from (relative to the form
/// file).
package struct FieldPage: Sendable, Hashable {
  package var text: String?
  package var file: String?

  package init(text: String? = nil, file: String? = nil) {
    self.text = text
    self.file = file
  }
}
