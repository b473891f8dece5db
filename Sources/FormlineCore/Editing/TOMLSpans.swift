import FoundationEssentials

/// Reads where each key and value of a TOML document is (`SpanNode`), and where each
/// `[table]` and `[[array of tables]]` header is.
///
/// Hand-written because TOMLKit (toml++) keeps no source positions and reorders keys; this
/// scanner only finds places and keys. TOMLKit still decides what the values are, and an
/// edited document is read back with it, so a place this scanner got wrong is caught
/// before anything is written.
struct TOMLSpans {
  /// A `[header]` or `[[header]]` line.
  struct Header: Sendable {
    var path: [String]
    var isArray: Bool
    /// The start of the header line.
    var start: Int
  }

  var root: SpanNode
  var headers: [Header]

  /// - Returns: nil when the text is not TOML as far as places go (TOMLKit says why).
  static func read(_ bytes: [UInt8]) -> TOMLSpans? {
    var scanner = TOMLScanner(bytes: bytes)
    return scanner.document()
  }
}

/// The mutable tree the scanner builds before it becomes a `SpanNode`.
private final class TableBuilder {
  var style: SpanNode.Style
  var start: Int
  var end: Int
  var keys: [String] = []
  var keyRanges: [String: Range<Int>] = [:]
  var tables: [String: TableBuilder] = [:]
  var values: [String: SpanNode] = [:]
  var arrays: [String: [TableBuilder]] = [:]

  init(style: SpanNode.Style, start: Int, end: Int) {
    self.style = style
    self.start = start
    self.end = end
  }

  func add(_ key: String, keyRange: Range<Int>) {
    if keyRanges[key] == nil { keys.append(key) }
    keyRanges[key] = keyRange
  }

  var node: SpanNode {
    var members: [SpanMember] = []
    for key in keys {
      guard let keyRange = keyRanges[key] else { continue }
      if let value = values[key] {
        members.append(SpanMember(key: key, keyRange: keyRange, value: value))
      } else if let table = tables[key] {
        members.append(SpanMember(key: key, keyRange: keyRange, value: table.node))
      } else if let items = arrays[key] {
        let nodes = items.map(\.node)
        let range = (nodes.first?.range.lowerBound ?? 0)..<(nodes.last?.range.upperBound ?? 0)
        members.append(
          SpanMember(
            key: key, keyRange: keyRange,
            value: SpanNode(content: .sequence(nodes), range: range, style: .tableArray)))
      }
    }
    return SpanNode(content: .mapping(members), range: start..<max(start, end), style: style)
  }
}

