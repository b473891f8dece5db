import Foundation
import Testing

@testable import FormlineCore

/// Weekday phrases, calendar shifts at month ends and leap days, and day arithmetic checked
/// against Foundation's calendar.
struct RelativeDateTests {
  /// Today is Monday 2026-11-23.
  static let fromMonday: [(String, String)] = [
    ("monday", "2026-11-30"),
    ("this monday", "2026-11-23"),
    ("next monday", "2026-11-30"),
    ("last monday", "2026-11-16"),
    ("tuesday", "2026-11-24"),
    ("tue", "2026-11-24"),
    ("tues", "2026-11-24"),
    ("next tuesday", "2026-11-24"),
    ("last tuesday", "2026-11-17"),
    ("wednesday", "2026-11-25"),
    ("Wed", "2026-11-25"),
    ("thursday", "2026-11-26"),
    ("thurs", "2026-11-26"),
    ("thu", "2026-11-26"),
    ("friday", "2026-11-27"),
    ("Friday", "2026-11-27"),
    ("fri", "2026-11-27"),
    ("this friday", "2026-11-27"),
    ("next friday", "2026-11-27"),
    ("last friday", "2026-11-20"),
    ("on friday", "2026-11-27"),
    ("saturday", "2026-11-28"),
    ("sat", "2026-11-28"),
    ("last saturday", "2026-11-21"),
    ("sunday", "2026-11-29"),
    ("next sunday", "2026-11-29"),
    ("last sunday", "2026-11-22"),
    ("sun.", "2026-11-29"),
  ]

  @Test(arguments: fromMonday)
  func weekdaysFromMonday(text: String, iso: String) {
    #expect(DateTestClock.read(DateTestClock.monday, text, .date) == iso)
  }

  /// Today is Sunday 2026-11-22, the last day of an ISO week.
  static let fromSunday: [(String, String)] = [
    ("sunday", "2026-11-29"),
    ("this sunday", "2026-11-22"),
    ("next sunday", "2026-11-29"),
    ("last sunday", "2026-11-15"),
    ("monday", "2026-11-23"),
    ("next monday", "2026-11-23"),
    ("last monday", "2026-11-16"),
    ("tuesday", "2026-11-24"),
    ("wednesday", "2026-11-25"),
    ("thursday", "2026-11-26"),
    ("friday", "2026-11-27"),
    ("next friday", "2026-11-27"),
    ("last friday", "2026-11-20"),
    ("saturday", "2026-11-28"),
    ("next saturday", "2026-11-28"),
    ("last saturday", "2026-11-21"),
    ("today", "2026-11-22"),
    ("yesterday", "2026-11-21"),
    ("tomorrow", "2026-11-23"),
    ("next week", "2026-11-29"),
    ("last week", "2026-11-15"),
    ("in 1 week", "2026-11-29"),
    ("+1w", "2026-11-29"),
  ]

  @Test(arguments: fromSunday)
  func weekdaysFromSunday(text: String, iso: String) {
    #expect(DateTestClock.read(DateTestClock.sunday, text, .date) == iso)
  }

