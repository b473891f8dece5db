import Foundation
import Testing

@testable import FormlineCore

/// Counts of time read against Sunday 2026-11-22 10:00 UTC: numbers in words, fractions,
/// compound and anchored offsets, bare counts, and `m` (minutes) against `mo` (months).
struct CountPhraseTests {
  /// Numbers in words and articles; "a few" is not a number, so it stays an error.
  static let inWords: [(String, TemporalKind, String)] = [
    ("three days ago", .date, "2026-11-19"),
    ("in one week", .date, "2026-11-29"),
    ("an hour", .datetime, "2026-11-22T11:00:00+00:00"),
    ("a day", .date, "2026-11-23"),
    ("twelve minutes from now", .datetime, "2026-11-22T10:12:00+00:00"),
    ("a couple of days", .date, "2026-11-24"),
    ("in a couple of days", .date, "2026-11-24"),
    ("a couple of weeks ago", .date, "2026-11-08"),
    ("in two weeks", .date, "2026-12-06"),
    ("in twenty one days", .date, "2026-12-13"),
    ("in twenty-one days", .date, "2026-12-13"),
    ("ten days ago", .date, "2026-11-12"),
    ("in forty five minutes", .datetime, "2026-11-22T10:45:00+00:00"),
    ("fifteen minutes ago", .datetime, "2026-11-22T09:45:00+00:00"),
    ("half an hour", .datetime, "2026-11-22T10:30:00+00:00"),
    ("in half an hour", .datetime, "2026-11-22T10:30:00+00:00"),
    ("a week ago", .date, "2026-11-15"),
    ("in a month", .date, "2026-12-22"),
    ("a year ago", .date, "2025-11-22"),
    ("in eleven months", .date, "2027-10-22"),
    ("one day from now", .date, "2026-11-23"),
    ("in an hour", .datetime, "2026-11-22T11:00:00+00:00"),
    ("a minute ago", .datetime, "2026-11-22T09:59:00+00:00"),
    ("in ninety days", .date, "2027-02-20"),
    ("in zero days", .date, "2026-11-22"),
    (
      "a few days ago", .date,
      "error: could not read 'a few days ago' as a date (try 2026-11-27, 27 Nov 2026, tomorrow, next friday or in 3 days)"
    ),
  ]

  /// "three days ago", "an hour", "a couple of days".
  @Test(arguments: inWords)
  func numbersInWordsAndArticles(text: String, kind: TemporalKind, expected: String) {
    #expect(DateTestClock.read(DateTestClock.sunday, text, kind) == expected)
  }

  /// Fractions are exact; a fraction of a month is refused.
  static let fractions: [(String, TemporalKind, String)] = [
    ("in 1.5 hours", .datetime, "2026-11-22T11:30:00+00:00"),
    ("7.2 days ago", .datetime, "2026-11-15T05:12:00+00:00"),
    ("2.5h", .datetime, "2026-11-22T12:30:00+00:00"),
    ("in 2.5 h", .datetime, "2026-11-22T12:30:00+00:00"),
    ("0.5 hours ago", .datetime, "2026-11-22T09:30:00+00:00"),
    ("in 1.25 hours", .datetime, "2026-11-22T11:15:00+00:00"),
    ("1.5 days", .datetime, "2026-11-23T22:00:00+00:00"),
    ("1.5 days", .date, "2026-11-23"),
    ("in 1.5 weeks", .date, "2026-12-02"),
    ("in 1.5 weeks", .datetime, "2026-12-02T22:00:00+00:00"),
    ("in 1.5 years", .date, "2028-05-22"),
    ("0.5 years ago", .date, "2026-05-22"),
    ("+1.5h", .datetime, "2026-11-22T11:30:00+00:00"),
    ("-0.25h", .datetime, "2026-11-22T09:45:00+00:00"),
    ("in 2.75 minutes", .datetime, "2026-11-22T10:02:45+00:00"),
    ("in 0.5 minutes", .datetime, "2026-11-22T10:00:30+00:00"),
    ("in 0.5 days", .date, "2026-11-22"),
    ("3.5 days ago", .datetime, "2026-11-18T22:00:00+00:00"),
    ("in 10.5 hours", .datetime, "2026-11-22T20:30:00+00:00"),
    (
      "in 1.5 months", .date,
      "error: '1.5 months': months have no fixed length; use whole months, or weeks and days"
    ),
    (
      "in 1.3333333 hours", .datetime, "error: in '1.3333333 hours' 1.3333333 has too many decimals"
    ),
    ("2.5h", .duration, "9000"),
    ("1.5 hours", .duration, "5400"),
    ("0.5 days", .duration, "43200"),
  ]

