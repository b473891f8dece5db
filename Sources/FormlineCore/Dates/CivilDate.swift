/// A day of the proleptic Gregorian calendar, with the arithmetic date phrases need.
///
/// Dates are computed as plain integers rather than through `Calendar` so that a day never
/// depends on a time zone, a DST rule or the Julian cut-over of 1582 (ISO 8601 is proleptic).
struct CivilDate: Sendable, Hashable, Comparable {
  var year: Int
  var month: Int
  var day: Int

  /// Years a date may have: four digits, as ISO 8601 text can show them.
  static let years = 1...9999

  /// Builds a date that is known to exist (callers have validated or computed it).
  init(uncheckedYear year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Builds a date from what the user typed, explaining why it cannot exist.
  ///
  /// - Parameters:
  ///   - year: The year, 1 to 9999.
  ///   - month: The month, 1 to 12.
  ///   - day: The day of the month.
  /// - Throws: `DateInputError` naming the impossible part ("30 February 2026 does not exist").
  init(year: Int, month: Int, day: Int) throws(DateInputError) {
    guard Self.years.contains(year) else {
      throw DateInputError("year \(year) is out of range (1 to 9999)")
    }
    guard (1...12).contains(month) else {
      throw DateInputError("month \(month) does not exist (months are 1 to 12)")
    }
    let length = Self.daysIn(month: month, year: year)
    guard (1...length).contains(day) else {
      let name = MonthNames.full[month - 1]
      if month == 2 && day == 29 {
        throw DateInputError("29 February \(year) does not exist (\(year) is not a leap year)")
      }
      throw DateInputError(
        "\(day) \(name) \(year) does not exist (\(name) \(year) has \(length) days)")
    }
    self.init(uncheckedYear: year, month: month, day: day)
  }

  static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days since 1970-01-01 (negative before), after Howard Hinnant's `days_from_civil`.
  var dayNumber: Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date `dayNumber` days after 1970-01-01, after Hinnant's `civil_from_days`.
  init(dayNumber: Int) {
    let shifted = dayNumber + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    self.init(uncheckedYear: year, month: month, day: day)
  }

  /// ISO weekday: 1 is Monday, 7 is Sunday (1970-01-01 was a Thursday).
  var weekday: Int {
    let fromMonday = ((dayNumber + 3) % 7 + 7) % 7
    return fromMonday + 1
  }

  /// The date `days` days later (earlier when negative), refusing to leave years 1 to 9999.
  ///
  /// - Parameter days: How many days to move.
  /// - Returns: The new date.
  /// - Throws: `DateInputError` when the result is outside years 1 to 9999.
  func adding(days: Int) throws(DateInputError) -> CivilDate {
    // Years 1 to 9999 span fewer than 3.7 million days; checking first keeps the
    // arithmetic below far from overflow whatever number was typed.
    guard (-4_000_000...4_000_000).contains(days) else { throw Self.outOfRange }
    let result = CivilDate(dayNumber: dayNumber + days)
    guard Self.years.contains(result.year) else { throw Self.outOfRange }
    return result
  }

  /// The date `months` months later, with the day clamped to the end of a shorter month.
  ///
  /// Clamping is what people mean by "a month after 31 January": the last day of February.
  /// - Parameter months: How many months to move (negative for earlier).
  /// - Returns: The new date.
  /// - Throws: `DateInputError` when the result is outside years 1 to 9999.
  func adding(months: Int) throws(DateInputError) -> CivilDate {
    let (index, overflow) = (year * 12 + month - 1).addingReportingOverflow(months)
    guard !overflow else { throw Self.outOfRange }
    let newYear = index >= 0 ? index / 12 : (index - 11) / 12
    let newMonth = index - newYear * 12 + 1
    guard Self.years.contains(newYear) else { throw Self.outOfRange }
    let newDay = min(day, Self.daysIn(month: newMonth, year: newYear))
    return CivilDate(uncheckedYear: newYear, month: newMonth, day: newDay)
  }

  /// The date moved by a calendar shift: years and months first (clamped), then days.
  ///
  /// - Parameter shift: The years, months and days to add.
  /// - Returns: The new date.
  /// - Throws: `DateInputError` when the result is outside years 1 to 9999.
  func adding(_ shift: CalendarShift) throws(DateInputError) -> CivilDate {
    let (years, yearOverflow) = shift.years.multipliedReportingOverflow(by: 12)
    let (months, monthOverflow) = years.addingReportingOverflow(shift.months)
    guard !yearOverflow, !monthOverflow else { throw Self.outOfRange }
    return try adding(months: months).adding(days: shift.days)
  }

  static let outOfRange = DateInputError("the date would fall outside years 1 to 9999")

  static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}

/// A move by calendar units, as in "in 1 month" or "2 weeks ago" (weeks are stored as days).
struct CalendarShift: Sendable, Hashable {
  var years = 0
  var months = 0
  var days = 0
}
