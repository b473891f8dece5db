import Foundation
import Testing

@testable import FormlineCore

/// Everyday phrases read against Sunday 2026-11-22 10:00 UTC: dates without a year, bare
/// weekdays, parts of the day, punctuation and quoting, and the year written first.
struct EverydayPhraseTests {
  /// A date without a year and a bare weekday are their next occurrence; today is today.
  static let yearless: [(String, TemporalKind, String)] = [
    ("Jan 1", .date, "2027-01-01"),
    ("jan 1st", .date, "2027-01-01"),
    ("1 January", .date, "2027-01-01"),
    ("Nov 22", .date, "2026-11-22"),
    ("22 Nov", .date, "2026-11-22"),
    ("Nov 21", .date, "2027-11-21"),
    ("November 23", .date, "2026-11-23"),
    ("Dec 25", .date, "2026-12-25"),
    ("25th of December", .date, "2026-12-25"),
    ("Feb 28", .date, "2027-02-28"),
    ("Feb 29", .date, "error: 29 February 2026 does not exist (2026 is not a leap year)"),
    ("march 3", .date, "2027-03-03"),
    ("11/22", .date, "2026-11-22"),
    ("11/21", .date, "2027-11-21"),
    ("1/1", .date, "2027-01-01"),
    ("sunday", .date, "2026-11-29"),
    ("Sunday", .date, "2026-11-29"),
    ("sun", .date, "2026-11-29"),
    ("monday", .date, "2026-11-23"),
    ("saturday", .date, "2026-11-28"),
    ("this sunday", .date, "2026-11-22"),
    ("today", .date, "2026-11-22"),
    ("wednesday", .date, "2026-11-25"),
    ("Jan 1 9am", .datetime, "2027-01-01T09:00:00+00:00"),
    ("sunday 9am", .datetime, "2026-11-29T09:00:00+00:00"),
  ]

  /// Jan 1 is next year's, "sunday" a week on, "Nov 22" today.
  @Test(arguments: yearless)
  func yearlessDatesAndWeekdaysTakeTheNextOccurrence(
    text: String, kind: TemporalKind, expected: String
  ) {
    #expect(DateTestClock.read(DateTestClock.sunday, text, kind) == expected)
  }

  /// Parts of the day at dateparser's hours (evening 18:00 in parsedatetime too); moves on time fields.
  static let partsOfDay: [(String, TemporalKind, String)] = [
    ("this morning", .datetime, "2026-11-22T09:00:00+00:00"),
    ("this afternoon", .datetime, "2026-11-22T15:00:00+00:00"),
    ("this evening", .datetime, "2026-11-22T18:00:00+00:00"),
    ("tonight", .datetime, "2026-11-22T20:00:00+00:00"),
    ("tomorrow night", .datetime, "2026-11-23T20:00:00+00:00"),
    ("tomorrow morning", .datetime, "2026-11-23T09:00:00+00:00"),
    ("tomorrow afternoon", .datetime, "2026-11-23T15:00:00+00:00"),
    ("tomorrow evening", .datetime, "2026-11-23T18:00:00+00:00"),
    ("friday evening", .datetime, "2026-11-27T18:00:00+00:00"),
    ("monday morning", .datetime, "2026-11-23T09:00:00+00:00"),
    ("yesterday evening", .datetime, "2026-11-21T18:00:00+00:00"),
    ("next friday night", .datetime, "2026-11-27T20:00:00+00:00"),
    ("this morning", .time, "09:00"),
    ("this evening", .time, "18:00"),
    ("tonight", .time, "20:00"),
    ("in 2 hours", .time, "12:00"),
    ("30 minutes ago", .time, "09:30"),
    ("in 90 minutes", .time, "11:30"),
    ("in 15 hours", .time, "01:00"),
    ("2 hours ago", .time, "08:00"),
    ("tomorrow in the morning", .datetime, "2026-11-23T09:00:00+00:00"),
    ("dec 24 evening", .datetime, "2026-12-24T18:00:00+00:00"),
    ("morning", .time, "09:00"),
    ("tomorrow night", .date, "error: a date takes no time of day: remove 'night'"),
  ]

  /// "this evening", "tomorrow night", and "in 2 hours" on a time field.
  @Test(arguments: partsOfDay)
  func partsOfTheDayAndMovesOfATime(text: String, kind: TemporalKind, expected: String) {
    #expect(DateTestClock.read(DateTestClock.sunday, text, kind) == expected)
  }

