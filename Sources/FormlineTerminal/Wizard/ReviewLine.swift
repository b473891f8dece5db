package import FormlineCore

/// One answer as the review screen lists it, and as `formline show` prints it: the
/// breadcrumb and title, then the value as `AnswerText` lists it (secrets masked).
package enum ReviewLine {
  /// The line `formline show` prints, ending in a newline.
  ///
  /// ✅ `  Address › City: Paris`
  ///
  /// - Parameter item: The answer.
  /// - Returns: The text, form and answer text neutralised.
  package static func text(for item: FillSession.ReviewItem) -> String {
    let (first, rest) = body(for: item)
    return (["  " + first] + rest.map { $0.isEmpty ? "" : "    " + $0 }).joined(separator: "\n")
      + "\n"
  }

  /// The review screen's lines for an answer, numbered, wrapped to the terminal's width,
  /// with a read-only mark.
  ///
  /// ✅ `   3. Address › City: Paris (read-only)`
  ///
  /// - Parameters:
  ///   - item: The answer.
  ///   - layout: The terminal's width.
  ///   - style: Colours for the mark.
  /// - Returns: The lines, without their newlines.
  static func numberedLines(
    for item: FillSession.ReviewItem, layout: ReviewLayout, style: TerminalStyle
  ) -> [String] {
    let number = String(item.number)
    let pad = String(repeating: " ", count: max(0, 2 - number.count))
    let prefix = "  \(pad)\(number). "
    let (first, rest) = body(for: item)
    let indent = String(repeating: " ", count: prefix.count)
    var lines = layout.lines(prefix: prefix, text: first)
    for line in rest {
      lines += line.isEmpty ? [""] : layout.lines(prefix: indent, text: line)
    }
    if item.isReadOnly, let last = lines.popLast() {
      lines.append(last + style.hint(" (read-only)"))
    }
    return lines
  }

  /// The breadcrumb, title and value of one answer, without number or mark: the first
  /// line, and the value's further lines (a multi-line text is shown as the lines that were
  /// typed, each under the title, rather than as one line with `\n` in it).
  private static func body(for item: FillSession.ReviewItem) -> (first: String, rest: [String]) {
    let title = SafeText.neutraliseSingleLine(
      AnswerText.breadcrumb(item.step.breadcrumb) + item.title)
    let lines = item.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      SafeText.neutraliseSingleLine(String($0))
    }
    let first = title + Wizard.separator(after: title) + (lines.first ?? "")
    return (first, Array(lines.dropFirst()))
  }
}
