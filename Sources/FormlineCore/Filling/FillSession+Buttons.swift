/// Choosing a button from a line of text (piped input); which button a line names is
/// `ButtonChoice`'s rule.
extension FillSession {
  /// Picks a button by a piped line (`ButtonChoice`).
  /// - Parameters:
  ///   - buttons: The buttons offered.
  ///   - text: The line.
  ///   - origin: Where the line came from, for the problem when it names no button.
  /// - Returns: The chosen button's action, or nil when the line names none (recorded as a
  ///   problem, and the submit button is taken so the other answers are still checked).
  package mutating func chooseButton(
    _ buttons: [Field], typed text: String, origin: AnswerOrigin
  ) -> ButtonAction? {
    guard let chosen = ButtonChoice.match(text, in: buttons) else {
      problems.append(ButtonChoice.unknown(text, in: buttons, origin: origin))
      if let submit = ButtonChoice.submitButton(of: buttons) { _ = choose(button: submit) }
      return nil
    }
    return choose(button: chosen)
  }
}

extension FillSession {
  /// Records a warning of a run without a person, to print when it ends.
  package mutating func note(_ message: String) {
    problems.append(.warning(message))
  }
}
