extension ZoneRules {
  /// The instants in `from...through` at which the zone's clock may change: the file's
  /// transitions, then the rule's changes after the last of them.
  ///
  /// A listed transition may leave the offset as it was (zic writes some that change only
  /// the abbreviation or nothing at all).
  /// - Parameters:
  ///   - from: The first instant to consider, seconds since 1970 (clamped like every query).
  ///   - through: The last.
  /// - Returns: The instants, strictly increasing.
  package func transitions(from: Int64, through: Int64) -> [Int64] {
    let from = InstantRange.clamped(from)
    let through = InstantRange.clamped(through)
    guard from <= through else { return [] }
    var result: [Int64] = []
    var index = firstIndex(after: from - 1)
    while index < transitions.count, transitions[index] <= through {
      result.append(transitions[index])
      index += 1
    }
    guard let rule else { return result }
    // Compared before adding one: a file's last transition may be Int64.max.
    if let last = transitions.last, last >= through { return result }
    let ruleStart = max(from, transitions.last.map { $0 + 1 } ?? from)
    let shift = Int64(rule.standard.seconds)
    let firstYear = CivilCalendar.year(ofLocal: ruleStart + shift) - 1
    let lastYear = CivilCalendar.year(ofLocal: through + shift) + 1
    let changes = rule.changes(inYears: firstYear...lastYear).map(\.instant).filter {
      (ruleStart...through).contains($0)
    }
    for change in changes.sorted() where result.last.map({ $0 < change }) ?? true {
      result.append(change)
    }
    return result
  }
}
