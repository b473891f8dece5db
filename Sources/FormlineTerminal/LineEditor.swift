/// What a prompt gets back from one line of input.
public enum LineReadResult: Sendable, Hashable {
  case line(String)
  /// Ctrl-D on an empty line, or end of input.
  case endOfInput
  /// Ctrl-C.
  case interrupted
  /// `--timeout` passed with no answer.
  case timedOut
}
