import FormlineCore
import FormlineTerminal

/// The text `formline show` prints: the form's title, section headings, and one
/// `Title: value` line per answer, secrets masked.
struct AnswerSummary {
  let session: FillSession
  let style: TerminalStyle

  var text: String {
    var text = ""
    if let title = session.form.title {
      text += style.title(SafeText.neutraliseSingleLine(title)) + "\n"
    }
    var section: String?
    for item in session.reviewItems() {
      if let ref = item.step.section, ref.id != section {
        section = ref.id
        if let title = ref.title {
          text += "\n" + style.title(SafeText.neutraliseSingleLine(title)) + "\n"
        }
      }
      let crumbs = item.step.breadcrumb.map { $0 + " › " }.joined()
      let title = SafeText.neutraliseSingleLine(crumbs + item.title)
      text += "  " + title + Wizard.separator(after: title)
      text += SafeText.neutraliseSingleLine(item.text) + "\n"
    }
    return text
  }
}
