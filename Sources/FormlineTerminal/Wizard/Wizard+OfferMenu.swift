import FormlineCore

/// The menu of offered fields comes back after every pick: the first time it is printed
/// whole, with each field's help; after that as a short list of names, so a long
/// questionnaire (Dependabot offers twenty fields per update) does not scroll the
/// conversation away; a list longer than two lines (tsconfig's hundred compiler options)
/// is one line that says how many are left and how to reach them. `?` prints the whole
/// menu again.
extension Wizard {
  /// The menu's lines for this ask: whole the first time, short afterwards.
  func offerMenuLines(for step: FillStep) -> String {
    guard offerMenusShown.insert(step.path).inserted else { return shortOfferMenu(for: step) }
    return menuLines(for: step.field, selected: [])
  }

  /// `  1) Port · 2) Debug · 3) Tags (? describes them)`, wrapped to the screen's width.
  private func shortOfferMenu(for step: FillStep) -> String {
    let entries = ChoiceMenu(step.field).items.map { item -> String in
      let key = item.optionIndex.flatMap { step.field.choices.options[$0].value.stringValue }
      let field = key.flatMap { FieldLookup.field(at: step.level.appending($0), in: session.form) }
      let name = field.map(\.title).flatMap { $0.isEmpty ? nil : $0 } ?? key ?? item.title
      return "\(item.number)) " + SafeText.neutraliseSingleLine(name)
    }
    let width = max(40, settings.pageColumns - 2)
    var lines: [String] = []
    var line = ""
    for entry in entries {
      if line.isEmpty {
        line = entry
      } else if line.count + 3 + entry.count <= width {
        line += " · " + entry
      } else {
        lines.append(line)
        line = entry
      }
    }
    let hint = " (? describes them)"
    if lines.count >= 2 {
      let count = entries.count
      return "  "
        + style.hint(
          "(\(count) more to pick: type a name, Tab completes, ? lists them)")
        + "\n"
    }
    if line.count + hint.count > width {
      lines.append(line)
      line = ""
    }
    lines.append(line + style.hint(hint))
    return lines.map { "  " + $0 + "\n" }.joined()
  }
}
