import OrderedCollections

/// Reading straight to values, for a batch that checks many documents: no tree, no
/// positions. A document this reading refuses is read again by `document()` for the error's
/// place, so the two must accept the same documents (`JSONValueReadingTests`).
extension JSONParser {
  /// The value of a whole document of ASCII bytes, as `JSONNode.answerValue` gives it.
  /// - Parameters:
  ///   - bytes: The document; nil results for any byte beyond ASCII (the caller then reads
  ///     it as text, which checks its UTF-8).
  ///   - options: What is accepted beyond RFC 8259.
  /// - Returns: nil when the document is not ASCII, is empty, or has any problem.
  package static func asciiValue(of bytes: [UInt8], options: JSONParseOptions) -> AnswerValue? {
    guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
    var parser = JSONParser(bytes: bytes, file: "", options: options)
    do {
      try parser.skipSpace()
      guard parser.offset < bytes.count else { return nil }
      let root = try parser.plainValue()
      try parser.skipSpace()
      return parser.offset == bytes.count ? root : nil
    } catch {
      return nil
    }
  }

  private mutating func plainValue() throws(Diagnostic) -> AnswerValue {
    guard offset < bytes.count else {
      throw problem("unexpected end of document: expected a value")
    }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return try plainObject()
    case UInt8(ascii: "["): return try plainArray()
    case UInt8(ascii: "\""): return .string(try plainString())
    case UInt8(ascii: "t"): return try literal("true", .bool(true)).plain
    case UInt8(ascii: "f"): return try literal("false", .bool(false)).plain
    case UInt8(ascii: "n"): return try literal("null", .null).plain
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try plainNumber()
    default: throw problem("unexpected \(describe(offset)): expected a value")
    }
  }

  /// A string, from its opening quote: one without escapes (nearly every key and value) is
  /// made from the document's bytes in place, where `string()` makes it from a slice of
  /// them, a third of reading a small config; one with an escape is read by `string()`.
  private mutating func plainString() throws(Diagnostic) -> String {
    let start = offset + 1
    var end = start
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") {
        offset = end + 1
        return bytes.withUnsafeBufferPointer {
          String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self)
        }
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      end += 1
    }
    return try string()
  }

  /// A number as `AnswerValue.number(written:)` reads it; a short whole number without a
  /// sign of zero is an integer at once (the common case, without making its text).
  private mutating func plainNumber() throws(Diagnostic) -> AnswerValue {
    let start = offset
    let text = try number()
    let negative = bytes[start] == UInt8(ascii: "-")
    let digits = bytes[(negative ? start + 1 : start)..<offset]
    if digits.count <= 18, !(negative && digits == [UInt8(ascii: "0")]),
      digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    {
      var integer = 0
      for digit in digits { integer = integer * 10 + Int(digit - UInt8(ascii: "0")) }
      return .integer(negative ? -integer : integer)
    }
    return AnswerValue.number(written: text)
  }

  private mutating func plainArray() throws(Diagnostic) -> AnswerValue {
    try enter()
    defer { depth -= 1 }
    offset += 1
    var items: [AnswerValue] = []
    try skipSpace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
      offset += 1
      return .array(items)
    }
    while true {
      try skipSpace()
      items.append(try plainValue())
      guard try separator(closing: UInt8(ascii: "]"), what: "an array element") else {
        return .array(items)
      }
    }
  }

  private mutating func plainObject() throws(Diagnostic) -> AnswerValue {
    try enter()
    defer { depth -= 1 }
    offset += 1
    // Room for a small config's members at once: grown from empty, each object's two
    // arrays were reallocated three or four times.
    var members = OrderedDictionary<String, AnswerValue>(minimumCapacity: 8)
    try skipSpace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
      offset += 1
      return .object(members)
    }
    while true {
      try skipSpace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
        throw problem("expected a key in double quotes")
      }
      let key = try plainString()
      try skipSpace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
        throw problem("expected ':' after the key")
      }
      offset += 1
      try skipSpace()
      let value = try plainValue()
      // A repeated key is an error whose message needs the first one's place.
      guard members.updateValue(value, forKey: key) == nil else {
        throw problem("duplicate key")
      }
      guard try separator(closing: UInt8(ascii: "}"), what: "an object member") else {
        return .object(members)
      }
    }
  }
}

extension JSONNode.Content {
  /// A literal's value.
  fileprivate var plain: AnswerValue {
    switch self {
    case .bool(let flag): .bool(flag)
    default: .null
    }
  }
}
