/// A template that does not parse, at a byte offset of its UTF-8 text; the caller turns
/// the offset into a line and column when it reports the error.
struct MustacheSyntaxError: Error, Equatable {
  var message: String
  var offset: Int

  /// The 1-based line and column (in Unicode scalars) of the offset in a template.
  func position(in template: String) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in template.utf8.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }
}
