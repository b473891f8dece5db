/// Why a change cannot be made as a small edit of the file's text.
struct EditRefusal: Error, Sendable {
  var message: String
  var path: FieldPath

  init(_ message: String, at path: FieldPath) {
    self.message = message
    self.path = path
  }
}
