/// Strings and numbers.
extension JSONParser {
  /// Reads a string starting at its opening quote; the offset ends after the closing one.
  mutating func string() throws(Diagnostic) -> String {
    let open = offset
    offset += 1
    let start = offset
    // Most strings hold no escape: they are copied from the document's bytes whole.
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        offset += 1
        return String(decoding: bytes[start..<offset - 1], as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw controlCharacter() }
      offset += 1
    }
    // The text is gathered as UTF-8 and decoded once: appending to a
    // `String.UnicodeScalarView` copies the whole string each time, which made a long
    // string with one escape quadratic.
    var utf8 = Array(bytes[start..<offset])
    while offset < bytes.count {
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        utf8.append(contentsOf: String(try escape()).utf8)
      case 0..<0x20:
        throw controlCharacter()
      default:
        let runStart = offset
        offset += 1
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""),
          bytes[offset] != UInt8(ascii: "\\"), bytes[offset] >= 0x20
        {
          offset += 1
        }
        utf8.append(contentsOf: bytes[runStart..<offset])
      }
    }
    throw problem("string not closed: expected '\"'", at: open)
  }

  private mutating func controlCharacter() -> Diagnostic {
    problem("\(describe(offset)) must be escaped in a string (\\u\(hex(UInt32(bytes[offset]))))")
  }

  private mutating func escape() throws(Diagnostic) -> Unicode.Scalar {
    let start = offset
    offset += 1
    guard offset < bytes.count else { throw problem("string not closed: expected '\"'", at: start) }
    let letter = bytes[offset]
    offset += 1
    switch letter {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"): return try unicodeEscape(from: start)
    default:
      throw problem(
        "unknown escape '\\\(describe(offset - 1).trimmingQuotes)' in a string", at: start)
    }
  }

  /// `\uXXXX`, joined with a following `\uXXXX` when the two are a surrogate pair.
  private mutating func unicodeEscape(from start: Int) throws(Diagnostic) -> Unicode.Scalar {
    let unit = try hexUnit(escapeStart: start)
    switch unit {
    case 0xD800...0xDBFF:
      let low = offset
      guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
        bytes[offset + 1] == UInt8(ascii: "u")
      else { throw loneSurrogate(unit, at: start) }
      offset += 2
      let second = try hexUnit(escapeStart: low)
      guard (0xDC00...0xDFFF).contains(second) else { throw loneSurrogate(unit, at: start) }
      let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
      guard let scalar = Unicode.Scalar(value) else { throw loneSurrogate(unit, at: start) }
      return scalar
    case 0xDC00...0xDFFF:
      throw loneSurrogate(unit, at: start)
    default:
      guard let scalar = Unicode.Scalar(unit) else { throw loneSurrogate(unit, at: start) }
      return scalar
    }
  }

  /// A string holds Unicode scalars; half a surrogate pair is none, and dropping or
  /// replacing it would change the text silently.
  private mutating func loneSurrogate(_ unit: UInt16, at index: Int) -> Diagnostic {
    problem(
      "\\u\(hex(UInt32(unit)).lowercased()) is half of a surrogate pair without its other half",
      at: index)
  }

  private mutating func hexUnit(escapeStart: Int) throws(Diagnostic) -> UInt16 {
    guard bytes.count - offset >= 4 else {
      throw problem("\\u must be followed by four hexadecimal digits", at: escapeStart)
    }
    var value: UInt16 = 0
    for _ in 0..<4 {
      let byte = bytes[offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw problem("\\u must be followed by four hexadecimal digits", at: escapeStart)
      }
      value = value << 4 | UInt16(digit)
      offset += 1
    }
    return value
  }

  /// Reads a number as written: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  mutating func number() throws(Diagnostic) -> String {
    let start = offset
    try skipNumber()
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  /// Moves past a number, checking its grammar.
  mutating func skipNumber() throws(Diagnostic) {
    let start = offset
    if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
    guard offset < bytes.count, isDigit(bytes[offset]) else {
      throw problem("a number needs a digit after '-'", at: start)
    }
    if bytes[offset] == UInt8(ascii: "0") {
      offset += 1
      if offset < bytes.count, isDigit(bytes[offset]) {
        throw problem("a number cannot start with 0 followed by digits", at: start)
      }
    } else {
      skipDigits()
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      guard offset < bytes.count, isDigit(bytes[offset]) else {
        throw problem("a number needs digits after '.'", at: start)
      }
      skipDigits()
    }
    if offset < bytes.count,
      bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E")
    {
      offset += 1
      if offset < bytes.count,
        bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")
      {
        offset += 1
      }
      guard offset < bytes.count, isDigit(bytes[offset]) else {
        throw problem("a number needs digits in its exponent", at: start)
      }
      skipDigits()
    }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func skipDigits() {
    while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
  }
}

extension String {
  /// `'x'` → `x`, for quoting a described character inside another quote.
  fileprivate var trimmingQuotes: String {
    hasPrefix("'") && hasSuffix("'") && count >= 2 ? String(dropFirst().dropLast()) : self
  }
}