  /// A trailing ".", "?" or "!" and wrapping quotes or parentheses change nothing.
  static let punctuated: [(String, TemporalKind, String)] = [
    ("today.", .date, "2026-11-22"),
    ("tomorrow!", .date, "2026-11-23"),
    ("next friday?", .date, "2026-11-27"),
    ("(11 a.m.)", .time, "11:00"),
    ("\"11 p.m.\"", .time, "23:00"),
    ("11 a.m.", .time, "11:00"),
    ("11 p.m.", .time, "23:00"),
    ("11a.m.", .time, "11:00"),
    ("2:30 p.m.", .time, "14:30"),
    ("'tomorrow'", .date, "2026-11-23"),
    ("(next monday)", .date, "2026-11-23"),
    ("\"Nov 27\"", .date, "2026-11-27"),
    ("[tomorrow]", .date, "2026-11-23"),
    ("“next friday”", .date, "2026-11-27"),
    ("tomorrow at 5 p.m.", .datetime, "2026-11-23T17:00:00+00:00"),
    ("\"tomorrow at 9am\".", .datetime, "2026-11-23T09:00:00+00:00"),
    ("in 3 days.", .date, "2026-11-25"),
    ("yesterday?!", .date, "2026-11-21"),
    ("((\"today\"))", .date, "2026-11-22"),
    ("2026-11-27.", .date, "2026-11-27"),
    ("\"1h30m\"", .duration, "5400"),
    (
      "\"today", .date,
      "error: could not read '\"today' as a date (try 2026-11-27, 27 Nov 2026, tomorrow, next friday or in 3 days)"
    ),
    (".", .date, "error: nothing was given; expected a date"),
    (
      "tomorrow blah.", .date,
      "error: could not read 'tomorrow blah' as a date: 'blah' not understood (try 2026-11-27, 27 Nov 2026, tomorrow, next friday or in 3 days)"
    ),
  ]

  /// "today.", "(11 a.m.)", "\"11 p.m.\"".
  @Test(arguments: punctuated)
  func punctuationAndQuotesAreIgnored(text: String, kind: TemporalKind, expected: String) {
    #expect(DateTestClock.read(DateTestClock.sunday, text, kind) == expected)
  }

  /// The year first, before a month name.
  static let yearFirst: [(String, TemporalKind, String)] = [
    ("2026 November 22", .date, "2026-11-22"),
    ("2026 Nov 22", .date, "2026-11-22"),
    ("2026 nov 22nd", .date, "2026-11-22"),
    ("2027 January 1", .date, "2027-01-01"),
    ("2026, November 22", .date, "2026-11-22"),
    ("2028 Feb 29", .date, "2028-02-29"),
    ("2027 Feb 29", .date, "error: 29 February 2027 does not exist (2027 is not a leap year)"),
    ("2026 Sept 3", .date, "2026-09-03"),
    ("2026 Dec 31st", .date, "2026-12-31"),
    ("1999 Dec 31", .date, "1999-12-31"),
    ("2030 jul 4", .date, "2030-07-04"),
    ("2026 Nov. 22", .date, "2026-11-22"),
    (
      "2026 november 31", .date,
      "error: 31 November 2026 does not exist (November 2026 has 30 days)"
    ),
    ("2026 Nov 22 9am", .datetime, "2026-11-22T09:00:00+00:00"),
    ("2026 Nov 22 at 14:30", .datetime, "2026-11-22T14:30:00+00:00"),
    ("Sun 2026 Nov 22", .date, "2026-11-22"),
    (
      "2026 22 Nov", .date,
      "error: could not read '2026 22 Nov' as a date: '2026' not understood (try 2026-11-27, 27 Nov 2026, tomorrow, next friday or in 3 days)"
    ),
    ("26 Nov 22", .date, "2022-11-26"),
    ("2026 Apr 1", .date, "2026-04-01"),
    ("2026 May 5", .date, "2026-05-05"),
    ("2026 June 30", .date, "2026-06-30"),
    ("2029 Aug 15", .date, "2029-08-15"),
  ]

  /// "2026 Nov 22"; impossible days are still refused.
  @Test(arguments: yearFirst)
  func yearFirstWithAMonthName(text: String, kind: TemporalKind, expected: String) {
    #expect(DateTestClock.read(DateTestClock.sunday, text, kind) == expected)
  }
}
