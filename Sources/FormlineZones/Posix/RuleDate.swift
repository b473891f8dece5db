/// The day of a year on which a POSIX rule changes the clocks.
package enum RuleDate: Sendable, Hashable {
  /// `Jn`: day 1 to 365, 29 February never counted, so `J60` is always 1 March.
  case julianSkippingLeapDay(Int)
  /// `n`: day 0 to 365, 29 February counted in leap years.
  case zeroBasedDay(Int)
  /// `Mm.w.d`: weekday `d` (0 Sunday) of week `w` (1–5, 5 meaning the last) of month `m`.
  case monthWeekday(month: Int, week: Int, weekday: Int)

  /// The day number (days since 1970-01-01) this date falls on in `year`.
  func dayNumber(in year: Int) -> Int {
    switch self {
    case .julianSkippingLeapDay(let day):
      let leapDay = CivilCalendar.isLeap(year) && day >= 60 ? 1 : 0
      return CivilCalendar.dayNumber(year: year, month: 1, day: 1) + day - 1 + leapDay
    case .zeroBasedDay(let day):
      return CivilCalendar.dayNumber(year: year, month: 1, day: 1) + day
    case .monthWeekday(let month, let week, let weekday):
      let first = CivilCalendar.dayNumber(year: year, month: month, day: 1)
      let firstMatch = CivilCalendar.floorModulo(weekday - CivilCalendar.weekday(ofDay: first), 7)
      var dayOfMonth = firstMatch + (week - 1) * 7
      // Week 5 means the last such weekday, which may be in the fourth week.
      while dayOfMonth >= CivilCalendar.daysIn(month: month, of: year) { dayOfMonth -= 7 }
      return first + dayOfMonth
    }
  }
}