  /// Shifts from a given day (at 12:00 UTC): month ends clamp, leap days, year ends.
  static let shifts: [(String, String, String)] = [
    ("2026-01-31", "in 1 month", "2026-02-28"),
    ("2026-01-31", "+1mo", "2026-02-28"),
    ("2026-01-31", "next month", "2026-02-28"),
    ("2026-01-31", "in 2 months", "2026-03-31"),
    ("2026-01-31", "in 3 months", "2026-04-30"),
    ("2026-01-31", "in 13 months", "2027-02-28"),
    ("2026-01-31", "1 month ago", "2025-12-31"),
    ("2026-01-31", "2 months ago", "2025-11-30"),
    ("2026-01-31", "tomorrow", "2026-02-01"),
    ("2026-03-31", "1 month ago", "2026-02-28"),
    ("2026-03-31", "last month", "2026-02-28"),
    ("2026-03-31", "in 1 month", "2026-04-30"),
    ("2026-05-31", "-1mo", "2026-04-30"),
    ("2028-01-31", "+1mon", "2028-02-29"),
    ("2028-03-31", "1 month ago", "2028-02-29"),
    ("2028-02-29", "+1y", "2029-02-28"),
    ("2028-02-29", "in 4 years", "2032-02-29"),
    ("2028-02-29", "1 year ago", "2027-02-28"),
    ("2028-02-29", "next year", "2029-02-28"),
    ("2028-02-29", "in 12 months", "2029-02-28"),
    ("2028-02-29", "tomorrow", "2028-03-01"),
    ("2028-02-28", "tomorrow", "2028-02-29"),
    ("2027-02-28", "tomorrow", "2027-03-01"),
    ("2028-03-01", "yesterday", "2028-02-29"),
    ("2027-03-01", "yesterday", "2027-02-28"),
    ("2026-12-31", "tomorrow", "2027-01-01"),
    ("2026-12-31", "+1d", "2027-01-01"),
    ("2026-12-31", "next week", "2027-01-07"),
    ("2026-12-31", "friday", "2027-01-01"),
    ("2027-01-01", "yesterday", "2026-12-31"),
    ("2027-01-01", "last week", "2026-12-25"),
    ("2027-01-01", "last monday", "2026-12-28"),
    ("2026-12-28", "sunday", "2027-01-03"),
    ("2026-12-28", "last sunday", "2026-12-27"),
    ("2026-08-31", "+1mo", "2026-09-30"),
    ("2026-10-31", "in 1 month", "2026-11-30"),
    ("2026-12-31", "in 2 months", "2027-02-28"),
    ("2026-11-30", "in 3 months", "2027-02-28"),
    ("2026-02-28", "in 1 month", "2026-03-28"),
    ("2026-01-15", "in 100 years", "2126-01-15"),
    ("2026-01-15", "in 1000 days", "2028-10-11"),
    ("0001-01-01", "yesterday", "error: the date would fall outside years 1 to 9999"),
    ("9999-12-31", "tomorrow", "error: the date would fall outside years 1 to 9999"),
    ("9999-12-31", "next month", "error: the date would fall outside years 1 to 9999"),
    ("9999-12-30", "tomorrow", "9999-12-31"),
  ]

  @Test(arguments: shifts)
  func shiftsFrom(day: String, text: String, iso: String) {
    let parser = DateTestClock.parser(now: "\(day)T12:00:00Z")
    #expect(DateTestClock.read(parser, text, .date) == iso)
  }

  /// "in N days" agrees with Foundation's Gregorian calendar for a year and more.
  @Test(arguments: 0...400)
  func inDaysMatchesFoundation(days: Int) throws {
    let start = try #require(ISO8601DateFormatter().date(from: "2027-12-15T12:00:00Z"))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let later = try #require(calendar.date(byAdding: .day, value: days, to: start))
    let parts = calendar.dateComponents([.year, .month, .day], from: later)
    let expected = TemporalValue.date(
      year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0
    ).iso
    let parser = DateInputParser(now: start, timeZone: DateTestClock.utc)
    #expect(DateTestClock.read(parser, "in \(days) days", .date) == expected)
    #expect(DateTestClock.read(parser, "+\(days)d", .date) == expected)
  }

  /// "in N months" from 31 January clamps like Foundation's calendar does.
  @Test(arguments: 0...60)
  func monthsFromMonthEndMatchFoundation(months: Int) throws {
    let start = try #require(ISO8601DateFormatter().date(from: "2026-01-31T12:00:00Z"))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let later = try #require(calendar.date(byAdding: .month, value: months, to: start))
    let parts = calendar.dateComponents([.year, .month, .day], from: later)
    let expected = TemporalValue.date(
      year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0
    ).iso
    let parser = DateInputParser(now: start, timeZone: DateTestClock.utc)
    #expect(DateTestClock.read(parser, "in \(months) months", .date) == expected)
  }

  /// Day numbers and weekdays agree with Foundation from 1900 to 2100.
  @Test func civilDatesMatchFoundation() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    for dayNumber in stride(from: -25567, through: 47482, by: 37) {
      let date = CivilDate(dayNumber: dayNumber)
      #expect(date.dayNumber == dayNumber)
      let instant = Date(timeIntervalSince1970: Double(dayNumber * 86400))
      let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: instant)
      #expect(parts.year == date.year && parts.month == date.month && parts.day == date.day)
      // Foundation counts weekdays from Sunday = 1; ISO from Monday = 1.
      #expect(date.weekday % 7 + 1 == parts.weekday)
    }
  }
}
