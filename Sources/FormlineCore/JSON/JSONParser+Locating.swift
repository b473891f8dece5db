/// Finding one value's place in a document already read whole, without reading the rest
/// into a tree: a batch that judged a file from its bytes (`asciiValue`) places each error
/// so, where parsing the file again with every position cost as much as judging it.
extension JSONParser {
  /// Where the value at `tokens` (a JSON Pointer's, unescaped) starts, and its field path.
  ///
  /// Walks as `SchemaInstanceCheck.place` walks a parsed tree: an index into an array, a
  /// member's name into an object; at a token that names nothing there, the place is the
  /// value reached so far.
  /// - Parameters:
  ///   - tokens: The pointer's tokens.
  ///   - bytes: A document that `asciiValue(of:options:)` read with the same options.
  ///   - file: The name used in the location.
  ///   - options: What the document may hold beyond RFC 8259.
  /// - Returns: nil when the document turns out not to be one value (it was not read whole).
  static func locate(
    _ tokens: [String], in bytes: [UInt8], file: String, options: JSONParseOptions
  ) -> (location: SourceLocation, path: FieldPath)? {
    var parser = JSONParser(bytes: bytes, file: file, options: options)
    do {
      return try parser.walk(tokens)
    } catch {
      return nil
    }
  }

  private mutating func walk(_ tokens: [String]) throws(Diagnostic) -> (SourceLocation, FieldPath) {
    try skipSpace()
    var path = FieldPath.root
    var start = offset
    tokens: for token in tokens {
      guard start < bytes.count else { break }
      switch bytes[start] {
      case UInt8(ascii: "["):
        guard let wanted = Int(token), wanted >= 0, try enterItem(wanted) else { break tokens }
        path = path.appending(index: wanted)
      case UInt8(ascii: "{"):
        guard try enterMember(token) else { break tokens }
        path = path.appending(token)
      default:
        break tokens
      }
      start = offset
    }
    return (place(of: start), path)
  }

  /// From an array's `[`: moves to the start of item `wanted`; false when there is none.
  private mutating func enterItem(_ wanted: Int) throws(Diagnostic) -> Bool {
    offset += 1
    try skipSpace()
    var position = 0
    while offset < bytes.count, bytes[offset] != UInt8(ascii: "]") {
      if position == wanted { return true }
      try skipValue()
      guard try nextElement() else { return false }
      position += 1
    }
    return false
  }

  /// From an object's `{`: moves to the start of the value of the first member named
  /// `name`; false when there is none.
  private mutating func enterMember(_ name: String) throws(Diagnostic) -> Bool {
    offset += 1
    try skipSpace()
    while offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") {
      let key = try string()
      try skipSpace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
        throw problem("expected ':' after the key")
      }
      offset += 1
      try skipSpace()
      if key == name { return true }
      try skipValue()
      guard try nextElement() else { return false }
    }
    return false
  }

  /// After an element: past its comma and the space after it; false at the container's end.
  private mutating func nextElement() throws(Diagnostic) -> Bool {
    try skipSpace()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ",") else { return false }
    offset += 1
    try skipSpace()
    return true
  }

  /// Moves past one value, not building it.
  private mutating func skipValue() throws(Diagnostic) {
    var open = 0
    repeat {
      guard offset < bytes.count else { throw problem("unexpected end of document") }
      switch bytes[offset] {
      case UInt8(ascii: "\""):
        try skipString()
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        open += 1
        offset += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        open -= 1
        offset += 1
      case UInt8(ascii: ","), UInt8(ascii: ":"):
        offset += 1
      case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"):
        try skipSpace()
        // A `/` that starts no comment is no value either.
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "/") {
          throw problem("unexpected '/'")
        }
      default:
        // A number or a word: to the next delimiter.
        offset += 1
        while offset < bytes.count, !JSONParser.delimiters.contains(bytes[offset]) {
          offset += 1
        }
      }
    } while open > 0
  }

  /// Past a string, from its opening quote: escapes are stepped over, not decoded.
  private mutating func skipString() throws(Diagnostic) {
    offset += 1
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: "\""):
        offset += 1
        return
      case UInt8(ascii: "\\"): offset += 2
      default: offset += 1
      }
    }
    throw problem("string not closed")
  }

  private static let delimiters: Set<UInt8> = Set(" \t\n\r,:]}/[{\"".utf8)
}
