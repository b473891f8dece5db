import FormlineCore
import FormlineTerminal

/// The text `formline show` prints: the form's title, section headings, and one
/// `Title: value` line per answer as the review screen lists it, secrets masked.
struct AnswerSummary {
  let session: FillSession
  let style: TerminalStyle

  var text: String {
    var text = ""
    if let title = session.form.title {
      text += style.title(SafeText.neutraliseSingleLine(title)) + "\n"
    }
    var section: String?
    for item in session.reviewItems(includingLabels: true) {
      if let ref = item.step.section, ref.id != section {
        section = ref.id
        if let title = ref.title {
          text += "\n" + style.title(SafeText.neutraliseSingleLine(title)) + "\n"
        }
      }
      text += ReviewLine.text(for: item)
    }
    return text
  }
}
