/// Which way a field's dates without a year resolve, from the field's upper bound.
extension DateInputParser {
  /// This parser set to prefer past occurrences when `maximum` is today or earlier.
  ///
  /// A birthday or a past event has `max: today` (or an earlier date), so "Jan 1" and
  /// "friday" there mean the latest such day, not the next one, which the bound would
  /// refuse. Any other bound, or none, keeps the next occurrence.
  ///
  /// ```
  /// ✅ maximum "today", "Jan 1" on Sun 22 Nov 2026  → 2026-01-01 (not 2027-01-01)
  /// ✅ maximum "2030-01-01", "Jan 1"                → 2027-01-01
  /// ```
  /// - Parameters:
  ///   - maximum: The field's `max` as written in the form, or nil.
  ///   - kind: The field's kind; only dates and datetimes are affected.
  /// - Returns: The parser to read the field's answers with.
  package func forMaximum(_ maximum: String?, of kind: TemporalKind) -> DateInputParser {
    guard let maximum, kind == .date || kind == .datetime,
      let bound = try? parse(maximum, as: kind)
    else { return self }
    let today = LocalDateTime(now, in: timeZone).date
    let boundDay: CivilDate?
    switch bound {
    case .date(let year, let month, let day):
      boundDay = CivilDate(uncheckedYear: year, month: month, day: day)
    case .datetime(let instant, _):
      boundDay = LocalDateTime(instant, in: timeZone).date
    case .time, .duration:
      boundDay = nil
    }
    var parser = self
    if let boundDay, boundDay <= today { parser.prefersPast = true }
    return parser
  }
}
