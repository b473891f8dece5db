/// Reads JSON text (RFC 8259) into a `JSONNode` tree with the line, column and byte span of
/// every value.
///
/// Written by hand because formline needs what general readers drop: numbers as written
/// (no trip through `Double`), member order, duplicate keys reported rather than merged,
/// and an error's exact place. Every code point JSON allows is read, surrogate-pair escapes
/// are joined, and keys may be of any length.
///
/// ✅ `{"a": [1.0, "\ud83d\ude00"]}` → object `a` = array of number `1.0` and string "😀"
/// ❌ `{"a": 1,}` → "trailing comma before '}'" at 1:9 (accepted with `.jsonc`)
/// ❌ `{"a": 1, "a": 2}` → "duplicate key 'a'" at 1:10, with a note on the first
package struct JSONParser {
  let bytes: [UInt8]
  let file: String
  let options: JSONParseOptions
  var offset = 0
  var depth = 0
  var lines: LinePositions
  /// Where the keys of the objects being read straight to values start and end in `bytes`,
  /// two entries per key, so that a repeated key is found by its bytes (`plainObject`).
  var keySpans: [Int] = []
  /// Names the keys of a document read straight to values are expected to be, shared
  /// rather than made again for each key.
  var keyNames: JSONKeyNames?

  /// - Parameters:
  ///   - text: The whole document.
  ///   - file: The name used in locations.
  ///   - options: What is accepted beyond RFC 8259 (nothing by default).
  /// - Returns: The document's value.
  /// - Throws: `Diagnostic` with the line and column of the first problem. An empty
  ///   document is a problem too: callers that allow one check for it first.
  package static func parse(
    _ text: String, file: String, options: JSONParseOptions = .strict
  ) throws(Diagnostic) -> JSONNode {
    var parser = JSONParser(bytes: Array(text.utf8), file: file, options: options)
    return try parser.document()
  }

  init(bytes: [UInt8], file: String, options: JSONParseOptions) {
    self.bytes = bytes
    self.file = file
    self.options = options
    self.lines = LinePositions()
  }

  mutating func document() throws(Diagnostic) -> JSONNode {
    // A byte-order mark is not JSON, but RFC 8259 lets a reader ignore one.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    try skipSpace()
    guard offset < bytes.count else { throw problem("empty document: expected a JSON value") }
    let root = try value()
    try skipSpace()
    if offset < bytes.count {
      throw problem("unexpected \(describe(offset)) after the document's value")
    }
    return root
  }

  mutating func value() throws(Diagnostic) -> JSONNode {
    guard offset < bytes.count else {
      throw problem("unexpected end of document: expected a value")
    }
    let start = offset
    let location = here()
    let content: JSONNode.Content
    switch bytes[offset] {
    case UInt8(ascii: "{"): content = try object()
    case UInt8(ascii: "["): content = try array()
    case UInt8(ascii: "\""): content = .string(try string())
    case UInt8(ascii: "t"): content = try literal("true", .bool(true))
    case UInt8(ascii: "f"): content = try literal("false", .bool(false))
    case UInt8(ascii: "n"): content = try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): content = .number(try number())
    default: throw problem("unexpected \(describe(offset)): expected a value")
    }
    return JSONNode(content: content, location: location, range: start..<offset)
  }

  mutating func literal(
    _ word: StaticString, _ content: JSONNode.Content
  ) throws(Diagnostic) -> JSONNode.Content {
    // Compared with the word's own bytes: an array made of them was an allocation for
    // every `true`, `false` and `null` read.
    let length = word.utf8CodeUnitCount
    guard bytes.count - offset >= length,
      word.withUTF8Buffer({ bytes[offset..<offset + length].elementsEqual($0) }),
      !isWordByte(offset + length)
    else { throw problem("unexpected \(describe(offset)): expected a value") }
    offset += length
    return content
  }

  private func isWordByte(_ index: Int) -> Bool {
    guard index < bytes.count else { return false }
    let byte = bytes[index]
    return byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }

  private mutating func array() throws(Diagnostic) -> JSONNode.Content {
    try enter()
    defer { depth -= 1 }
    offset += 1
    var items: [JSONNode] = []
    try skipSpace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
      offset += 1
      return .array(items)
    }
    while true {
      try skipSpace()
      items.append(try value())
      guard try separator(closing: UInt8(ascii: "]"), what: "an array element") else {
        return .array(items)
      }
    }
  }

  private mutating func object() throws(Diagnostic) -> JSONNode.Content {
    try enter()
    defer { depth -= 1 }
    offset += 1
    var members: [JSONMember] = []
    try skipSpace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
      offset += 1
      return .object(members)
    }
    // A repeated key is looked for once the object is read, in one table made at its size:
    // filed as each key was read, the table of an object of a million members was made
    // again some twenty times as it grew. A problem later in the object is reported only
    // when no key was repeated before it, so the first problem of the text is still the one
    // told. `pending` is the key whose value is being read.
    var pending: (key: String, location: SourceLocation)?
    do throws(Diagnostic) {
      while true {
        try skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
          throw offset < bytes.count ? expected("a key in double quotes") : expected("a key")
        }
        let keyStart = offset
        let keyLocation = here()
        let key = try string()
        let keyRange = keyStart..<offset
        pending = (key, keyLocation)
        try skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
          throw expected("':' after the key")
        }
        offset += 1
        try skipSpace()
        let member = try value()
        members.append(
          JSONMember(key: key, keyLocation: keyLocation, keyRange: keyRange, value: member))
        pending = nil
        guard try separator(closing: UInt8(ascii: "}"), what: "an object member") else { break }
      }
    } catch {
      throw JSONParser.repeatedKey(in: members, then: pending) ?? error
    }
    if let repeated = JSONParser.repeatedKey(in: members) { throw repeated }
    return .object(members)
  }

  /// The first key given again among `members`, as the error at its second place with a
  /// note on its first; nil when every key differs.
  ///
  /// Names are told apart by code points, as JSON does: two that differ only in Unicode
  /// normalization are two members. A small object's keys are compared with the earlier
  /// ones; a larger one's are filed in a table made at its size.
  static func repeatedKey(in members: [JSONMember]) -> Diagnostic? {
    guard members.count > 1 else { return nil }
    if members.count <= keysComparedInTurn {
      for index in 1..<members.count {
        let member = members[index]
        let name = MemberName(member.key)
        if let first = members[..<index].firstIndex(where: { MemberName($0.key) == name }) {
          return duplicate(member.key, at: member.keyLocation, first: members[first])
        }
      }
      return nil
    }
    var seen = [MemberName: Int](minimumCapacity: members.count)
    for (index, member) in members.enumerated() {
      if let first = seen.updateValue(index, forKey: MemberName(member.key)) {
        return duplicate(member.key, at: member.keyLocation, first: members[first])
      }
    }
    return nil
  }

  /// The first key given again among `members` and then `pending`, the key whose value was
  /// being read when a problem stopped the object.
  static func repeatedKey(
    in members: [JSONMember], then pending: (key: String, location: SourceLocation)?
  ) -> Diagnostic? {
    if let repeated = repeatedKey(in: members) { return repeated }
    guard let pending else { return nil }
    let name = MemberName(pending.key)
    guard let first = members.firstIndex(where: { MemberName($0.key) == name }) else { return nil }
    return duplicate(pending.key, at: pending.location, first: members[first])
  }

  private static func duplicate(_ key: String, at location: SourceLocation, first: JSONMember)
    -> Diagnostic
  {
    let earlier = first.keyLocation
    return Diagnostic.error(
      "duplicate key '\(SafeText.neutraliseSingleLine(key))'", at: location,
      notes: ["first given at \(earlier.line ?? 0):\(earlier.column ?? 0)"])
  }

  /// Up to how many keys an object's are compared in turn rather than filed in a table.
  private static let keysComparedInTurn = 16

  /// After an element: true when a comma says another follows, false once `closing` ends
  /// the container (consumed).
  mutating func separator(closing: UInt8, what: String) throws(Diagnostic) -> Bool {
    try skipSpace()
    guard offset < bytes.count else {
      throw problem(
        "unexpected end of document: expected ',' or '\(Character(Unicode.Scalar(closing)))'")
    }
    if bytes[offset] == closing {
      offset += 1
      return false
    }
    guard bytes[offset] == UInt8(ascii: ",") else {
      throw problem(
        "unexpected \(describe(offset)) after \(what): expected ',' or '\(Character(Unicode.Scalar(closing)))'"
      )
    }
    // Its place is worked out only for a message: every comma of every file goes by here.
    let comma = offset
    offset += 1
    try skipSpace()
    if offset < bytes.count, bytes[offset] == closing {
      guard options.allowsTrailingCommas else {
        throw Diagnostic.error(
          "syntax error: trailing comma before '\(Character(Unicode.Scalar(closing)))'",
          at: place(of: comma))
      }
      offset += 1
      return false
    }
    return true
  }

  mutating func enter() throws(Diagnostic) {
    depth += 1
    guard depth <= options.maximumDepth else {
      throw problem("document nested deeper than \(options.maximumDepth) levels")
    }
  }
}
