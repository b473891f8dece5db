/// The one seam the wizard reads answers through, for a person at a terminal and for piped stdin.
///
/// Keeping it to four members lets tests drive the wizard with a scripted fake and lets the
/// executable choose libedit or plain lines once, at start-up.
public protocol LineEditor: AnyObject {
  /// Whether a person is typing at a terminal (prompts, colours and editing make sense).
  var isInteractive: Bool { get }

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
