/// Choosing a button from a line of text (piped input) or from the answers given.
extension FillSession {
  /// The button an answers file or `--set` made `true`.
  func presetButton(_ buttons: [Field]) -> Field? {
    buttons.first { button in
      button.key.flatMap { presets.values[FieldPath.root.appending($0)]?.boolValue } == true
    }
  }

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
      problems.append(
        .error(
          "'\(text)' is not one of the buttons (\(buttons.map(\.title).joined(separator: ", ")))",
          at: origin.location, notes: origin.location == nil ? ["from \(origin)"] : []))
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
