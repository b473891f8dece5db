import FormlineCore

extension LineReadResult {
  /// A typed line as the input check shared with piped answers judges it.
  ///
  /// - Parameter text: The line without its terminator.
  /// - Returns: `.line(text)`, or `.rejected` saying why (too long, a control character).
  static func checked(text: String) -> LineReadResult {
    switch InputLineCheck.check(text: text) {
    case .line(let text): .line(text)
    case .rejected(let message): .rejected(message)
    }
  }
}
