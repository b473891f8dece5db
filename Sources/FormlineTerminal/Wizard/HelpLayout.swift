/// How `?` help fits a narrow terminal: a line too long is broken at spaces and continues
/// under its own text (a hanging indent) instead of running back to the left edge, so the
/// commands and the words that start each line stay readable at a glance.
///
/// ✅ at 40 columns, `    :abort     stop; nothing is written and nothing is kept` →
///    `    :abort     stop; nothing is written` / `               and nothing is kept`
struct HelpLayout {
  /// Columns of the terminal.
  var columns: Int

  /// The lines of one help line, without newlines.
  ///
  /// A command line (`    :clear     no answer`) continues under its description, any
  /// other line two columns in from where it starts; a description that starts past
  /// twenty columns (or half a narrow screen) wraps as any other line.
  /// - Parameter line: One plain line (no styles, controls neutralised).
  /// - Returns: The line, broken where it does not fit.
  func lines(_ line: String) -> [String] {
    let characters = Array(line)
    let lead = characters.prefix { $0 == " " }.count
    var hang = lead + 2
    // A command's description starts after the last run of two or more spaces near the
    // line's start (`<  :back   the previous question` continues under "the").
    let reach = min(20, columns / 2)
    var index = lead
    while index + 1 < characters.count && index < reach {
      if characters[index] == " " && characters[index + 1] == " " {
        var end = index
        while end < characters.count && characters[end] == " " { end += 1 }
        if end <= reach { hang = end }
        index = end
      } else {
        index += 1
      }
    }
    guard characters.count > hang else { return [line] }
    return ReviewLayout(columns: columns).lines(
      prefix: String(characters.prefix(hang)), text: String(characters.dropFirst(hang)))
  }
}
