/// Turns byte offsets into 1-based line and column (columns count Unicode scalars), for
/// offsets asked in increasing order.
///
/// Each value of a document needs its place; counting from the start of the line each time
/// would be quadratic on a minified one-line file, so the count goes on from the last place
/// asked.
struct LinePositions {
  private var line = 1
  private var counted = 0
  private var column = 1

  /// - Parameters:
  ///   - offset: A byte offset not before the last one asked.
  ///   - bytes: The document's UTF-8 bytes.
  /// - Returns: The 1-based line and column of the byte at `offset`.
  mutating func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    if offset < counted { restart() }
    var index = counted
    while index < offset {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n")
        || (byte == UInt8(ascii: "\r")
          && (index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\n")))
      {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    counted = offset
    return (line, column)
  }

  /// Counts again from the document's start: only for an error found behind the last
  /// place asked.
  private mutating func restart() {
    line = 1
    counted = 0
    column = 1
  }
}