  /// "in 1.5 hours", "7.2 days ago", "2.5h".
  @Test(arguments: fractions)
  func fractionsOfUnits(text: String, kind: TemporalKind, expected: String) {
    #expect(DateTestClock.read(DateTestClock.sunday, text, kind) == expected)
  }

  /// Several units in one offset, and offsets from an anchor.
  static let compound: [(String, TemporalKind, String)] = [
    ("3 years 2 weeks 5 days", .date, "2029-12-11"),
    ("3 years, 2 weeks and 5 days", .date, "2029-12-11"),
    ("1 week from tomorrow", .date, "2026-11-30"),
    ("4pm + 3 days", .datetime, "2026-11-25T16:00:00+00:00"),
    ("3y 5h 50m", .datetime, "2029-11-22T15:50:00+00:00"),
    ("3y5h50m", .datetime, "2029-11-22T15:50:00+00:00"),
    ("in 1 year 2 months", .date, "2028-01-22"),
    ("2 weeks and 3 days ago", .date, "2026-11-05"),
    ("in 1 hour 30 minutes", .datetime, "2026-11-22T11:30:00+00:00"),
    ("in 1h30m", .datetime, "2026-11-22T11:30:00+00:00"),
    ("1 day 2 hours ago", .datetime, "2026-11-21T08:00:00+00:00"),
    ("2 days after tomorrow", .date, "2026-11-25"),
    ("3 days before friday", .date, "2026-11-24"),
    ("friday + 1 week", .date, "2026-12-04"),
    ("next friday - 2 days", .date, "2026-11-25"),
    ("tomorrow 9am + 2 hours", .datetime, "2026-11-23T11:00:00+00:00"),
    ("noon - 30 minutes", .datetime, "2026-11-22T11:30:00+00:00"),
    ("a week from next monday", .date, "2026-11-30"),
    ("2 weeks from today", .date, "2026-12-06"),
    ("2 days from now", .datetime, "2026-11-24T10:00:00+00:00"),
    ("dec 25 + 1 day", .date, "2026-12-26"),
    ("2026-12-01 - 1 week", .date, "2026-11-24"),
    ("in 1 week 2 days 3 hours", .datetime, "2026-12-01T13:00:00+00:00"),
    ("1 year and 1 day ago", .date, "2025-11-21"),
    ("1 day 1 day", .date, "error: in '1 day 1 day' 'day' is given twice"),
  ]

  /// "3 years, 2 weeks and 5 days", "1 week from tomorrow", "4pm + 3 days".
  @Test(arguments: compound)
  func compoundAndAnchoredOffsets(text: String, kind: TemporalKind, expected: String) {
    #expect(DateTestClock.read(DateTestClock.sunday, text, kind) == expected)
  }

