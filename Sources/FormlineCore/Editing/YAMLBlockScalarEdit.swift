/// A new text for a YAML block scalar (`|` or `>`) that keeps it a block scalar: the header
/// keeps its place (and a comment after it), the content lines keep their indentation, and
/// blank lines after the block (which libyaml counts into its span) stay where they are.
///
/// A `>` block stays folded, its paragraphs wrapped where the old lines were (see
/// `YAMLFoldedLines`); text with a leading space or line break gets an indentation
/// indicator (`|2`). Text a block cannot carry at all (control characters, tabs where
/// indentation is read) gets no block edit; the caller writes it quoted instead.
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
        text, folded: bytes[range.lowerBound] == UInt8(ascii: ">"), indent: old.indent,
        parentColumn: node.parentColumn, oldLines: old.textLines)
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

  /// The old block's content indentation (the least of its non-blank lines), the end of
  /// its last non-blank line, and its lines without that indentation (blank ones empty);
  /// nil when it has no such line to take the indentation from.
  private func oldContent(_ content: Range<Int>) -> (
    indent: Int, lastLineEnd: Int, textLines: [String]
  )? {
    let bytes = lines.bytes
    var indent: Int?
    var lastLineEnd = content.lowerBound
    var start = content.lowerBound
    var found: [(start: Int, end: Int)] = []
    while start < content.upperBound {
      var offset = start
      while offset < content.upperBound, bytes[offset] == 0x20 { offset += 1 }
      let end = min(lines.nextLineStart(start), content.upperBound)
      let blank = offset >= end || bytes[offset] == 0x0A || bytes[offset] == 0x0D
      if !blank {
        indent = min(indent ?? Int.max, offset - start)
        lastLineEnd = end
        found.append((start, lines.lineEnd(start)))
      } else {
        found.append((start, start))
      }
      start = end == start ? content.upperBound : end
    }
    guard let indent, indent > 0 else { return nil }
    let textLines = found.map { line in
      line.end - line.start > indent
        ? String(decoding: bytes[(line.start + indent)..<line.end], as: UTF8.self) : ""
    }
    return (indent, lastLineEnd, textLines)
  }

  private static func isHeaderIndicator(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// The header and content lines (LF-terminated) for `text`.
  ///
  /// - Parameters:
  ///   - text: The value.
  ///   - folded: Whether the block was `>`: it stays folded unless a line of the text
  ///     starts with a space or a tab, which folding would keep apart from its neighbours
  ///     by rules of its own; such text is written `|`.
  ///   - indent: The content's column.
  ///   - parentColumn: Where an indentation indicator counts from; without it, text that
  ///     needs one (a leading space or line break) gets no block.
  ///   - oldLines: The old block's lines, which a folded block keeps where the text
  ///     still has them.
  /// - Returns: The block, or nil when no block can hold the text here.
  static func block(
    _ text: String, folded: Bool, indent: Int, parentColumn: Int?, oldLines: [String] = []
  ) -> (header: String, content: String)? {
    let scalars = text.unicodeScalars
    guard scalars.allSatisfy({ YAMLScalar.isPrintable($0) && $0 != "\r" }) else { return nil }
    if text.isEmpty { return ((folded ? ">" : "|") + "-", "") }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let trailingBreaks = lines.reversed().prefix { $0.isEmpty }.count
    guard trailingBreaks < lines.count else { return nil }
    // libyaml reads a tab at the start of a line, or in a line of blanks, as a tab where
    // indentation was expected (found by FuzzWriters): such text is double-quoted.
    let tabbed = lines.contains { line in
      line.unicodeScalars.first == "\t"
        || line.unicodeScalars.contains("\t")
          && line.unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" }
    }
    if tabbed { return nil }
    lines.removeLast(trailingBreaks)
    // The first line sets the indentation unless the header says it.
    var indicator = ""
    if lines[0].isEmpty || lines[0].unicodeScalars.first == " " {
      guard let parentColumn, case let step = indent - max(parentColumn, 0), (1...9).contains(step)
      else { return nil }
      indicator = String(step)
    }
    let chomping =
      switch trailingBreaks {
      case 0: "-"
      case 1: ""
      default: "+"
      }
    let padding = String(repeating: " ", count: indent)
    let keptBreaks = String(repeating: "\n", count: max(0, trailingBreaks - 1))
    let indented = lines.contains { $0.unicodeScalars.first == " " }
    if folded && !indented {
      let folded = YAMLFoldedLines(oldLines: oldLines).lines(for: lines)
      let content = folded.map { $0.isEmpty ? "\n" : padding + $0 + "\n" }.joined()
      return (">" + indicator + chomping, content + keptBreaks)
    }
    let content = lines.map { $0.isEmpty ? "\n" : padding + $0 + "\n" }.joined()
    return ("|" + indicator + chomping, content + keptBreaks)
  }
}
