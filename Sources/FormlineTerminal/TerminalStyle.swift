/// Small styling helpers for conversation text that return plain text when colour is off.
///
/// Prompts and messages ask for a *role* (title, hint, error) rather than a colour, so one
/// decision in ``ColorMode`` controls the whole conversation.
package struct TerminalStyle: Sendable, Hashable {
  /// The mode every helper follows.
  package var mode: ColorMode

  /// Creates a style.
  ///
  /// - Parameter mode: Colour or plain.
  package init(mode: ColorMode) {
    self.mode = mode
  }

  /// Bold, for form and section titles.
  package func title(_ text: String) -> String { wrap(text, "1") }

  /// Dim, for defaults and hints.
  package func hint(_ text: String) -> String { wrap(text, "2") }

  /// Red, for error messages.
  package func error(_ text: String) -> String { wrap(text, "31") }

  /// Green, for echoing how an answer was read.
  package func echo(_ text: String) -> String { wrap(text, "32") }

  /// Cyan, for the subform breadcrumb (`Account › Address ›`).
  package func breadcrumb(_ text: String) -> String { wrap(text, "36") }

  /// Wraps `text` in an SGR sequence and a reset, or returns it unchanged when plain.
  private func wrap(_ text: String, _ code: String) -> String {
    guard mode == .color, !text.isEmpty else { return text }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }
}
