/// Whether a line of input can be accepted as an answer.
package enum CheckedLine: Sendable, Hashable {
  /// The decoded line.
  case line(String)
  /// Why it cannot be (no position: the caller knows which line it was).
  case rejected(String)
}
