import FormlineCore

/// Which section headings and footers have been shown: a heading before a section's first
/// step, its footer when the fill first leaves it; each once, so going back or editing an
/// answer from the review does not print them again.
struct SectionHeadings {
  private var shown: Set<String> = []
  private var footersShown: Set<String> = []
  private var open: SectionRef?

  /// The text to show before `step`: the footer of the section it leaves and the heading
  /// of one it enters for the first time; "" when it stays.
  mutating func enter(_ step: FillStep, style: TerminalStyle) -> String {
    guard let section = step.section, section.id != open?.id else { return "" }
    var text = close(style: style)
    open = section
    guard !shown.contains(section.id) else { return text }
    shown.insert(section.id)
    if let title = section.title {
      text += "\n" + style.title(SafeText.neutraliseSingleLine(title)) + "\n"
    } else if shown.count > 1 {
      // An untitled break (FXForms' `header: ""` or NSNull): a blank line, and in plain
      // text, where a blank line is easily lost in a log, a rule.
      text += style.mode == .plain ? "\n----\n" : "\n"
    }
    return text
  }

  /// The footer of the open section, if it has one, its heading was shown and the footer
  /// was not yet; closes it.
  mutating func close(style: TerminalStyle) -> String {
    defer { open = nil }
    guard let open, let footer = open.footer, shown.contains(open.id),
      footersShown.insert(open.id).inserted
    else { return "" }
    return style.hint(SafeText.neutralise(footer)) + "\n"
  }
}
