import FoundationEssentials

/// An instant read in a fixed UTC offset the way `DateFormatter`'s Gregorian calendar
/// reads it: Julian before 15 October 1582, Gregorian from then on.
///
/// `valueTransformer` date patterns were written by `DateFormatter` (ICU), whose calendar
/// switches at the 1582 reform; showing the same days as before means switching too, while
/// the rest of formline stays proleptic (`CivilDate`).
struct CalendarMoment: Sendable, Hashable {
  /// The day, month and year in the calendar in force that day.
  let date: CivilDate
  /// Days since 1970-01-01 of the local day.
  let dayNumber: Int
  let secondsIntoDay: Int
  /// Seconds east of UTC.
  let offset: Int

  /// The first day of the Gregorian calendar, 15 October 1582, as a day number.
  static let reformDay = -141_427

  /// - Parameters:
  ///   - instant: The moment (fractions of a second dropped, as stored text has none).
  ///   - offset: Seconds east of UTC.
  init(_ instant: Date, offset: Int) {
    let local = LocalDateTime(instant, offset: offset)
    dayNumber = local.date.dayNumber
    date = dayNumber < Self.reformDay ? Self.julianDate(dayNumber) : local.date
    secondsIntoDay = local.secondsIntoDay
    self.offset = offset
  }

  var hour: Int { secondsIntoDay / 3600 }
  var minute: Int { secondsIntoDay / 60 % 60 }
  var second: Int { secondsIntoDay % 60 }

  /// The year counted from 1 BC as 0, as `u` shows it.
  var extendedYear: Int { date.year }
  /// 1 for AD, 0 for BC.
  var era: Int { date.year > 0 ? 1 : 0 }
  /// The year within its era: 1 BC is year 1 of era 0.
  var yearOfEra: Int { date.year > 0 ? date.year : 1 - date.year }

  /// 1 is Sunday, 7 is Saturday, as the English week is counted.
  // 1970-01-01, day 0, was a Thursday: the fifth day counted from Sunday.
  var weekday: Int { ((dayNumber + 4) % 7 + 7) % 7 + 1 }

  /// The day of the year, 1 on 1 January; in 1582 the ten days dropped are not counted.
  var dayOfYear: Int { dayNumber - Self.dayNumber(year: date.year, month: 1, day: 1) + 1 }

  /// The day number of a date in the calendar in force on it, Julian before the reform.
  ///
  /// Dates of the ten days the reform dropped (5–14 October 1582) are read as Julian.
  static func dayNumber(year: Int, month: Int, day: Int) -> Int {
    let gregorian = CivilDate(uncheckedYear: year, month: month, day: day)
    guard gregorian < CivilDate(uncheckedYear: 1582, month: 10, day: 15) else {
      return gregorian.dayNumber
    }
    return julianDayNumber(year: year, month: month, day: day)
  }

  /// Days since 1970-01-01 of a Julian date: Hinnant's `days_from_civil` with four-year
  /// cycles of 1461 days, counted from 1 March so the leap day ends a cycle's year.
  static func julianDayNumber(year: Int, month: Int, day: Int) -> Int {
    let marchYear = month <= 2 ? year - 1 : year
    let cycle = marchYear >= 0 ? marchYear / 4 : (marchYear - 3) / 4
    let yearOfCycle = marchYear - cycle * 4
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    return cycle * 1461 + yearOfCycle * 365 + dayOfYear - julianEpochShift
  }

  /// The Julian date of a day number, the inverse of `julianDayNumber`.
  static func julianDate(_ dayNumber: Int) -> CivilDate {
    let shifted = dayNumber + julianEpochShift
    let cycle = shifted >= 0 ? shifted / 1461 : (shifted - 1460) / 1461
    let dayOfCycle = shifted - cycle * 1461
    let yearOfCycle = min(dayOfCycle / 365, 3)
    let dayOfYear = dayOfCycle - yearOfCycle * 365
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfCycle + cycle * 4 + (month <= 2 ? 1 : 0)
    return CivilDate(uncheckedYear: year, month: month, day: day)
  }

  /// Days from Julian 1 March of year 0 to 1970-01-01 (Julian 19 December 1969).
  private static let julianEpochShift = 719_470
}
