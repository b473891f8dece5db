/// The one seam the wizard reads a person's answers through.
///
/// Keeping it to three members lets tests drive the wizard with a scripted fake. Piped
/// answers never come through here: they are lines of an `AnswerFeed` in the core.
package protocol LineEditor: AnyObject {
  /// Reads one line for a prompt.
  ///
  /// - Parameter request: The prompt, pre-filled text, completion and history key.
  /// - Returns: The line, or why there is none.
  func readLine(_ request: LineRequest) -> LineReadResult

  /// Reads one line without echo; it never enters any history.
  ///
  /// - Parameter prompt: Text shown before the (invisible) input.
  /// - Returns: The secret, or why there is none.
  func readSecret(prompt: String) -> LineReadResult

  /// Writes conversation text (headings, menus, errors) to the terminal, never to stdout.
  ///
  /// - Parameter text: Text written as is; add your own newlines.
  func write(_ text: String)
}
