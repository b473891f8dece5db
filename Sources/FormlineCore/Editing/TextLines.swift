/// Line arithmetic on a file's UTF-8 bytes, for edits that take or give whole lines.
struct TextLines {
  let bytes: [UInt8]

  /// The offset where the line holding `offset` starts.
  func lineStart(_ offset: Int) -> Int {
    var start = min(offset, bytes.count)
    while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
    return start
  }

  /// The offset of the line break ending the line holding `offset` (a CR of CRLF), or the
  /// end of the text.
  func lineEnd(_ offset: Int) -> Int {
    var end = max(0, offset)
    while end < bytes.count, bytes[end] != 0x0A { end += 1 }
    if end > 0, end <= bytes.count, end - 1 >= offset, bytes[end - 1] == 0x0D { return end - 1 }
    return end
  }

  /// The offset after the line break ending the line holding `offset`.
  func nextLineStart(_ offset: Int) -> Int {
    var end = max(0, offset)
    while end < bytes.count, bytes[end] != 0x0A { end += 1 }
    return min(end + 1, bytes.count)
  }

  /// Whether only spaces and tabs are between the line's start and `offset`.
  func isFirstOnLine(_ offset: Int) -> Bool {
    bytes[lineStart(offset)..<offset].allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }

  /// Whether only spaces, tabs and a comment (starting with `marker`) follow `offset` on
  /// its line.
  func isLastOnLine(_ offset: Int, comment marker: [UInt8]) -> Bool {
    var index = offset
    let end = lineEnd(offset)
    while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    return index == end || bytes[index..<end].starts(with: marker)
  }

  /// Spaces as wide as the text before `offset` on its line (a byte-order mark is no
  /// column), for lines that must start where a key or dash does.
  func padding(to offset: Int) -> String {
    let start = lineStart(offset)
    let skipped = start == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let width = bytes[min(start + skipped, offset)..<offset].reduce(0) {
      $0 + ($1 & 0xC0 != 0x80 ? 1 : 0)
    }
    return String(repeating: " ", count: width)
  }

  /// The indentation of the line holding `offset`.
  func indentation(_ offset: Int) -> String {
    let start = lineStart(offset)
    var end = start
    while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The start of the comment lines directly above the line holding `offset` (no blank line
  /// between), or that line's start: what goes with a removed entry.
  func leadingCommentStart(_ offset: Int, comment marker: [UInt8]) -> Int {
    var start = lineStart(offset)
    while start > 0 {
      let previous = lineStart(start - 1)
      var index = previous
      while index < start, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
      guard bytes[index..<start].starts(with: marker) else { break }
      start = previous
    }
    return start
  }

  /// A removal of whole lines, widened by one blank line when it would otherwise leave two
  /// blank lines together (or a blank line at the end), as the removed entry had been
  /// separated from its neighbours by one.
  func removingLines(_ range: Range<Int>) -> Range<Int> {
    guard range.lowerBound > 0, isBlankLine(lineStart(range.lowerBound - 1)) else {
      return range
    }
    if range.upperBound >= bytes.count { return lineStart(range.lowerBound - 1)..<range.upperBound }
    if isBlankLine(range.upperBound) { return range.lowerBound..<nextLineStart(range.upperBound) }
    return range
  }

  /// Whether the line starting at `start` holds only spaces and tabs.
  func isBlankLine(_ start: Int) -> Bool {
    var index = start
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D
    {
      index += 1
    }
    return index < bytes.count && bytes[index] == 0x0A
  }

  /// The file's line break: CRLF when its first line ends so, else LF.
  var lineBreak: String {
    guard let newline = bytes.firstIndex(of: 0x0A) else { return "\n" }
    return newline > 0 && bytes[newline - 1] == 0x0D ? "\r\n" : "\n"
  }

  /// Whether the text ends with a line break (or is empty).
  var endsWithLineBreak: Bool { bytes.last.map { $0 == 0x0A } ?? true }

  /// 1-based line and column (in Unicode scalars) of an offset, for messages.
  func location(_ offset: Int, file: String) -> SourceLocation {
    let start = lineStart(offset)
    let line = bytes[..<start].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    let column = bytes[start..<min(offset, bytes.count)].reduce(1) {
      $0 + ($1 & 0xC0 != 0x80 ? 1 : 0)
    }
    return SourceLocation(file: file, line: line, column: column)
  }
}
