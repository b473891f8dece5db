/// Small styling helpers for conversation text that return plain text when colour is off.
///
/// Prompts and messages ask for a *role* (title, hint, error) rather than a colour, so one
/// decision in ``ColorMode`` controls the whole conversation.
public struct TerminalStyle: Sendable, Hashable {
  /// The mode every helper follows.
  public var mode: ColorMode

  /// Creates a style.
  ///
  /// - Parameter mode: Colour or plain.
  public init(mode: ColorMode) {
    self.mode = mode
  }

  /// Bold, for form and section titles.
  public func title(_ text: String) -> String { wrap(text, "1") }

  /// Dim, for defaults and hints.
  public func hint(_ text: String) -> String { wrap(text, "2") }

  /// Red, for error messages.
  public func error(_ text: String) -> String { wrap(text, "31") }

  /// Green, for echoing how an answer was read.
  public func echo(_ text: String) -> String { wrap(text, "32") }

  /// Cyan, for the subform breadcrumb (`Account › Address ›`).
  public func breadcrumb(_ text: String) -> String { wrap(text, "36") }

  /// Wraps `text` in an SGR sequence and a reset, or returns it unchanged when plain.
  private func wrap(_ text: String, _ code: String) -> String {
    guard mode == .color, !text.isEmpty else { return text }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }
}
