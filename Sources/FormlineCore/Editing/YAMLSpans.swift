import CLibYAML

/// Reads where each value of a YAML document is (`SpanNode`), from libyaml's events.
///
/// libyaml's marks count Unicode scalars (a CRLF counts two), so they are turned into
/// byte offsets through a table of where each scalar starts. A scalar event's end mark is
/// where its text ends; a flow collection's end event ends after its bracket; a block
/// collection has no end of its own, so it ends where its last value does.
final class YAMLSpans {
  private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
  private var event = yaml_event_t()
  private let byteOffsets: [Int]
  /// The text, from the start of the file (byte-order mark included).
  private let bytes: [UInt8]
  private var stack: [Frame] = []
  private var root: SpanNode?

  private struct Frame {
    var isMapping: Bool
    var start: Int
    var style: SpanNode.Style
    var anchored: Bool
    var members: [SpanMember] = []
    var items: [SpanNode] = []
    var pendingKey: (String, Range<Int>)?
  }

  /// - Returns: The root's spans, or nil when the text is not one YAML document.
  static func read(_ bytes: [UInt8]) -> SpanNode? {
    // The byte-order mark is left out as the loader leaves it out; offsets still count it.
    let skipped = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let content = Array(bytes[skipped...])
    guard !content.isEmpty else { return nil }
    let spans = YAMLSpans(content, all: bytes, skipped: skipped)
    return content.withUnsafeBufferPointer { buffer in spans.read(buffer) }
  }

  private init(_ content: [UInt8], all bytes: [UInt8], skipped: Int) {
    self.bytes = bytes
    var offsets: [Int] = []
    offsets.reserveCapacity(content.count + 1)
    for (offset, byte) in content.enumerated() where byte & 0xC0 != 0x80 {
      offsets.append(offset + skipped)
    }
    offsets.append(content.count + skipped)
    byteOffsets = offsets
    yaml_parser_initialize(parser)
    yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
  }

  deinit {
    yaml_event_delete(&event)
    yaml_parser_delete(parser)
    parser.deallocate()
  }

  private func offset(_ mark: yaml_mark_t) -> Int {
    byteOffsets[min(Int(mark.index), byteOffsets.count - 1)]
  }

  private func read(_ buffer: UnsafeBufferPointer<UInt8>) -> SpanNode? {
    guard let start = buffer.baseAddress else { return nil }
    yaml_parser_set_input_string(parser, start, buffer.count)
    var documents = 0
    while true {
      // libyaml 0.2.5 sets no nesting limit: its stacks would grow with the document.
      guard stack.count <= DocumentComposer.readingDepth else { return nil }
      yaml_event_delete(&event)
      guard yaml_parser_parse(parser, &event) == 1 else { return nil }
      switch event.type {
      case YAML_STREAM_END_EVENT:
        return documents == 1 ? root : nil
      case YAML_DOCUMENT_START_EVENT:
        documents += 1
      case YAML_SCALAR_EVENT:
        let scalar = event.data.scalar
        let text = String(
          decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
        let style: SpanNode.Style =
          switch scalar.style {
          case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
          case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
          case YAML_LITERAL_SCALAR_STYLE, YAML_FOLDED_SCALAR_STYLE: .multiline
          default: .plain
          }
        let hasProperties =
          scalar.anchor != nil
          || scalar.tag != nil && scalar.plain_implicit == 0
            && scalar.quoted_implicit == 0
        let start = offset(event.start_mark)
        let end = offset(event.end_mark)
        let range = (hasProperties ? afterProperties(start, end: end) : start)..<end
        let node = SpanNode(
          content: .scalar, range: range, style: style, anchored: scalar.anchor != nil)
        attach(node, keyText: text)
      case YAML_ALIAS_EVENT:
        let range = offset(event.start_mark)..<offset(event.end_mark)
        attach(SpanNode(content: .scalar, range: range, style: .alias), keyText: nil)
      case YAML_MAPPING_START_EVENT:
        let start = event.data.mapping_start
        stack.append(
          Frame(
            isMapping: true,
            start: afterProperties(offset(event.start_mark), end: offset(event.end_mark)),
            style: start.style == YAML_FLOW_MAPPING_STYLE ? .flow : .block,
            anchored: start.anchor != nil))
      case YAML_SEQUENCE_START_EVENT:
        let start = event.data.sequence_start
        stack.append(
          Frame(
            isMapping: false,
            start: afterProperties(offset(event.start_mark), end: offset(event.end_mark)),
            style: start.style == YAML_FLOW_SEQUENCE_STYLE ? .flow : .block,
            anchored: start.anchor != nil))
      case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
        guard let frame = stack.popLast() else { return nil }
        let end: Int
        if frame.style == .flow {
          end = offset(event.end_mark)
        } else {
          let last = frame.isMapping ? frame.members.last?.value.range : frame.items.last?.range
          end = last?.upperBound ?? frame.start
        }
        // A block collection starts at its first key or dash, wherever its properties are.
        var start = frame.start
        if frame.style == .block {
          if let first = frame.members.first {
            start = first.keyRange.lowerBound
          } else if let first = frame.items.first {
            start = first.range.lowerBound
            while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
            if start > 0, bytes[start - 1] == UInt8(ascii: "-") { start -= 1 }
          }
        }
        let node = SpanNode(
          content: frame.isMapping ? .mapping(frame.members) : .sequence(frame.items),
          range: start..<max(end, start), style: frame.style,
          anchored: frame.anchored)
        attach(node, keyText: nil)
      default:
        continue
      }
    }
  }

  /// A node's start mark is at its properties (`&anchor`, `!tag`); its value's text starts
  /// after them and the space that follows, so an edit keeps them.
  private func afterProperties(_ start: Int, end: Int) -> Int {
    var offset = start
    while offset < end, bytes[offset] == UInt8(ascii: "&") || bytes[offset] == UInt8(ascii: "!") {
      while offset < end, !YAMLSpans.isSpace(bytes[offset]) { offset += 1 }
      while offset < end, YAMLSpans.isSpace(bytes[offset]) { offset += 1 }
    }
    return offset
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// The column of `offset` on its line, in Unicode scalars (a byte-order mark is none).
  private func column(_ offset: Int) -> Int {
    var start = offset
    while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
    if start == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = min(3, offset) }
    return bytes[start..<offset].reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
  }

  /// The column of a block sequence item's dash, found before its value's text.
  private func dashColumn(_ item: Int) -> Int? {
    var offset = item
    while offset > 0, bytes[offset - 1] == 0x20 || bytes[offset - 1] == 0x09 { offset -= 1 }
    guard offset > 0, bytes[offset - 1] == UInt8(ascii: "-") else { return nil }
    return column(offset - 1)
  }

  private func attach(_ node: SpanNode, keyText: String?) {
    guard var parent = stack.popLast() else {
      root = node
      return
    }
    var node = node
    if parent.style == .block {
      if parent.isMapping {
        let firstKey = parent.members.first?.keyRange ?? parent.pendingKey?.1
        node.parentColumn = firstKey.map { column($0.lowerBound) }
      } else {
        node.parentColumn = dashColumn(
          parent.items.first?.range.lowerBound ?? node.range.lowerBound)
      }
    }
    if parent.isMapping {
      if let (key, keyRange) = parent.pendingKey {
        parent.members.append(SpanMember(key: key, keyRange: keyRange, value: node))
        parent.pendingKey = nil
      } else {
        // A key that is not text (a mapping as key) cannot be edited: it gets no name.
        parent.pendingKey = (keyText ?? "\u{0}", node.range)
      }
    } else {
      parent.items.append(node)
    }
    stack.append(parent)
  }
}
