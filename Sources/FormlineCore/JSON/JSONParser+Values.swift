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
  ///   - keyNames: The names keys are expected to be, shared by the keys read with them.
  /// - Returns: nil when the document is not ASCII, is empty, or has any problem.
  package static func asciiValue(
    of bytes: [UInt8], options: JSONParseOptions, keyNames: JSONKeyNames? = nil
  ) -> AnswerValue? {
    guard isASCII(bytes) else { return nil }
    var parser = JSONParser(bytes: bytes, file: "", options: options)
    parser.keyNames = keyNames
    // Room for the keys of the objects open at once in most documents: grown from empty,
    // the list was made again three or four times per document.
    parser.keySpans.reserveCapacity(64)
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

  /// Whether every byte is below 0x80, eight at a time: byte by byte, the look was a
  /// fortieth of checking a small config.
  static func isASCII(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset + 8 <= raw.count {
        let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        if word & 0x8080_8080_8080_8080 != 0 { return false }
        offset += 8
      }
      while offset < raw.count {
        if raw[offset] >= 0x80 { return false }
        offset += 1
      }
      return true
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
    guard let end = plainEnd(from: start) else { return try string() }
    offset = end + 1
    return text(start..<end)
  }

  /// Where the string starting at `start` closes, when it has no escape or control
  /// character before its closing quote.
  private func plainEnd(from start: Int) -> Int? {
    // Through the buffer: checking each index against the array's bounds doubled the
    // cost of the busiest loop of reading a config.
    bytes.withUnsafeBufferPointer { buffer in
      var end = start
      while end < buffer.count {
        let byte = buffer[end]
        if byte == UInt8(ascii: "\"") { return end }
        if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
        end += 1
      }
      return nil
    }
  }

  private func knownName(_ span: Range<Int>) -> String? {
    guard let keyNames else { return nil }
    return bytes.withUnsafeBufferPointer {
      keyNames.name(for: UnsafeBufferPointer(rebasing: $0[span]))
    }
  }

  private func text(_ span: Range<Int>) -> String {
    bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[span]), as: UTF8.self)
    }
  }

  /// A number as `AnswerValue.number(written:)` reads it; a short whole number without a
  /// sign of zero is an integer at once (the common case, without making its text).
  private mutating func plainNumber() throws(Diagnostic) -> AnswerValue {
    let start = offset
    try skipNumber()
    let negative = bytes[start] == UInt8(ascii: "-")
    let digits = bytes[(negative ? start + 1 : start)..<offset]
    if digits.count <= 18, !(negative && digits.count == 1 && digits.first == UInt8(ascii: "0")),
      digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    {
      var integer = 0
      for digit in digits { integer = integer * 10 + Int(digit - UInt8(ascii: "0")) }
      return .integer(negative ? -integer : integer)
    }
    return AnswerValue.number(written: String(decoding: bytes[start..<offset], as: UTF8.self))
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
    try skipSpace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
      offset += 1
      return .object([:])
    }
    // The keys and values are gathered apart and made a dictionary once, unchecked; a
    // repeated key is found by comparing bytes with the earlier keys' (most objects are
    // small), where the dictionary checked each key as Unicode text: a sixth of reading a
    // small config. A key with an escape, or an object with many keys, is checked by the
    // dictionary.
    var keys: [MemberName] = []
    var values: [AnswerValue] = []
    keys.reserveCapacity(8)
    values.reserveCapacity(8)
    let base = keySpans.count
    defer { keySpans.removeLast(keySpans.count - base) }
    var checkedByBytes = true
    while true {
      try skipSpace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
        throw problem("expected a key in double quotes")
      }
      let start = offset + 1
      let key: String
      if let end = plainEnd(from: start) {
        offset = end + 1
        key = knownName(start..<end) ?? text(start..<end)
        if checkedByBytes, keys.count < Self.keysComparedByBytes {
          guard !repeatsAKey(start..<end, after: base) else { throw problem("duplicate key") }
          keySpans.append(start)
          keySpans.append(end)
        } else {
          checkedByBytes = false
        }
      } else {
        key = try string()
        checkedByBytes = false
      }
      try skipSpace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
        throw problem("expected ':' after the key")
      }
      offset += 1
      try skipSpace()
      keys.append(MemberName(key))
      values.append(try plainValue())
      guard try separator(closing: UInt8(ascii: "}"), what: "an object member") else { break }
    }
    if checkedByBytes {
      return .object(OrderedDictionary(uncheckedUniqueKeys: keys, values: values))
    }
    var members = ObjectMembers(minimumCapacity: keys.count)
    for (key, value) in zip(keys, values) {
      guard members.updateValue(value, forKey: key) == nil else { throw problem("duplicate key") }
    }
    return .object(members)
  }

  /// How many keys of an object are compared by bytes; past them, the dictionary hashes.
  private static let keysComparedByBytes = 32

  /// Whether the key at `span` has the bytes of one read since `keySpans[base]`.
  private func repeatsAKey(_ span: Range<Int>, after base: Int) -> Bool {
    var index = base
    while index < keySpans.count {
      let start = keySpans[index]
      let end = keySpans[index + 1]
      index += 2
      if end - start == span.count, bytes[start..<end].elementsEqual(bytes[span]) {
        return true
      }
    }
    return false
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
