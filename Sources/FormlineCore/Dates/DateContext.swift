/// What a reading is relative to: the current day, the order of numeric dates, and which
/// way a date without a year (or a bare weekday) resolves.
struct DateContext: Sendable, Hashable {
  var today: CivilDate
  var order: DateOrder
  /// Whether "Jan 1" and "friday" mean the latest occurrence rather than the next one:
  /// set for a field whose `max` is today or earlier (a birthday, a past event).
  var prefersPast = false
}
