/// The outcome of reading one answer for one field.
package enum InputReading: Sendable, Hashable {
  /// The stored value, and how it was understood when that is worth echoing
  /// ("→ Fri 27 Nov 2026").
  case value(AnswerValue, echo: String?)
  /// Why the text is not acceptable, in words for the user.
  case invalid(String)

  package var value: AnswerValue? {
    if case .value(let value, _) = self { return value }
    return nil
  }
}
