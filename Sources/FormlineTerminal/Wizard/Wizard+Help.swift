import FormlineCore

/// `?` help for one field: its help text, what it accepts, what Enter does here, and only
/// the commands that apply to it.
extension Wizard {
  func helpText(for step: FillStep) -> String {
    let field = step.field
    let layout = HelpLayout(columns: settings.pageColumns)
    var text = ""
    // Each line is broken to the screen's width before it is styled.
    func add(_ line: String, styled: Bool = true) {
      for part in layout.lines(line) { text += (styled ? style.hint(part) : part) + "\n" }
    }
    if let help = field.help {
      for line in SafeText.neutralise(help).split(separator: "\n", omittingEmptySubsequences: false)
      {
        add("  " + line, styled: false)
      }
    }
    let hint = InputHint.describe(field)
    if !hint.isEmpty { add("  Accepts: " + hint) }
    if openMenu(of: field) != nil { add("  A number picks that value from the menu above.") }
    add("  Enter: " + enterAction(for: step))
    if let tab = tabAction(for: field) { add("  Tab: " + tab) }
    if field.isSecret { add("  \(SecretReader.revealKeyName): shows or hides what is typed") }
    add("  Commands:")
    let clearable = !field.required && !field.neverNull
    for line in WizardCommand.helpLines(clearable: clearable || isNewItem(step)) {
      add("    " + line)
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
      if field.kind.isBoolean && field.choices.mode == nil, let flag = value.boolValue {
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
    if field.choices.mode != nil, let item = ChoiceMenu(field).placeholderItem {
      return "no answer ('\(SafeText.neutraliseSingleLine(item.title))', item \(item.number))"
    }
    return "no answer (null)"
  }

  private func tabAction(for field: Field) -> String? {
    switch completion(for: field) {
    case .words where field.choices.mode != nil: return "completes an option's text, or lists them"
    case .words where field.kind == .union: return "completes a listed value, or lists them"
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
