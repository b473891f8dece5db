import FormlineRegex

/// The backslash escapes of a Jinja string literal.
///
/// Jinja decodes a literal with Python's
/// `unicode-escape` codec, so `'\x1b'`, `'\u202e'`, `'\N{BULLET}'` and `'\101'` are the
/// characters they name; an escape Python does not know (`'\d'`) stays as written.
enum PythonStringEscapes {
  /// Appends the character(s) the escape starting after a backslash stands for, and
  /// returns how many scalars after the backslash it used.
  /// - Throws: the message Python gives for a malformed escape (`\x1`, `\N{NOPE}`), or for
  ///   one naming a lone surrogate, which a Swift string cannot hold.
  static func decode(
    _ scalars: ArraySlice<Unicode.Scalar>, into text: inout String.UnicodeScalarView
  ) throws(EscapeError) -> Int {
    guard let first = scalars.first else { throw EscapeError("\\ at end of string") }
    if let simple = simpleEscapes[first] {
      text.appendEach(simple.unicodeScalars)
      return 1
    }
    switch first {
    case "0"..."7":
      let digits = scalars.prefix(3).prefix { ("0"..."7").contains($0) }
      let value = digits.reduce(0) { $0 * 8 + Int($1.value - 48) }
      try append(value, to: &text)
      return digits.count
    case "x": return try hexadecimal(scalars, count: 2, into: &text)
    case "u": return try hexadecimal(scalars, count: 4, into: &text)
    case "U": return try hexadecimal(scalars, count: 8, into: &text)
    case "N": return try named(scalars, into: &text)
    default:
      text.append("\\")
      text.append(first)
      return 1
    }
  }

  struct EscapeError: Error {
    let message: String
    init(_ message: String) { self.message = message }
  }

  private static let simpleEscapes: [Unicode.Scalar: String] = [
    "\n": "", "\\": "\\", "'": "'", "\"": "\"", "a": "\u{07}", "b": "\u{08}", "f": "\u{0C}",
    "n": "\n", "r": "\r", "t": "\t", "v": "\u{0B}",
  ]

  private static func hexadecimal(
    _ scalars: ArraySlice<Unicode.Scalar>, count: Int, into text: inout String.UnicodeScalarView
  ) throws(EscapeError) -> Int {
    let digits = scalars.dropFirst().prefix(count).prefix { $0.properties.isASCIIHexDigit }
    guard digits.count == count,
      let value = Int(String(String.UnicodeScalarView(digits)), radix: 16)
    else {
      let name = count == 2 ? "\\xXX" : count == 4 ? "\\uXXXX" : "\\UXXXXXXXX"
      throw EscapeError("truncated \(name) escape")
    }
    try append(value, to: &text)
    return count + 1
  }

  private static func named(
    _ scalars: ArraySlice<Unicode.Scalar>, into text: inout String.UnicodeScalarView
  ) throws(EscapeError) -> Int {
    let rest = scalars.dropFirst()
    guard rest.first == "{", let close = rest.firstIndex(of: "}") else {
      throw EscapeError("malformed \\N character escape")
    }
    let name = String(String.UnicodeScalarView(rest[rest.index(after: rest.startIndex)..<close]))
    guard let scalar = UnicodeNameLookup.scalar(named: name) else {
      throw EscapeError("unknown Unicode character name '\(name)'")
    }
    text.append(scalar)
    return close - scalars.startIndex + 1
  }

  private static func append(_ value: Int, to text: inout String.UnicodeScalarView)
    throws(EscapeError)
  {
    guard value <= 0x10FFFF else { throw EscapeError("illegal Unicode character") }
    guard let scalar = Unicode.Scalar(UInt32(value)) else {
      throw EscapeError(
        "the lone surrogate U+\(String(value, radix: 16, uppercase: true)) is not a character")
    }
    text.append(scalar)
  }
}
