/// The instants at which a zone's wall clock shows one reading.
///
/// Usually one; two when the clocks go back and the reading happens twice; none when they
/// go forward over it. The caller chooses: strict input refuses a skipped reading, a
/// lenient one takes `lenient`.
package struct LocalInstants: Sendable, Hashable {
  /// Every instant at which the clock shows the reading, earliest first.
  package var candidates: [Int64]
  /// When there is none: the change of clocks that skipped the reading.
  package var skipped: SkippedTime?
  /// The earliest candidate; in a gap, the reading taken with the offset in force before
  /// the gap, which lands as far past the gap's start as the reading was (02:30 on a spring
  /// night in Paris is 03:30 CEST).
  package var lenient: Int64
}

/// A change of clocks that jumps forward over a range of wall-clock readings.
package struct SkippedTime: Sendable, Hashable {
  /// The instant of the change.
  package var transition: Int64
  /// The clock just before it.
  package var before: ZoneOffset
  /// The clock from it on.
  package var after: ZoneOffset
}
