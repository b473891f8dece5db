/// A move in time as typed: calendar units (years, months, days) and clock seconds.
///
/// Calendar units move the wall clock ("in 1 month" keeps the time of day, even across a
/// change of summer time) and clock units move the instant ("in 2 hours" is 7200 s later),
/// so the two are kept apart until the move is applied.
struct DateOffset: Sendable, Hashable {
  var calendar = CalendarShift()
  var seconds = 0
  /// The clock units as typed ("h", "m", "minutes"): a date field refuses them and names
  /// them, suggesting `mo` when the unit was `m`.
  var clockUnits: [String] = []

  /// Whether the offset moves by whole days or more only.
  var hasCalendarPart: Bool { calendar != CalendarShift() }

  /// The same move backwards ("3 days ago", "5 minutes before now").
  func negated() -> DateOffset {
    var result = self
    result.calendar = CalendarShift(
      years: -calendar.years, months: -calendar.months, days: -calendar.days)
    result.seconds = -seconds
    return result
  }

  /// The day reached from `date` at `secondsIntoDay` (wall-clock arithmetic, which is all a
  /// date needs: "1.5 days" from 10:00 on Sunday is Monday).
  ///
  /// - Parameters:
  ///   - date: The starting day.
  ///   - secondsIntoDay: The starting time of day.
  /// - Returns: The day the move ends on.
  /// - Throws: `DateInputError` when the day is outside years 1 to 9999.
  func day(from date: CivilDate, secondsIntoDay: Int) throws(DateInputError) -> CivilDate {
    let moved = try date.adding(calendar)
    let total = secondsIntoDay + seconds
    let days = total >= 0 ? total / 86400 : (total - 86399) / 86400
    return try moved.adding(days: days)
  }
}
