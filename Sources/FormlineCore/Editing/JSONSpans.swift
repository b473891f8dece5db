/// Where each value of a JSON text is (`SpanNode`), from the JSON parser's tree, which
/// keeps every value's and key's byte range.
enum JSONSpans {
  /// - Returns: The root's spans, or nil when the text is not JSON in this dialect.
  static func read(_ text: String, allowsComments: Bool) -> SpanNode? {
    guard
      let root = try? JSONParser.parse(
        text, file: "", options: allowsComments ? .jsonc : .strict)
    else { return nil }
    return node(root)
  }

  private static func node(_ json: JSONNode) -> SpanNode {
    switch json.content {
    case .object(let members):
      let spans = members.map { member in
        SpanMember(key: member.key, keyRange: member.keyRange, value: node(member.value))
      }
      return SpanNode(content: .mapping(spans), range: json.range, style: .flow)
    case .array(let items):
      return SpanNode(content: .sequence(items.map(node)), range: json.range, style: .flow)
    case .string:
      return SpanNode(content: .scalar, range: json.range, style: .doubleQuoted)
    case .null, .bool, .number:
      return SpanNode(content: .scalar, range: json.range, style: .plain)
    }
  }

  /// The end of a `//` or `/* */` comment starting at `start`, or nil when none starts
  /// there (or a block comment is not closed).
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
    }
    return nil
  }
}
