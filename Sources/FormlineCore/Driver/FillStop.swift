/// Why a fill stopped before its end, with nothing to write.
package enum FillStop: Sendable, Hashable {
  /// A cancel button was chosen.
  case cancelled
  /// No answer came within `--timeout`.
  case timedOut
  /// The lines ran out while a session that stands for a person was asking: it waits for
  /// an answer that will not come (a script of a person's answers, in tests).
  case inputEnded
}
