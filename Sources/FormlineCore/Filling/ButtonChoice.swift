/// What a button does when chosen (formline(5) LABELS, PAGES AND BUTTONS).
package enum ButtonAction: Sendable, Hashable {
  /// Finishes the fill (a button with no action does this too).
  case submit
  /// Stops without writing anything.
  case cancel
  /// An action formline gives no meaning: it is reported and the fill finishes.
  case other(String)

  /// The action of a button.
  package init(of button: Field) {
    switch button.action {
    case nil, "submit": self = .submit
    case "cancel": self = .cancel
    case let action?: self = .other(action)
    }
  }
}

/// Which button a line names, the same at a terminal and in piped input (formline(1)
/// Buttons): an empty line is the submit button; otherwise, ignoring case and surrounding
/// spaces, a button's number, its title or action, or the start of exactly one title.
package enum ButtonChoice {
  /// The button an empty line takes: the first that submits, else the first.
  package static func submitButton(of buttons: [Field]) -> Field? {
    buttons.first { ButtonAction(of: $0) == .submit } ?? buttons.first
  }

  /// The button `text` names.
  /// - Parameters:
  ///   - text: The line as typed or piped.
  ///   - buttons: The buttons offered, in order (numbered from 1).
  /// - Returns: The button, or nil when the line names none or several.
  package static func match(_ text: String, in buttons: [Field]) -> Field? {
    let token = text.trimmingSpaces.lowercased()
    if token.isEmpty { return submitButton(of: buttons) }
    if let number = Int(token) {
      return buttons.indices.contains(number - 1) ? buttons[number - 1] : nil
    }
    if let exact = buttons.first(where: {
      $0.title.lowercased() == token || $0.action?.lowercased() == token
    }) {
      return exact
    }
    let prefixed = buttons.filter { $0.title.lowercased().hasPrefix(token) }
    return prefixed.count == 1 ? prefixed[0] : nil
  }

  /// The button the answers given in advance chose: the first whose key an answers file or
  /// `--set` made `true`.
  static func preset(in buttons: [Field], presets: PresetAnswers) -> Field? {
    buttons.first { button in
      button.key.flatMap { presets.values[FieldPath.root.appending($0)]?.boolValue } == true
    }
  }

  /// The problem of a piped line that names no button.
  static func unknown(_ text: String, in buttons: [Field], origin: AnswerOrigin) -> Diagnostic {
    .error(
      "'\(text)' is not one of the buttons (\(buttons.map(\.title).joined(separator: ", ")))",
      at: origin.location, notes: origin.location == nil ? ["from \(origin)"] : [])
  }
}
