extension ZoneRules {
  /// The instants at which the clock shows `wallSeconds`, with the gap that skipped it.
  ///
  /// Exact for any zone, however close its changes: an instant showing the reading must use
  /// one of the zone's offsets, so each offset is tried once (a zone has at most 258).
  /// - Parameter wallSeconds: The reading, as seconds since 1970-01-01 00:00 on that clock.
  /// - Returns: The candidates, earliest first, and what a lenient reader takes.
  package func instants(forLocal wallSeconds: Int64) -> LocalInstants {
    let wall = InstantRange.clamped(wallSeconds)
    let candidates = possibleOffsets.reversed().map { wall - Int64($0) }.filter { (instant) in
      Int64(offset(at: instant).seconds) == wall - instant
    }
    if let earliest = candidates.first {
      return LocalInstants(candidates: candidates, skipped: nil, lenient: earliest)
    }
    let skipped = skippedTime(at: wall)
    let before = skipped?.before.seconds ?? offset(at: wall).seconds
    return LocalInstants(candidates: [], skipped: skipped, lenient: wall - Int64(before))
  }

  /// The forward change whose gap holds `wall`: it lies within the widest offset of `wall`.
  private func skippedTime(at wall: Int64) -> SkippedTime? {
    let lowest = Int64(possibleOffsets.first ?? 0)
    let highest = Int64(possibleOffsets.last ?? 0)
    for transition in transitions(from: wall - highest - 1, through: wall - lowest + 1) {
      let before = offset(at: transition - 1)
      let after = offset(at: transition)
      if transition + Int64(before.seconds) <= wall, wall < transition + Int64(after.seconds) {
        return SkippedTime(transition: transition, before: before, after: after)
      }
    }
    return nil
  }
}
