/// Adding and removing elements of a bracketed collection (`[…]`, `{…}`) with commas,
/// shared by JSON, YAML's flow style and TOML's inline arrays and tables.
///
/// A collection laid out one element per line keeps that layout: an element goes with its
/// own lines and the comment lines directly above it, and a new one gets a line of its own
/// at its neighbours' indentation. A collection on one line gets `, element`.
struct FlowEditing {
  let lines: TextLines
  /// What starts a comment line (`#`, or `//` in JSON with comments; none in strict JSON).
  let comment: [UInt8]

  /// What comment lines start with; a NUL byte, which never starts a line of text, where
  /// the format has no comments.
  private var commentLines: [UInt8] { comment.isEmpty ? [0] : comment }

  /// Each element's text: a member from its key to the end of its value.
  func elementRanges(_ container: SpanNode) -> [Range<Int>] {
    switch container.content {
    case .mapping(let members): members.map { $0.keyRange.lowerBound..<$0.value.range.upperBound }
    case .sequence(let items): items.map(\.range)
    case .scalar: []
    }
  }

  /// Whether each element sits on lines of its own.
  func isLineLayout(_ ranges: [Range<Int>]) -> Bool {
    guard let first = ranges.first, let last = ranges.last else { return false }
    return lines.isFirstOnLine(first.lowerBound) && lines.isFirstOnLine(last.lowerBound)
      && lines.lineStart(first.lowerBound) != lines.lineStart(last.upperBound)
      || ranges.count == 1 && lines.isFirstOnLine(first.lowerBound)
  }

  /// The offset of the comma following `offset` past spaces, line breaks and comments.
  func comma(after offset: Int) -> Int? {
    var index = offset
    let bytes = lines.bytes
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D:
        index += 1
      case UInt8(ascii: ","):
        return index
      default:
        guard !comment.isEmpty, bytes[index...].starts(with: comment) else { return nil }
        if comment == [UInt8(ascii: "/"), UInt8(ascii: "/")],
          let end = JSONSpans.commentEnd(in: bytes, at: index)
        {
          index = end
        } else {
          index = lines.lineEnd(index)
        }
      }
    }
    return nil
  }

  /// The end of the line of an element, after its comma, trailing comment and line break.
  private func lineEnd(after offset: Int) -> Int { lines.nextLineStart(offset) }

  func remove(_ indexes: [Int], of container: SpanNode) -> [TextEdit] {
    let ranges = elementRanges(container)
    guard !indexes.isEmpty, !ranges.isEmpty else { return [] }
    let removed = Set(indexes)
    let lastKept = ranges.indices.last { !removed.contains($0) }
    var edits: [TextEdit] = []
    if isLineLayout(ranges) {
      for index in indexes.sorted() {
        let start = lines.leadingCommentStart(
          ranges[index].lowerBound, comment: commentLines)
        edits.append(
          TextEdit(
            range: lines.removingLines(start..<lineEnd(after: ranges[index].upperBound)),
            replacement: ""))
      }
      // The last element left loses the comma that separated it from removed ones after
      // it, unless the file puts a comma after every element.
      if let lastKept, lastKept < ranges.count - 1,
        comma(after: ranges[ranges.count - 1].upperBound) == nil,
        let separator = comma(after: ranges[lastKept].upperBound)
      {
        edits.append(TextEdit(range: separator..<separator + 1, replacement: ""))
      }
      return edits
    }
    // One line: each run of removed elements goes with the separator after it, or the
    // one before it when it reaches the end.
    var runs: [ClosedRange<Int>] = []
    for index in indexes.sorted() {
      if let last = runs.last, last.upperBound == index - 1 {
        runs[runs.count - 1] = last.lowerBound...index
      } else {
        runs.append(index...index)
      }
    }
    for run in runs {
      if run.upperBound < ranges.count - 1 {
        edits.append(
          TextEdit(
            range: ranges[run.lowerBound].lowerBound..<ranges[run.upperBound + 1].lowerBound,
            replacement: ""))
      } else if run.lowerBound > 0 {
        edits.append(
          TextEdit(
            range: ranges[run.lowerBound - 1].upperBound..<ranges[run.upperBound].upperBound,
            replacement: ""))
      } else {
        let end =
          comma(after: ranges[run.upperBound].upperBound).map { $0 + 1 }
          ?? ranges[run.upperBound].upperBound
        edits.append(TextEdit(range: ranges[run.lowerBound].lowerBound..<end, replacement: ""))
      }
    }
    return edits
  }

  /// Inserts elements; `render` gets the indentation of the element's line (nil on one
  /// line) and returns its text.
  func insert(
    count: Int, before: Int?, into container: SpanNode, lineBreak: String,
    render: (_ index: Int, _ indent: String?) -> String
  ) -> [TextEdit] {
    let ranges = elementRanges(container)
    guard let last = ranges.last else {
      let texts = (0..<count).map { render($0, nil) }
      return [.insert(texts.joined(separator: ", "), at: container.range.lowerBound + 1)]
    }
    if isLineLayout(ranges) {
      if let before {
        let indent = lines.indentation(ranges[before].lowerBound)
        let text = (0..<count).map { indent + render($0, indent) + "," + lineBreak }.joined()
        let at = lines.leadingCommentStart(
          ranges[before].lowerBound, comment: commentLines)
        return [.insert(text, at: at)]
      }
      let indent = lines.indentation(last.lowerBound)
      if let trailing = comma(after: last.upperBound) {
        let text = (0..<count).map { indent + render($0, indent) + "," + lineBreak }.joined()
        return [.insert(text, at: lines.nextLineStart(trailing))]
      }
      let text = (0..<count).map { lineBreak + indent + render($0, indent) }
        .joined(separator: ",")
      return [.insert(",", at: last.upperBound), .insert(text, at: lines.lineEnd(last.upperBound))]
    }
    let texts = (0..<count).map { render($0, nil) }
    if let before {
      return [.insert(texts.map { $0 + ", " }.joined(), at: ranges[before].lowerBound)]
    }
    return [.insert(texts.map { ", " + $0 }.joined(), at: last.upperBound)]
  }
}
