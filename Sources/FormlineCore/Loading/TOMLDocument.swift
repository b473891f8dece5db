import TOMLKit

/// Reads TOML into a `DocumentNode`: TOMLKit decides the values, the span scanner gives
/// the file's key order and places (TOMLKit keeps neither).
enum TOMLDocument {
  /// - Throws: `Diagnostic` at the line and column TOMLKit reports.
  static func parse(_ text: String, file: String) throws(Diagnostic) -> DocumentNode? {
    let table: TOMLTable
    do {
      table = try TOMLTable(string: text)
    } catch let error as TOMLParseError {
      throw Diagnostic.error(
        "TOML: \(error.description)",
        at: SourceLocation(
          file: file, line: error.source.begin.line, column: error.source.begin.column))
    } catch {
      throw Diagnostic.error("TOML: cannot read the document", at: SourceLocation(file: file))
    }
    let bytes = Array(text.utf8)
    let places = Places(bytes: bytes, file: file)
    let spans = TOMLSpans.read(bytes)?.root
    return node(table, spans: spans, places: places, depth: 0)
  }

  /// Offsets to lines and columns, with the line starts found once.
  private struct Places {
    let bytes: [UInt8]
    let file: String
    let lineStarts: [Int]

    init(bytes: [UInt8], file: String) {
      self.bytes = bytes
      self.file = file
      var starts = [0]
      for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
      lineStarts = starts
    }

    func location(_ offset: Int?) -> SourceLocation {
      guard let offset else { return SourceLocation(file: file) }
      var low = 0
      var high = lineStarts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
      }
      let start = lineStarts[low]
      let column = bytes[start..<min(offset, bytes.count)].reduce(1) {
        $0 + ($1 & 0xC0 != 0x80 ? 1 : 0)
      }
      return SourceLocation(file: file, line: low + 1, column: column)
    }

    func text(_ range: Range<Int>) -> String {
      String(decoding: bytes[range], as: UTF8.self)
    }
  }

  private static func node(
    _ table: TOMLTable, spans: SpanNode?, places: Places, depth: Int
  ) -> DocumentNode {
    var members: [DocumentNode.Member] = []
    var seen: Set<String> = []
    let keys = (spans?.members?.map(\.key) ?? []) + table.keys.sorted()
    for key in keys where !seen.contains(key) {
      guard let value = table[key] else { continue }
      seen.insert(key)
      let span = spans?.member(key)
      members.append(
        DocumentNode.Member(
          key: key, keyLocation: places.location(span?.keyRange.lowerBound),
          value: node(value, spans: span?.value, places: places, depth: depth + 1)))
    }
    return DocumentNode(
      content: .mapping(members), location: places.location(spans?.range.lowerBound))
  }

  private static func node(
    _ value: any TOMLValueConvertible, spans: SpanNode?, places: Places, depth: Int
  ) -> DocumentNode {
    let location = places.location(spans?.range.lowerBound)
    if let table = value.table { return node(table, spans: spans, places: places, depth: depth) }
    if let array = value.array {
      let items = array.enumerated().map { index, item in
        let span = spans?.items.flatMap { index < $0.count ? $0[index] : nil }
        return node(item, spans: span, places: places, depth: depth + 1)
      }
      return DocumentNode(content: .sequence(items), location: location)
    }
    let content: DocumentNode.Content
    if let flag = value.bool {
      content = .scalar(flag ? "true" : "false", quoted: false)
    } else if let number = value.int {
      content = .scalar(String(number), quoted: false)
    } else if let number = value.double {
      // Infinities and NaN have no JSON value: they are kept as the words TOML spells.
      content =
        number.isFinite
        ? .scalar(TOMLScalar.float(number), quoted: false)
        : .scalar(TOMLScalar.float(number), quoted: true)
    } else if let text = value.string {
      content = .scalar(text, quoted: true)
    } else {
      // Dates and times are text in a result: as the file writes them.
      content = .scalar(
        spans.map { places.text($0.range) } ?? String(describing: value), quoted: true)
    }
    return DocumentNode(content: content, location: location)
  }
}
