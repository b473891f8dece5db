/// What a prompt gets back from one line of input.
///
/// One enum for the terminal and for piped input, so the wizard handles every outcome in one
/// `switch` whichever `LineEditor` it was given.
package enum LineReadResult: Sendable, Hashable {
  /// A complete, accepted line without its line terminator.
  case line(String)
  /// Ctrl-D on an empty line, or end of input.
  case endOfInput
  /// Ctrl-C.
  case interrupted
  /// `--timeout` passed with no answer.
  case timedOut
  /// The user pressed the "previous field" key (PageUp or Ctrl-X Ctrl-B).
  case back
  /// Input that cannot be accepted (invalid UTF-8, a line over 1 MiB, control characters);
  /// the message says which, without a position (the caller knows the line number).
  case rejected(String)
  /// SIGQUIT, SIGTERM or SIGHUP arrived while waiting; the terminal is already restored.
  case terminated(signal: Int32)
}
