import FormlineCore

extension LineReadResult {
  /// What the transcript shows after a prompt for this result, as the terminal showed it:
  /// secrets masked, commands as typed, keys that end a prompt by name.
  ///
  /// - Parameter secret: Whether the field is secret.
  /// - Returns: The text, without a line end.
  func transcribed(secret: Bool) -> String {
    switch self {
    case .line(let text) where secret: text.isEmpty ? "" : AnswerText.mask
    case .line(let text):
      text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { SafeText.neutraliseSingleLine(String($0)) }.joined(separator: "\n… ")
    case .back: "<"
    case .interrupted: "^C"
    case .endOfInput: "^D"
    case .timedOut, .terminated, .rejected: ""
    }
  }
}
