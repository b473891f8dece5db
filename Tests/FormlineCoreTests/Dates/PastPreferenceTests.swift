import Foundation
import Testing

@testable import FormlineCore

/// Fields whose `max` is today or earlier take the latest occurrence of a date.
///
/// Dates without a year and bare weekdays are then the latest such day; other fields take
/// the next. Today is Sunday 2026-11-22.
struct PastPreferenceTests {
  static let past: [(String, String)] = [
    ("Jan 1", "2026-01-01"),
    ("Nov 22", "2026-11-22"),
    ("Nov 23", "2025-11-23"),
    ("Dec 25", "2025-12-25"),
    ("12/25", "2025-12-25"),
    ("11/21", "2026-11-21"),
    ("3rd of March", "2026-03-03"),
    ("sunday", "2026-11-15"),
    ("saturday", "2026-11-21"),
    ("monday", "2026-11-16"),
    ("this sunday", "2026-11-22"),
    ("next monday", "2026-11-23"),
    ("Feb 29", "error: 29 February 2026 does not exist (2026 is not a leap year)"),
    ("Nov 22 2030", "2030-11-22"),
  ]

  @Test(arguments: past)
  func latestOccurrenceWhenThePastIsPreferred(text: String, expected: String) {
    var parser = DateTestClock.sunday
    parser.prefersPast = true
    #expect(DateTestClock.read(parser, text, .date) == expected)
  }

  @Test func aPassedLeapDayMovesToTheNextLeapYear() {
    let parser = DateTestClock.parser(now: "2028-03-01T10:00:00Z")
    #expect(DateTestClock.read(parser, "Feb 29", .date) == "2032-02-29")
    var past = parser
    past.prefersPast = true
    #expect(DateTestClock.read(past, "Feb 29", .date) == "2028-02-29")
  }

  static let maximums: [(String?, TemporalKind, Bool)] = [
    ("today", .date, true),
    ("yesterday", .date, true),
    ("2026-11-22", .date, true),
    ("2000-01-01", .date, true),
    ("2026-11-23", .date, false),
    ("tomorrow", .date, false),
    ("2030-01-01", .date, false),
    (nil, .date, false),
    ("now", .datetime, true),
    ("2026-11-22T23:00:00Z", .datetime, true),
    ("in 2 days", .datetime, false),
    ("12:00", .time, false),
    ("not a date", .date, false),
  ]

  @Test(arguments: maximums)
  func aMaximumOfTodayOrEarlierPrefersThePast(maximum: String?, kind: TemporalKind, past: Bool) {
    #expect(DateTestClock.sunday.forMaximum(maximum, of: kind).prefersPast == past)
  }

  /// The field's bound reaches the reader, and the echo shows the year taken.
  @Test(arguments: [
    ("{key: b, type: date, max: today}", "Jan 1", "2026-01-01", "Thu 1 Jan 2026"),
    ("{key: b, type: date, max: today}", "friday", "2026-11-20", "Fri 20 Nov 2026"),
    ("{key: b, type: date}", "Jan 1", "2027-01-01", "Fri 1 Jan 2027"),
    ("{key: b, type: date, max: 2030-12-31}", "Jan 1", "2027-01-01", "Fri 1 Jan 2027"),
  ])
  func aFieldsMaximumDecidesTheYear(yaml: String, input: String, iso: String, echo: String)
    throws
  {
    let field = try TestForms.field(yaml)
    #expect(TestForms.reader().read(input, for: field) == .value(.string(iso), echo: echo))
  }
}
