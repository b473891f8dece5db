import FormlineCore

/// `?` help for one field: its help text, what it accepts, what Enter does here, and only
/// the commands that apply to it.
extension Wizard {
  func helpText(for step: FillStep) -> String {
    let field = step.field
    var text = ""
    if let help = field.help { text += "  " + SafeText.neutralise(help) + "\n" }
    let hint = InputHint.describe(field)
    if !hint.isEmpty { text += style.hint("  Accepts: " + hint) + "\n" }
    text += style.hint("  Enter: " + enterAction(for: step)) + "\n"
    if let tab = tabAction(for: field) { text += style.hint("  Tab: " + tab) + "\n" }
    if field.isSecret {
      text += style.hint("  \(SecretReader.revealKeyName): shows or hides what is typed") + "\n"
    }
    text += style.hint("  Commands:") + "\n"
    let clearable = !field.required && !field.neverNull
    for line in WizardCommand.helpLines(clearable: clearable || isNewItem(step)) {
      text += style.hint("    " + line) + "\n"
    }
    return text
  }

  /// What an empty line does at this prompt, in words.
  func enterAction(for step: FillStep) -> String {
    let field = step.field
    if isNewItem(step) { return "ends the list" }
    if field.isSecret, let kept = session.answer(at: step.path), !kept.isNull {
      return "keeps the secret given before"
    }
    if let value = field.enterValue, !value.isNull {
      if field.kind.isBoolean && field.choice == nil, let flag = value.boolValue {
        return "answers \(flag ? "yes" : "no")"
      }
      if field.isSecret { return "takes the form's default" }
      if field.defaultValue == nil {
        return "takes the only option, "
          + SafeText.neutraliseSingleLine(session.answerText.shown(value, for: field))
      }
      return "takes the default, "
        + SafeText.neutraliseSingleLine(session.answerText.shown(value, for: field))
    }
    if field.required { return "nothing: an answer is required" }
    if field.choice != nil, let item = ChoiceMenu(field).placeholderItem {
      return "no answer ('\(SafeText.neutraliseSingleLine(item.title))', item \(item.number))"
    }
    return "no answer (null)"
  }

  private func tabAction(for field: Field) -> String? {
    switch completion(for: field) {
    case .words where field.choice != nil: return "completes an option's text, or lists them"
    case .words: return "completes yes or no"
    case .listItems: return "completes the option being typed after the last comma"
    case .paths: return "completes a path"
    default: return nil
    }
  }

  private func isNewItem(_ step: FillStep) -> Bool {
    if case .newItem = step.role { return true }
    return false
  }
}