  /// A count without a direction counts forward from now; "before now" back.
  static let bare: [(String, TemporalKind, String)] = [
    ("5 minutes before now", .datetime, "2026-11-22T09:55:00+00:00"),
    ("an hour from now", .datetime, "2026-11-22T11:00:00+00:00"),
    ("5 minutes", .datetime, "2026-11-22T10:05:00+00:00"),
    ("5m", .datetime, "2026-11-22T10:05:00+00:00"),
    ("2 hours", .datetime, "2026-11-22T12:00:00+00:00"),
    ("5 minutes", .time, "10:05"),
    ("5m", .time, "10:05"),
    ("2 hours", .time, "12:00"),
    ("5 days", .date, "2026-11-27"),
    ("3d", .date, "2026-11-25"),
    ("2 weeks", .date, "2026-12-06"),
    ("1 month", .date, "2026-12-22"),
    ("1mo", .date, "2026-12-22"),
    ("5 days", .datetime, "2026-11-27T10:00:00+00:00"),
    ("10 seconds", .datetime, "2026-11-22T10:00:10+00:00"),
    ("30 minutes before now", .datetime, "2026-11-22T09:30:00+00:00"),
    ("2 hours after now", .datetime, "2026-11-22T12:00:00+00:00"),
    ("90 min", .datetime, "2026-11-22T11:30:00+00:00"),
    ("1h", .time, "11:00"),
    ("1y", .date, "2027-11-22"),
    ("2 days before now", .date, "2026-11-20"),
    ("3 hours from now", .datetime, "2026-11-22T13:00:00+00:00"),
    ("45 minutes from now", .time, "10:45"),
    ("5 days from now", .date, "2026-11-27"),
  ]

  /// "5 minutes" and "2 hours" on time fields, "5 days" on date fields.
  @Test(arguments: bare)
  func countsFromNow(text: String, kind: TemporalKind, expected: String) {
    #expect(DateTestClock.read(DateTestClock.sunday, text, kind) == expected)
  }

  /// `m` is minutes; months are `mo`, `mon` or `month`; a date field refuses minutes.
  static let minutesAndMonths: [(String, TemporalKind, String)] = [
    ("+30m", .datetime, "2026-11-22T10:30:00+00:00"),
    ("+30m", .datetime, "2026-11-22T10:30:00+00:00"),
    ("+30m", .time, "10:30"),
    ("-15m", .datetime, "2026-11-22T09:45:00+00:00"),
    ("-15m", .time, "09:45"),
    ("in 5m", .datetime, "2026-11-22T10:05:00+00:00"),
    ("10m ago", .datetime, "2026-11-22T09:50:00+00:00"),
    ("+2mo", .datetime, "2027-01-22T10:00:00+00:00"),
    ("+2mon", .datetime, "2027-01-22T10:00:00+00:00"),
    ("in 2 months", .datetime, "2027-01-22T10:00:00+00:00"),
    ("+2mo", .date, "2027-01-22"),
    ("+2mon", .date, "2027-01-22"),
    ("in 3 months", .date, "2027-02-22"),
    (
      "+30m", .date,
      "error: '+30m' is too precise for a date: m means minutes; for months write '+30mo'"
    ),
    (
      "in 30m", .date,
      "error: 'in 30m' is too precise for a date: m means minutes; for months write 'in 30mo'"
    ),
    (
      "10m ago", .date,
      "error: '10m ago' is too precise for a date: m means minutes; for months write '10mo ago'"
    ),
    (
      "-1m", .date,
      "error: '-1m' is too precise for a date: m means minutes; for months write '-1mo'"
    ),
    (
      "in 2 hours", .date,
      "error: 'in 2 hours' is too precise for a date; count in days, weeks, months or years"
    ),
    ("+3h", .date, "error: '+3h' is too precise for a date; count in days, weeks, months or years"),
    (
      "in 2 mins", .date,
      "error: 'in 2 mins' is too precise for a date; count in days, weeks, months or years"
    ),
    ("+1m", .datetime, "2026-11-22T10:01:00+00:00"),
    ("6 months ago", .date, "2026-05-22"),
    ("1mo", .datetime, "2026-12-22T10:00:00+00:00"),
  ]

  /// "+30m" is 10:30; "+30m" on a date suggests `mo`.
  @Test(arguments: minutesAndMonths)
  func minutesAgainstMonths(text: String, kind: TemporalKind, expected: String) {
    #expect(DateTestClock.read(DateTestClock.sunday, text, kind) == expected)
  }
}
