/// What an empty line (Enter) answers at a field's prompt, apart from keeping a secret.
extension Field {
  /// The default; else the only option of a required menu, since nothing else could be
  /// chosen and "an answer is required" would only make the person type it.
  package var enterValue: AnswerValue? {
    if let defaultValue { return defaultValue }
    guard required, choices.mode == .single, choices.options.count == 1 else { return nil }
    let menu = ChoiceMenu(self)
    guard menu.items.count == 1 else { return nil }
    return menu.storedValue(forOption: 0)
  }
}
