package import FoundationEssentials

/// The one reader of an instant written as ISO 8601 text.
///
/// Used for `--now` of every command and a draft's `savedAt`. Strict, so `2026-02-30` is
/// refused everywhere instead of rolling over to March in one place and being refused in
/// another.
package enum InstantText {
  /// Reads a datetime (with an offset, or in `timeZone` without one) or a date alone (its
  /// start in `timeZone`).
  ///
  /// ```
  /// ✅ "2026-11-23T10:00:00Z"  → that instant
  /// ✅ "2026-11-23"            → 2026-11-23T00:00 in `timeZone`
  /// ❌ "2026-02-30"            → no such day
  /// ```
  /// - Throws: `DateInputError` saying why the text names no instant.
  package static func parse(_ text: String, timeZone: Zone) throws(DateInputError) -> Date {
    let stored: TemporalValue
    do {
      stored = try DateInputParser.parseStored(text, as: .datetime, timeZone: timeZone)
    } catch {
      // Not a datetime: a date alone, read as strictly, or the datetime's reason.
      guard case .date? = try? DateInputParser.parseStored(text, as: .date, timeZone: timeZone)
      else { throw error }
      stored = try DateInputParser.parseStored(text + "T00:00", as: .datetime, timeZone: timeZone)
    }
    guard case .datetime(let instant, _) = stored else {
      throw DateInputError("'\(text)' is not an ISO 8601 date or date and time")
    }
    return instant
  }

  /// An instant as UTC ISO 8601 text to the second (`2026-11-23T10:00:00Z`), which `parse`
  /// reads back.
  ///
  /// What `ISO8601DateFormatter` writes, by arithmetic: the formatter comes from the
  /// libraries that link ICU's data into the binary. Years before 1 or after 9999 have no
  /// four-digit form; they are written with their sign and digits (`-0001`, `10000`).
  package static func format(_ instant: Date) -> String {
    // Whole seconds as the formatter counts them: to the nearest millisecond, then down.
    // Far beyond any calendar's use, clamped so the arithmetic cannot overflow.
    let limit = 1e17
    let interval = instant.timeIntervalSince1970 * 1000
    let milliseconds = interval.isNaN ? 0 : Int64(min(max(interval.rounded(), -limit), limit))
    let (wholeSeconds, millisecond) = milliseconds.quotientAndRemainder(dividingBy: 1000)
    let seconds = millisecond < 0 ? wholeSeconds - 1 : wholeSeconds
    let (days, second) = seconds.quotientAndRemainder(dividingBy: 86_400)
    let (year, month, day) = civilDate(daysSince1970: second < 0 ? days - 1 : days)
    let daySecond = second < 0 ? second + 86_400 : second
    let yearText = year < 0 ? "-" + padded(-year, 4) : padded(year, 4)
    return yearText + "-" + padded(month, 2) + "-" + padded(day, 2) + "T"
      + padded(daySecond / 3600, 2) + ":" + padded(daySecond % 3600 / 60, 2) + ":"
      + padded(daySecond % 60, 2) + "Z"
  }

  /// The proleptic Gregorian year, month and day of a day counted from 1970-01-01
  /// (Howard Hinnant's `civil_from_days`).
  private static func civilDate(daysSince1970: Int64) -> (Int64, Int64, Int64) {
    let shifted = daysSince1970 + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  private static func padded(_ number: Int64, _ width: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
