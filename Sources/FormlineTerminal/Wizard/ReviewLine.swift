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
    "  " + body(for: item) + "\n"
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
    var lines = layout.lines(prefix: "  \(pad)\(number). ", text: body(for: item))
    if item.isReadOnly, let last = lines.popLast() {
      lines.append(last + style.hint(" (read-only)"))
    }
    return lines
  }

  /// The breadcrumb, title and value of one answer, without number or mark.
  private static func body(for item: FillSession.ReviewItem) -> String {
    let title = SafeText.neutraliseSingleLine(
      AnswerText.breadcrumb(item.step.breadcrumb) + item.title)
    return title + Wizard.separator(after: title) + SafeText.neutraliseSingleLine(item.text)
  }
}
