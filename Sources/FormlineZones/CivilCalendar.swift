/// Proleptic Gregorian day arithmetic on day numbers (days since 1970-01-01), as POSIX rules
/// need it: the first day of a year or month, lengths, weekdays.
///
/// Integer-only so the module needs nothing beyond the standard library; the formulas are
/// the usual era-based ones, exact for any year an `InstantRange` instant can reach.
enum CivilCalendar {
  static let secondsPerDay: Int64 = 86_400

  /// Whether `year` has a 29 February.
  static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// Days in `month` (1–12) of `year`.
  static func daysIn(month: Int, of year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The day number of `year`-`month`-`day`.
  static func dayNumber(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = floorDivide(shiftedYear, 400)
    let yearOfEra = shiftedYear - era * 400
    let shiftedMonth = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The year the day numbered `dayNumber` falls in.
  static func year(ofDay dayNumber: Int) -> Int {
    let shifted = dayNumber + 719_468
    let era = floorDivide(shifted, 146_097)
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    return yearOfEra + era * 400 + (shiftedMonth >= 10 ? 1 : 0)
  }

  /// The weekday of a day number, 0 for Sunday to 6 for Saturday (1970-01-01 was a Thursday).
  static func weekday(ofDay dayNumber: Int) -> Int {
    floorModulo(dayNumber + 4, 7)
  }

  /// The year of the wall-clock reading `localSeconds` seconds after 1970-01-01 00:00.
  static func year(ofLocal localSeconds: Int64) -> Int {
    year(ofDay: Int(floorDivide(localSeconds, secondsPerDay)))
  }

  static func floorDivide<Value: BinaryInteger>(_ value: Value, _ divisor: Value) -> Value {
    let quotient = value / divisor
    return quotient * divisor > value ? quotient - 1 : quotient
  }

  static func floorModulo<Value: BinaryInteger>(_ value: Value, _ divisor: Value) -> Value {
    value - floorDivide(value, divisor) * divisor
  }
}
