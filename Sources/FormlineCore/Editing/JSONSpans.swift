/// Reads where each value of a JSON text is (`SpanNode`), optionally allowing the comments
/// and trailing commas of JSON with comments (VS Code's `.jsonc`).
///
/// Hand-written: the JSON reader formline uses (libyaml) reports where a value starts but
/// not where it ends, and knows nothing of comments; this scanner only finds places and
/// keys, while the values still come from that reader, so the two are checked against each
/// other whenever an edit is parsed back.
struct JSONSpans {
  private let bytes: [UInt8]
  private let allowsComments: Bool
  private var offset = 0

  /// - Returns: The root's spans, or nil when the text is not JSON (the reader reports why).
  static func read(_ bytes: [UInt8], allowsComments: Bool) -> SpanNode? {
    var scanner = JSONSpans(bytes: bytes, allowsComments: allowsComments)
    scanner.skipBOM()
    guard let root = scanner.value(depth: 0) else { return nil }
    scanner.skipSpace()
    return scanner.offset == bytes.count ? root : nil
  }

  private init(bytes: [UInt8], allowsComments: Bool) {
    self.bytes = bytes
    self.allowsComments = allowsComments
  }

  private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  private mutating func skipBOM() {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
  }

  /// Whitespace and, in JSON with comments, `//` and `/* */` comments.
  mutating func skipSpace() {
    while let byte = current {
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D:
        offset += 1
      case UInt8(ascii: "/") where allowsComments && offset + 1 < bytes.count:
        guard let end = JSONSpans.commentEnd(in: bytes, at: offset) else { return }
        offset = end
      default:
        return
      }
    }
  }

  /// The end of a comment starting at `start`, or nil when none starts there.
  static func commentEnd(in bytes: [UInt8], at start: Int) -> Int? {
    guard start + 1 < bytes.count, bytes[start] == UInt8(ascii: "/") else { return nil }
    if bytes[start + 1] == UInt8(ascii: "/") {
      var end = start + 2
      while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
      return end
    }
    if bytes[start + 1] == UInt8(ascii: "*") {
      var end = start + 2
      while end + 1 < bytes.count {
        if bytes[end] == UInt8(ascii: "*"), bytes[end + 1] == UInt8(ascii: "/") { return end + 2 }
        end += 1
      }
      return nil
    }
    return nil
  }

  private mutating func value(depth: Int) -> SpanNode? {
    guard depth < DocumentParser.maximumDepth else { return nil }
    skipSpace()
    guard let byte = current else { return nil }
    let start = offset
    switch byte {
    case UInt8(ascii: "{"):
      offset += 1
      var members: [SpanMember] = []
      guard
        list(
          closing: UInt8(ascii: "}"),
          element: { scanner in
            scanner.skipSpace()
            let keyStart = scanner.offset
            guard let key = scanner.string() else { return false }
            let keyRange = keyStart..<scanner.offset
            scanner.skipSpace()
            guard scanner.current == UInt8(ascii: ":") else { return false }
            scanner.offset += 1
            guard let member = scanner.value(depth: depth + 1) else { return false }
            members.append(SpanMember(key: key, keyRange: keyRange, value: member))
            return true
          })
      else { return nil }
      return SpanNode(content: .mapping(members), range: start..<offset, style: .flow)
    case UInt8(ascii: "["):
      offset += 1
      var items: [SpanNode] = []
      guard
        list(
          closing: UInt8(ascii: "]"),
          element: { scanner in
            guard let item = scanner.value(depth: depth + 1) else { return false }
            items.append(item)
            return true
          })
      else { return nil }
      return SpanNode(content: .sequence(items), range: start..<offset, style: .flow)
    case UInt8(ascii: "\""):
      guard string() != nil else { return nil }
      return SpanNode(content: .scalar, range: start..<offset, style: .doubleQuoted)
    default:
      while let next = current, !JSONSpans.ends(next) { offset += 1 }
      guard offset > start else { return nil }
      return SpanNode(content: .scalar, range: start..<offset, style: .plain)
    }
  }

  /// Elements separated by commas up to `closing`; a trailing comma only with comments
  /// allowed (the same files allow both).
  private mutating func list(
    closing: UInt8, element: (inout JSONSpans) -> Bool
  ) -> Bool {
    skipSpace()
    if current == closing {
      offset += 1
      return true
    }
    while true {
      guard element(&self) else { return false }
      skipSpace()
      guard let byte = current else { return false }
      offset += 1
      if byte == closing { return true }
      guard byte == UInt8(ascii: ",") else { return false }
      skipSpace()
      if allowsComments, current == closing {
        offset += 1
        return true
      }
    }
  }

  /// A string's decoded text, leaving `offset` after its closing quote.
  private mutating func string() -> String? {
    guard current == UInt8(ascii: "\"") else { return nil }
    offset += 1
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []
    func flush() {
      scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
      run.removeAll()
    }
    while let byte = current {
      offset += 1
      switch byte {
      case UInt8(ascii: "\""):
        flush()
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush()
        guard let escaped = escape() else { return nil }
        scalars.append(escaped)
      default:
        run.append(byte)
      }
    }
    return nil
  }

  private mutating func escape() -> Unicode.Scalar? {
    guard let byte = current else { return nil }
    offset += 1
    switch byte {
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "u"):
      guard let high = hexQuad() else { return nil }
      if (0xD800..<0xDC00).contains(high), current == UInt8(ascii: "\\"),
        offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u")
      {
        offset += 2
        guard let low = hexQuad(), (0xDC00..<0xE000).contains(low) else { return nil }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
      }
      return Unicode.Scalar(high) ?? "\u{FFFD}"
    default: return Unicode.Scalar(byte)
    }
  }

  private mutating func hexQuad() -> UInt32? {
    guard offset + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
    else { return nil }
    offset += 4
    return value
  }

  private static func ends(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"),
      UInt8(ascii: "/"):
      true
    default: false
    }
  }
}
