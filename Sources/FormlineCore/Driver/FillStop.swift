/// Why ``FillDriver`` stopped before the end of a fill, with nothing to write.
package enum FillStop: Sendable, Hashable {
  /// A cancel button was chosen.
  case cancelled
  /// No answer came within `--timeout`.
  case timedOut
}
