import Foundation

/// Choosing a button from a line of text (piped input) or from the answers given.
extension FillSession {
  /// The button an answers file or `--set` made `true`.
  func presetButton(_ buttons: [Field]) -> Field? {
    buttons.first { button in
      button.key.flatMap { presets.values[FieldPath.root.appending($0)]?.boolValue } == true
    }
  }

  /// Picks a button by a piped line: its number, title (or a unique prefix) or action; an
  /// empty line is the submit button.
  /// - Returns: The chosen button's action, or nil when the line names none (recorded as a
  ///   problem, and the submit button is taken so the other answers are still checked).
  package mutating func chooseButton(
    _ buttons: [Field], typed text: String, origin: AnswerOrigin
  ) -> String? {
    let token = text.trimmingCharacters(in: .whitespaces).lowercased()
    let submit = buttons.first { ($0.action ?? "submit") == "submit" } ?? buttons.first
    var chosen: Field?
    if token.isEmpty {
      chosen = submit
    } else if let number = Int(token), buttons.indices.contains(number - 1) {
      chosen = buttons[number - 1]
    } else {
      let exact = buttons.filter {
        $0.title.lowercased() == token || ($0.action ?? "").lowercased() == token
      }
      let prefixed = buttons.filter { $0.title.lowercased().hasPrefix(token) }
      chosen = exact.first ?? (prefixed.count == 1 ? prefixed[0] : nil)
    }
    guard let chosen else {
      problems.append(
        .error(
          "'\(text)' is not one of the buttons (\(buttons.map(\.title).joined(separator: ", ")))",
          at: origin.location, notes: origin.location == nil ? ["from \(origin)"] : []))
      if let submit { _ = choose(button: submit) }
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
