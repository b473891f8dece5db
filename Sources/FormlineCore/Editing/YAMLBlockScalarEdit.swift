/// A new text for a YAML block scalar (`|` or `>`) that keeps it a block scalar: the header
/// keeps its place (and a comment after it), the content lines keep their indentation, and
/// blank lines after the block (which libyaml counts into its span) stay where they are.
///
/// Text a block cannot carry without an indentation indicator (a leading space or line
/// break), or at all (control characters, tabs where indentation is read), gets no block
/// edit; the caller writes it quoted instead.
struct YAMLBlockScalarEdit {
  let lines: TextLines

  /// - Returns: The edits, or nil when `text` is not written as a block here.
  func edits(_ node: SpanNode, text: String) -> [TextEdit]? {
    let bytes = lines.bytes
    let range = node.range
    guard range.lowerBound < range.upperBound,
      bytes[range.lowerBound] == UInt8(ascii: "|") || bytes[range.lowerBound] == UInt8(ascii: ">")
    else { return nil }
    var headerEnd = range.lowerBound + 1
    while headerEnd < range.upperBound, Self.isHeaderIndicator(bytes[headerEnd]) {
      headerEnd += 1
    }
    let oldKeepsBreaks = bytes[range.lowerBound..<headerEnd].contains(UInt8(ascii: "+"))
    let contentStart = lines.nextLineStart(range.lowerBound)
    guard contentStart <= range.upperBound, contentStart > 0, bytes[contentStart - 1] == 0x0A,
      let old = oldContent(contentStart..<range.upperBound),
      let written = Self.block(
        text, folded: bytes[range.lowerBound] == UInt8(ascii: ">"), indent: old.indent)
    else { return nil }
    // A kept-breaks block owns the blank lines after it; any other gives them back.
    let keepsBreaks = oldKeepsBreaks || written.header.contains("+")
    let contentEnd = keepsBreaks ? range.upperBound : old.lastLineEnd
    var content = written.content
    if lines.lineBreak != "\n" {
      content = content.split(separator: "\n", omittingEmptySubsequences: false)
        .joined(separator: lines.lineBreak)
    }
    if contentEnd == bytes.count, !lines.endsWithLineBreak, content.hasSuffix(lines.lineBreak) {
      content.removeLast(lines.lineBreak.count)
    }
    return [
      TextEdit(range: range.lowerBound..<headerEnd, replacement: written.header),
      TextEdit(range: contentStart..<contentEnd, replacement: content),
    ]
  }

  /// The old block's content indentation (the least of its non-blank lines) and the end
  /// of its last non-blank line; nil when it has no such line to take the indentation from.
  private func oldContent(_ content: Range<Int>) -> (indent: Int, lastLineEnd: Int)? {
    let bytes = lines.bytes
    var indent: Int?
    var lastLineEnd = content.lowerBound
    var start = content.lowerBound
    while start < content.upperBound {
      var offset = start
      while offset < content.upperBound, bytes[offset] == 0x20 { offset += 1 }
      let end = min(lines.nextLineStart(start), content.upperBound)
      let blank = offset >= end || bytes[offset] == 0x0A || bytes[offset] == 0x0D
      if !blank {
        indent = min(indent ?? Int.max, offset - start)
        lastLineEnd = end
      }
      start = end == start ? content.upperBound : end
    }
    guard let indent, indent > 0 else { return nil }
    return (indent, lastLineEnd)
  }

  private static func isHeaderIndicator(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// The header and content lines (LF-terminated) for `text`, or nil when a block without
  /// an indentation indicator cannot hold it.
  static func block(_ text: String, folded: Bool, indent: Int) -> (header: String, content: String)?
  {
    let scalars = text.unicodeScalars
    guard scalars.first != " ", scalars.first != "\n", scalars.first != "\t",
      scalars.allSatisfy({ YAMLScalar.isPrintable($0) && $0 != "\r" })
    else { return nil }
    if !scalars.contains("\n") {
      // One line: a folded block keeps its `>` (a single line folds to itself).
      let header = (folded ? ">" : "|") + "-"
      let padding = String(repeating: " ", count: indent)
      return (header, text.isEmpty ? "" : padding + text + "\n")
    }
    guard let block = YAMLScalar.literalBlock(text, indent: indent),
      let headerEnd = block.firstIndex(of: "\n")
    else { return nil }
    return (String(block[..<headerEnd]), String(block[block.index(after: headerEnd)...]))
  }
}
