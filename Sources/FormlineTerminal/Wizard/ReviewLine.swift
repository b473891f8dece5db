package import FormlineCore

/// One answer as the review screen lists it, and as `formline show` prints it: the
/// breadcrumb and title, then the value as shown (secrets masked).
package enum ReviewLine {
  /// The line, ending in a newline.
  ///
  /// ✅ numbered: `   3. Address › City: Paris (read-only)`; not: `  Address › City: Paris`
  ///
  /// - Parameters:
  ///   - item: The answer.
  ///   - numbered: With the number to edit it by and a read-only mark (the review screen).
  ///   - style: Colours for the mark.
  /// - Returns: The text, form and answer text neutralised.
  package static func text(
    for item: FillSession.ReviewItem, numbered: Bool, style: TerminalStyle
  ) -> String {
    let crumbs = item.step.breadcrumb.map { $0 + " › " }.joined()
    let title = SafeText.neutraliseSingleLine(crumbs + item.title)
    var line = "  "
    if numbered {
      let number = String(item.number)
      line += String(repeating: " ", count: max(0, 2 - number.count)) + number + ". "
    }
    line += title + Wizard.separator(after: title) + SafeText.neutraliseSingleLine(item.text)
    if numbered && item.step.isDisabled { line += style.hint(" (read-only)") }
    return line + "\n"
  }
}
