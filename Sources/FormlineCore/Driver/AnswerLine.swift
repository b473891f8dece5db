/// One answer taken from a feed of piped lines, numbered as the input counts its lines.
package enum AnswerLine: Sendable, Hashable {
  /// A line that can be an answer (without its `\n` or a trailing `\r`).
  case line(String, number: Int)
  /// A line that cannot be one (over 1 MiB, invalid UTF-8, a control character): why.
  case rejected(String, number: Int)
  /// The input has no more lines.
  case end
  /// Reading stopped before a line came (`--timeout`).
  case stopped(FillStop)
}
