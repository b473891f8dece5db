import OrderedCollections

/// A parsed JSON or YAML document with the position of every node: the loader's view of a
/// file, independent of Yams, so decoding code and messages never lose places.
struct DocumentNode: Sendable {
  enum Content: Sendable {
    /// A scalar as written; `quoted` scalars are always strings.
    case scalar(String, quoted: Bool)
    case mapping([Member])
    case sequence([DocumentNode])
  }

  struct Member: Sendable {
    var key: String
    var keyLocation: SourceLocation
    var value: DocumentNode
  }

  var content: Content {
    didSet { keyLengths = Self.keyLengths(of: content) }
  }
  var location: SourceLocation
  /// Tagged `!!float`: a number however it is written (`!!float "1:30"` is 90.0, as PyYAML
  /// reads it; `!!float 1` is 1.0).
  var isTaggedFloat = false
  /// Of a mapping, bit n set when a member's key is n bytes long (bit 63: longer).
  ///
  /// The decoder looks up some forty keys in each field's few members; a key of a length
  /// no member has is answered without comparing (most of them).
  private(set) var keyLengths: UInt64 = 0

  init(content: Content, location: SourceLocation, isTaggedFloat: Bool = false) {
    self.content = content
    self.location = location
    self.isTaggedFloat = isTaggedFloat
    keyLengths = Self.keyLengths(of: content)
  }

  private static func keyLengths(of content: Content) -> UInt64 {
    guard case .mapping(let members) = content else { return 0 }
    return members.reduce(0) { $0 | lengthBit($1.key) }
  }

  private static func lengthBit(_ key: String) -> UInt64 {
    1 << UInt64(min(key.utf8.count, 63))
  }

  var scalarText: String? {
    if case .scalar(let text, _) = content { return text }
    return nil
  }

  var members: [Member]? {
    if case .mapping(let members) = content { return members }
    return nil
  }

  var items: [DocumentNode]? {
    if case .sequence(let items) = content { return items }
    return nil
  }

  /// A plain loop over the members: the decoder looks up some forty keys in each field's
  /// few members, and `first(where:)` copied every member it passed (6 % of a fill).
  @inline(__always)
  subscript(key: String) -> DocumentNode? {
    // Names equal by code points have the same bytes, so the same length.
    guard keyLengths & Self.lengthBit(key) != 0, case .mapping(let members) = content else {
      return nil
    }
    // By code points, which first compares the lengths in bytes: most of the forty names
    // differ in length from a given key, where `String`'s `==` compared them as text.
    for index in members.indices where CodePointNames.same(members[index].key, key) {
      return members[index].value
    }
    return nil
  }

  /// Whether the mapping has a member `key`, without copying it (`node[key] != nil` made
  /// and destroyed an optional node).
  func has(_ key: String) -> Bool {
    guard keyLengths & Self.lengthBit(key) != 0, case .mapping(let members) = content else {
      return false
    }
    return members.contains { CodePointNames.same($0.key, key) }
  }

  /// What kind of node this is, for messages ("expected a list, got a mapping").
  var kindName: String {
    switch content {
    case .scalar: "a scalar"
    case .mapping: "a mapping"
    case .sequence: "a list"
    }
  }

  /// The value under YAML 1.2's core schema: plain `true`/`false`, `null`/`~`/empty,
  /// integers and floats are typed; quoted scalars and everything else are strings.
  ///
  /// YAML 1.1's `yes`/`no`/`on`/`off` stay strings, so `country: no` means Norway.
  var answerValue: AnswerValue {
    answerValue(plain: DocumentNode.plainScalarValue)
  }

  /// The value with plain scalars read by `plain` (`PyYAMLScalar.value` for copier's files).
  func answerValue(plain: (String) -> AnswerValue) -> AnswerValue {
    switch content {
    case .scalar(let text, let quoted):
      if quoted { return .string(text) }
      return isTaggedFloat ? DocumentNode.float(plain(text), written: text) : plain(text)
    case .mapping(let members):
      var object: [(MemberName, AnswerValue)] = []
      for member in members {
        object.append((MemberName(member.key), member.value.answerValue(plain: plain)))
      }
      return .object(.init(object, uniquingKeysWith: { _, last in last }))
    case .sequence(let items):
      return .array(items.map { $0.answerValue(plain: plain) })
    }
  }

  /// A `!!float` scalar's value: an integer becomes a float, and a number in any notation
  /// Python's `float()` reads (`1e3`, without YAML 1.1's required point) is one.
  private static func float(_ value: AnswerValue, written text: String) -> AnswerValue {
    // Spelled as a float (`90.0`, not `90`), so it is written back as one.
    switch value {
    case .integer(let integer): return AnswerValue.number(written: String(Double(integer)))
    case .string:
      let digits = text.filter { $0 != "_" }
      guard looksLikeFloat(digits), let number = Double(digits), number.isFinite else {
        return value
      }
      return AnswerValue.number(written: String(number))
    default: return value
    }
  }

  static func plainScalarValue(_ text: String) -> AnswerValue {
    switch text {
    case "true", "True", "TRUE": return .bool(true)
    case "false", "False", "FALSE": return .bool(false)
    default: break
    }
    if isPlainNull(text) { return .null }
    // A number JSON could write keeps its spelling (`1.0`, `1e400`, 30-digit integers).
    if NumberLiteral.isJSONNumber(text) { return AnswerValue.number(written: text) }
    if let integer = Int(text) { return .integer(integer) }
    if text.hasPrefix("0x"), let hex = Int(text.dropFirst(2), radix: 16) { return .integer(hex) }
    if looksLikeFloat(text), let number = Double(text), number.isFinite {
      // Spelled as a float (`81.` as `81.0`): a whole double would be written as an integer
      // in JSON, and then differently once the value went through YAML and back.
      return AnswerValue.number(written: String(number))
    }
    return .string(text)
  }

  /// Whether a plain scalar is YAML 1.2's null (`null`, `~` or nothing), without reading
  /// it as a number first (text fields read this for every scalar).
  static func isPlainNull(_ text: String) -> Bool {
    switch text {
    case "", "~", "null", "Null", "NULL": true
    default: false
    }
  }

  /// Only decimal notation counts as a float: `Double("nan")` and `Double("0x1p3")` would
  /// otherwise turn words and hex into numbers.
  private static func looksLikeFloat(_ text: String) -> Bool {
    var sawDigit = false
    for scalar in text.unicodeScalars {
      switch scalar {
      case "0"..."9": sawDigit = true
      case ".", "-", "+", "e", "E": continue
      default: return false
      }
    }
    return sawDigit
  }
}

extension DocumentNode {
  /// This node and every node below it.
  ///
  /// Recursive: documents are at most `DocumentParser.maximumDepth` deep.
  var valueCount: Int {
    switch content {
    case .scalar: 1
    case .mapping(let members): members.reduce(1) { $0 + $1.value.valueCount }
    case .sequence(let items): items.reduce(1) { $0 + $1.valueCount }
    }
  }
}
