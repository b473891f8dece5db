/// Whitespace, comments, places and messages.
extension JSONParser {
  /// Skips JSON whitespace (space, tab, line feed, carriage return) and, with
  /// `allowsComments`, comments.
  @inline(__always)
  mutating func skipSpace() throws(Diagnostic) {
    // Settled here when the next byte is no blank and no slash (most calls, between a
    // value and its comma or a key and its colon): the call was a tenth of reading a
    // small config.
    guard offset < bytes.count, bytes[offset] <= 0x20 || bytes[offset] == UInt8(ascii: "/")
    else { return }
    try skipBlanksAndComments()
  }

  private mutating func skipBlanksAndComments() throws(Diagnostic) {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0A, 0x0D: offset += 1
      case UInt8(ascii: "/") where options.allowsComments: try skipComment()
      default: return
      }
    }
  }

  private mutating func skipComment() throws(Diagnostic) {
    let start = offset
    guard offset + 1 < bytes.count else { throw problem("unexpected '/': expected a comment") }
    switch bytes[offset + 1] {
    case UInt8(ascii: "/"):
      offset += 2
      while offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D { offset += 1 }
    case UInt8(ascii: "*"):
      offset += 2
      while offset + 1 < bytes.count {
        if bytes[offset] == UInt8(ascii: "*"), bytes[offset + 1] == UInt8(ascii: "/") {
          offset += 2
          return
        }
        offset += 1
      }
      offset = start
      throw problem("comment not closed: expected '*/'")
    default:
      throw problem("unexpected '/': expected a comment")
    }
  }

  /// The current place.
  mutating func here() -> SourceLocation {
    place(of: offset)
  }

  mutating func place(of index: Int) -> SourceLocation {
    let position = lines.position(of: index, in: bytes)
    return SourceLocation(file: file, line: position.line, column: position.column)
  }

  /// A syntax error at the current place.
  mutating func problem(_ message: String) -> Diagnostic {
    problem(message, at: offset)
  }

  /// A syntax error at the current place: what is there (or the end of the document)
  /// where `what` was expected.
  mutating func expected(_ what: String) -> Diagnostic {
    problem("unexpected \(describe(offset)): expected \(what)")
  }

  mutating func problem(_ message: String, at index: Int) -> Diagnostic {
    .error("syntax error: \(message)", at: place(of: index))
  }

  /// The character at `index` for a message: quoted when printable, by code point when not.
  func describe(_ index: Int) -> String {
    guard index < bytes.count else { return "end of document" }
    var end = index + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    let text = String(decoding: bytes[index..<end], as: UTF8.self)
    guard let scalar = text.unicodeScalars.first else { return "end of document" }
    if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.isWhitespace
    {
      return "character U+\(hex(scalar.value))"
    }
    return "'\(text)'"
  }

  func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