private struct TOMLScanner {
  let bytes: [UInt8]
  var offset = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
  }

  var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  mutating func document() -> TOMLSpans? {
    let root = TableBuilder(style: .table, start: 0, end: 0)
    var table = root
    var headers: [TOMLSpans.Header] = []
    while true {
      skipBlank(newlines: true)
      guard let byte = current else { break }
      let lineStart = offset
      if byte == UInt8(ascii: "[") {
        let isArray = offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "[")
        offset += isArray ? 2 : 1
        guard let keys = dottedKey() else { return nil }
        skipBlank(newlines: false)
        for _ in 0..<(isArray ? 2 : 1) {
          guard current == UInt8(ascii: "]") else { return nil }
          offset += 1
        }
        headers.append(.init(path: keys.map(\.0), isArray: isArray, start: lineStart))
        guard let opened = open(keys, isArray: isArray, in: root, start: lineStart) else {
          return nil
        }
        table = opened
        table.end = offset
      } else {
        guard let keys = dottedKey(), let last = keys.last else { return nil }
        skipBlank(newlines: false)
        guard current == UInt8(ascii: "=") else { return nil }
        offset += 1
        skipBlank(newlines: false)
        guard let value = value(depth: 0) else { return nil }
        var owner = table
        for (key, range) in keys.dropLast() {
          let dotted =
            owner.tables[key] ?? TableBuilder(style: .dotted, start: range.lowerBound, end: 0)
          owner.tables[key] = dotted
          owner.add(key, keyRange: range)
          dotted.end = value.range.upperBound
          owner = dotted
        }
        owner.values[last.0] = value
        owner.add(last.0, keyRange: last.1)
        table.end = value.range.upperBound
      }
      // The rest of the line may hold only a comment.
      skipBlank(newlines: false)
      if current == UInt8(ascii: "#") { skipComment() }
      guard current == nil || current == 0x0A || current == 0x0D else { return nil }
    }
    root.start = 0
    return TOMLSpans(root: root.node, headers: headers)
  }

  /// The table a header opens, creating the tables on its way.
  private func open(
    _ keys: [(String, Range<Int>)], isArray: Bool, in root: TableBuilder, start: Int
  ) -> TableBuilder? {
    var table = root
    for (index, (key, range)) in keys.enumerated() {
      let isLast = index == keys.count - 1
      if isLast && isArray {
        let item = TableBuilder(style: .table, start: start, end: start)
        table.arrays[key, default: []].append(item)
        table.add(key, keyRange: table.keyRanges[key] ?? range)
        return item
      }
      if let items = table.arrays[key], let last = items.last {
        table = last
        continue
      }
      if let existing = table.tables[key] {
        if isLast {
          existing.start = start
          existing.style = .table
          table.keyRanges[key] = range
        }
        table = existing
        continue
      }
      // A table named only on the way to another (`tool` in `[tool.poetry]`) has no text
      // of its own until its own header comes.
      let created = TableBuilder(style: isLast ? .table : .dotted, start: start, end: start)
      table.tables[key] = created
      table.add(key, keyRange: range)
      table = created
    }
    return table
  }

  mutating func skipBlank(newlines: Bool) {
    while let byte = current {
      if byte == 0x20 || byte == 0x09 {
        offset += 1
      } else if newlines && (byte == 0x0A || byte == 0x0D) {
        offset += 1
      } else if newlines && byte == UInt8(ascii: "#") {
        skipComment()
      } else {
        return
      }
    }
  }

  mutating func skipComment() {
    while let byte = current, byte != 0x0A, byte != 0x0D { offset += 1 }
  }

  /// `a.b."c d"` as keys with their places.
  mutating func dottedKey() -> [(String, Range<Int>)]? {
    var keys: [(String, Range<Int>)] = []
    while true {
      skipBlank(newlines: false)
      let start = offset
      guard let key = simpleKey() else { return nil }
      keys.append((key, start..<offset))
      skipBlank(newlines: false)
      guard current == UInt8(ascii: ".") else { return keys }
      offset += 1
    }
  }

  private mutating func simpleKey() -> String? {
    guard let byte = current else { return nil }
    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
      let start = offset
      guard skipString() else { return nil }
      return TOMLScanner.decodedKey(bytes[start..<offset])
    }
    let start = offset
    while let next = current, TOMLScanner.isBareKey(next) { offset += 1 }
    return offset > start ? String(decoding: bytes[start..<offset], as: UTF8.self) : nil
  }

  static func isBareKey(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
  }

  /// A quoted key's text: literal keys as written, basic keys with the common escapes
  /// (keys with `\u` escapes are rare; a wrong decoding only misses the key, and the
  /// read-back check refuses the edit).
  private static func decodedKey(_ quoted: ArraySlice<UInt8>) -> String {
    let inner = String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self)
    guard quoted.first == UInt8(ascii: "\"") else { return inner }
    return inner.replacingLiterally("\\\"", with: "\"")
      .replacingLiterally("\\\\", with: "\\")
  }

  /// Skips a string of any of TOML's four kinds.
  mutating func skipString() -> Bool {
    guard let quote = current else { return false }
    let triple =
      offset + 2 < bytes.count && bytes[offset + 1] == quote && bytes[offset + 2] == quote
    offset += triple ? 3 : 1
    while let byte = current {
      if byte == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"") {
        offset += 2
        continue
      }
      if byte == quote {
        if !triple {
          offset += 1
          return true
        }
        if offset + 2 < bytes.count, bytes[offset + 1] == quote, bytes[offset + 2] == quote {
          offset += 3
          // Up to two more quotes may end the content (`""""` is a quote and the end).
          while current == quote, offset < bytes.count { offset += 1 }
          return true
        }
      }
      if !triple && (byte == 0x0A || byte == 0x0D) { return false }
      offset += 1
    }
    return false
  }

  mutating func value(depth: Int) -> SpanNode? {
    guard depth < DocumentParser.maximumDepth, let byte = current else { return nil }
    let start = offset
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      let triple =
        offset + 2 < bytes.count && bytes[offset + 1] == byte && bytes[offset + 2] == byte
      guard skipString() else { return nil }
      let style: SpanNode.Style =
        triple ? .multiline : byte == UInt8(ascii: "'") ? .singleQuoted : .doubleQuoted
      return SpanNode(content: .scalar, range: start..<offset, style: style)
    case UInt8(ascii: "["):
      offset += 1
      var items: [SpanNode] = []
      while true {
        skipBlank(newlines: true)
        if current == UInt8(ascii: "]") { break }
        guard let item = value(depth: depth + 1) else { return nil }
        items.append(item)
        skipBlank(newlines: true)
        if current == UInt8(ascii: ",") { offset += 1 } else { break }
      }
      skipBlank(newlines: true)
      guard current == UInt8(ascii: "]") else { return nil }
      offset += 1
      return SpanNode(content: .sequence(items), range: start..<offset, style: .flow)
    case UInt8(ascii: "{"):
      offset += 1
      let table = TableBuilder(style: .flow, start: start, end: start)
      skipBlank(newlines: false)
      while current != UInt8(ascii: "}") {
        guard let keys = dottedKey(), let last = keys.last, keys.count == 1 else { return nil }
        skipBlank(newlines: false)
        guard current == UInt8(ascii: "=") else { return nil }
        offset += 1
        skipBlank(newlines: false)
        guard let member = value(depth: depth + 1) else { return nil }
        table.values[last.0] = member
        table.add(last.0, keyRange: last.1)
        skipBlank(newlines: false)
        if current == UInt8(ascii: ",") {
          offset += 1
          skipBlank(newlines: false)
        } else if current != UInt8(ascii: "}") {
          return nil
        }
      }
      offset += 1
      table.end = offset
      return table.node
    default:
      while let next = current, !TOMLScanner.endsBareValue(next) { offset += 1 }
      // A date and a time may be separated by one space: `1979-05-27 07:32:00`.
      if offset - start == 10, bytes[start + 4] == UInt8(ascii: "-"), current == 0x20,
        offset + 1 < bytes.count, (0x30...0x39).contains(bytes[offset + 1])
      {
        offset += 1
        while let next = current, !TOMLScanner.endsBareValue(next) { offset += 1 }
      }
      guard offset > start else { return nil }
      return SpanNode(content: .scalar, range: start..<offset, style: .plain)
    }
  }

  static func endsBareValue(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"),
      UInt8(ascii: "#"):
      true
    default: false
    }
  }
}
