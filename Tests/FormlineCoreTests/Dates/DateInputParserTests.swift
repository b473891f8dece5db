import Testing

@testable import FormlineCore

/// Dates written out, read against Monday 2026-11-23 (UTC, month-day-year order).
struct DateInputParserTests {
  static let absolute: [(String, String)] = [
    ("2026-11-27", "2026-11-27"),
    ("  2026-11-27  ", "2026-11-27"),
    ("2026-1-5", "2026-01-05"),
    ("22 Nov 2026", "2026-11-22"),
    ("22 nov 2026", "2026-11-22"),
    ("22 NOV 2026", "2026-11-22"),
    ("November 22, 2026", "2026-11-22"),
    ("November 22 2026", "2026-11-22"),
    ("november 22,2026", "2026-11-22"),
    ("Nov 22", "2027-11-22"),
    ("Nov. 22 2026", "2026-11-22"),
    ("22nd November", "2027-11-22"),
    ("22nd of November", "2027-11-22"),
    ("22nd of November 2026", "2026-11-22"),
    ("1st jan", "2027-01-01"),
    ("2nd Feb 2027", "2027-02-02"),
    ("3rd March", "2027-03-03"),
    ("4th July 2026", "2026-07-04"),
    ("December 31st, 2026", "2026-12-31"),
    ("Sept 3 2026", "2026-09-03"),
    ("sep 3", "2027-09-03"),
    ("3 SEPT", "2027-09-03"),
    ("September 30", "2027-09-30"),
    ("jun 1", "2027-06-01"),
    ("June 1", "2027-06-01"),
    ("July 31 2030", "2030-07-31"),
    ("aug 15 1947", "1947-08-15"),
    ("Oct 12, 1492", "1492-10-12"),
    ("apr 30", "2027-04-30"),
    ("may 5 2026", "2026-05-05"),
    ("22 nov 26", "2026-11-22"),
    ("feb 29 2028", "2028-02-29"),
    ("29 Feb 2000", "2000-02-29"),
    ("2028-02-29", "2028-02-29"),
    ("2400-02-29", "2400-02-29"),
    ("0001-01-01", "0001-01-01"),
    ("9999-12-31", "9999-12-31"),
    ("03/04/2026", "2026-03-04"),
    ("3-4-2026", "2026-03-04"),
    ("3.4.2026", "2026-03-04"),
    ("03/04/26", "2026-03-04"),
    ("12/31/99", "2099-12-31"),
    ("1/1/00", "2000-01-01"),
    ("2026/11/27", "2026-11-27"),
    ("2026.11.27", "2026-11-27"),
    ("11/27", "2026-11-27"),
    ("2/29/2028", "2028-02-29"),
  ]

  @Test(arguments: absolute)
  func readsAbsoluteDates(text: String, iso: String) {
    #expect(DateTestClock.read(DateTestClock.monday, text, .date) == iso)
  }

  static let relative: [(String, String)] = [
    ("today", "2026-11-23"),
    ("TODAY", "2026-11-23"),
    (" Today ", "2026-11-23"),
    ("now", "2026-11-23"),
    ("tomorrow", "2026-11-24"),
    ("yesterday", "2026-11-22"),
    ("day after tomorrow", "2026-11-25"),
    ("day before yesterday", "2026-11-21"),
    ("in 3 days", "2026-11-26"),
    ("in 1 day", "2026-11-24"),
    ("in 0 days", "2026-11-23"),
    ("in 10 days", "2026-12-03"),
    ("in 40 days", "2027-01-02"),
    ("in 3d", "2026-11-26"),
    ("in a week", "2026-11-30"),
    ("in 2 weeks", "2026-12-07"),
    ("in 1 month", "2026-12-23"),
    ("in 2 months", "2027-01-23"),
    ("in an year", "2027-11-23"),
    ("in 1 year", "2027-11-23"),
    ("3 days ago", "2026-11-20"),
    ("2 weeks ago", "2026-11-09"),
    ("1 month ago", "2026-10-23"),
    ("3 years ago", "2023-11-23"),
    ("a year ago", "2025-11-23"),
    ("3 days from now", "2026-11-26"),
    ("+3d", "2026-11-26"),
    ("-1w", "2026-11-16"),
    ("+2mo", "2027-01-23"),
    ("+1y", "2027-11-23"),
    ("-10d", "2026-11-13"),
    ("+3 days", "2026-11-26"),
    ("-2 weeks", "2026-11-09"),
    ("+1mo", "2026-12-23"),
    ("next week", "2026-11-30"),
    ("last week", "2026-11-16"),
    ("next month", "2026-12-23"),
    ("last month", "2026-10-23"),
    ("next year", "2027-11-23"),
    ("last year", "2025-11-23"),
  ]

  @Test(arguments: relative)
  func readsRelativeDates(text: String, iso: String) {
    #expect(DateTestClock.read(DateTestClock.monday, text, .date) == iso)
  }

  static let orders: [(String, DateOrder, String)] = [
    ("03/04/2026", .mdy, "2026-03-04"),
    ("03/04/2026", .dmy, "2026-04-03"),
    ("03/04/2026", .ymd, "error: could not read '03/04/2026' as a date "),
    ("26/04/03", .ymd, "2026-04-03"),
    ("26-4-3", .ymd, "2026-04-03"),
    ("3.4.2026", .mdy, "2026-03-04"),
    ("3.4.2026", .dmy, "2026-04-03"),
    ("3.4", .dmy, "2027-04-03"),
    ("3.4", .mdy, "2027-03-04"),
    ("3/4", .ymd, "2027-03-04"),
    ("2026-04-03", .mdy, "2026-04-03"),
    ("2026-04-03", .dmy, "2026-04-03"),
    ("2026-04-03", .ymd, "2026-04-03"),
    ("2026/4/3", .dmy, "2026-04-03"),
    ("31/12/2026", .dmy, "2026-12-31"),
    ("31/12/2026", .mdy, "error: month 31 does not exist"),
    ("12/31/2026", .mdy, "2026-12-31"),
    ("12/31/2026", .dmy, "error: month 31 does not exist"),
    ("29.02.28", .dmy, "2028-02-29"),
    ("29.02.27", .dmy, "error: 29 February 2027 does not exist (2027 is not a leap year)"),
    ("01-02-03", .mdy, "2003-01-02"),
    ("01-02-03", .dmy, "2003-02-01"),
    ("01-02-03", .ymd, "2001-02-03"),
    ("22 Nov 2026", .dmy, "2026-11-22"),
    ("Nov 22 2026", .ymd, "2026-11-22"),
  ]

  @Test(arguments: orders)
  func followsDateOrder(text: String, order: DateOrder, expected: String) {
    let parser = DateTestClock.parser(now: "2026-11-23T10:00:00Z", order: order)
    let result = DateTestClock.read(parser, text, .date)
    if expected.hasPrefix("error: ") {
      #expect(result.hasPrefix(String(expected.prefix(while: { $0 != "(" }))))
    } else {
      #expect(result == expected)
    }
  }

  /// A month that cannot be one, under an order that reads it first, says the order.
  @Test func anImpossibleMonthSaysInWhichOrderDatesAreRead() {
    let monthFirst = DateTestClock.parser(now: "2026-11-23T10:00:00Z", order: .mdy)
    #expect(
      DateTestClock.read(monthFirst, "31/12/2026", .date)
        == "error: month 31 does not exist: numeric dates are read month/day/year here; "
        + "for 31 December 2026 write 2026-12-31")
    let dayFirst = DateTestClock.parser(now: "2026-11-23T10:00:00Z", order: .dmy)
    #expect(
      DateTestClock.read(dayFirst, "12/31/2026", .date)
        == "error: month 31 does not exist: numeric dates are read day/month/year here; "
        + "for 31 December 2026 write 2026-12-31")
  }

  static let rejected: [(String, String)] = [
    ("", "nothing was given; expected a date"),
    ("   ", "nothing was given"),
    ("tomorrow blah", "could not read 'tomorrow blah' as a date: 'blah' not understood"),
    ("blah tomorrow", "'blah' not understood"),
    ("Tomorrow BLAH", "'BLAH' not understood"),
    ("blah", "could not read 'blah' as a date (try 2026-11-27"),
    ("next", "could not read 'next' as a date"),
    ("this week", "could not read 'this week' as a date"),
    ("Feb 30 2026", "30 February 2026 does not exist (February 2026 has 28 days)"),
    ("2026-02-30", "30 February 2026 does not exist"),
    ("2026-13-01", "month 13 does not exist"),
    ("2026-00-10", "month 0 does not exist"),
    ("2026-01-00", "0 January 2026 does not exist"),
    ("Feb 29 2027", "29 February 2027 does not exist (2027 is not a leap year)"),
    ("2027-02-29", "29 February 2027 does not exist"),
    ("2100-02-29", "29 February 2100 does not exist"),
    ("31 Nov 2026", "31 November 2026 does not exist (November 2026 has 30 days)"),
    ("April 31", "31 April 2026 does not exist"),
    ("32 nov", "32 November 2026 does not exist"),
    ("0000-01-01", "year 0 is out of range"),
    ("nov 22 203", "the year 203 should have 4 digits"),
    ("in 99999999999999 days", "the number 99999999999999 is too large"),
    ("in 999999999 days", "outside years 1 to 9999"),
    ("99999999 years ago", "outside years 1 to 9999"),
    ("+999999999y", "outside years 1 to 9999"),
    ("in 8000 years", "outside years 1 to 9999"),
    ("tomorrow 5pm", "a date takes no time of day: remove '5pm'"),
    ("tomorrow at 5 pm", "a date takes no time of day: remove 'at 5 pm'"),
    ("2026-11-27T14:30", "a date takes no time of day: remove '14:30'"),
    ("in 2 hours", "'in 2 hours' is too precise for a date"),
    ("next fryday", "'next fryday'"),
    ("22 Novembre 2026", "could not read"),
    ("2026-11", "could not read"),
    ("1/2/3/4", "could not read"),
    ("in days", "could not read"),
    ("3 dayz", "could not read"),
    (",", "could not read"),
    (String(repeating: "tomorrow ", count: 30), "too long"),
    (String(repeating: "5 ", count: 17), "the text is too long to be a date"),
    (String(repeating: "a ", count: 40), "the text is too long to be a date"),
  ]

  @Test(arguments: rejected)
  func rejects(text: String, fragment: String) {
    let result = DateTestClock.read(DateTestClock.monday, text, .date)
    #expect(result.hasPrefix("error: "))
    #expect(result.contains(fragment), "\(result)")
  }

  /// The ✅/❌ examples in the documentation of `parse`, output for output.
  static let documented: [(String, TemporalKind, DateOrder, String)] = [
    ("27 Nov 2026", .date, .mdy, "2026-11-27"),
    ("next friday", .date, .mdy, "2026-11-27"),
    ("03/04/2026", .date, .dmy, "2026-04-03"),
    ("2:30pm", .time, .mdy, "14:30"),
    ("tomorrow at 5pm", .datetime, .mdy, "2026-11-24T17:00:00+00:00"),
    ("in 3 days", .datetime, .mdy, "2026-11-26T10:00:00+00:00"),
    ("1h30m", .duration, .mdy, "5400"),
    ("Jan 1", .date, .mdy, "2027-01-01"),
    ("three days ago", .date, .mdy, "2026-11-20"),
    ("+30m", .datetime, .mdy, "2026-11-23T10:30:00+00:00"),
    ("4pm + 3 days", .datetime, .mdy, "2026-11-26T16:00:00+00:00"),
    ("tomorrow night", .datetime, .mdy, "2026-11-24T20:00:00+00:00"),
    ("(11 a.m.)", .time, .mdy, "11:00"),
    (
      "+30m", .date, .mdy,
      "error: '+30m' is too precise for a date: m means minutes; for months write '+30mo'"
    ),
    (
      "a few days ago", .date, .mdy,
      "error: could not read 'a few days ago' as a date"
        + " (try 2026-11-27, 27 Nov 2026, tomorrow, next friday or in 3 days)"
    ),
    (
      "Feb 30 2026", .date, .mdy,
      "error: 30 February 2026 does not exist (February 2026 has 28 days)"
    ),
    (
      "tomorrow blah", .date, .mdy,
      "error: could not read 'tomorrow blah' as a date: 'blah' not understood"
        + " (try 2026-11-27, 27 Nov 2026, tomorrow, next friday or in 3 days)"
    ),
    ("tomorrow 5pm", .date, .mdy, "error: a date takes no time of day: remove '5pm'"),
    ("13pm", .time, .mdy, "error: 13pm: with am/pm the hour must be 1 to 12"),
  ]

  @Test(arguments: documented)
  func documentedExamplesHold(text: String, kind: TemporalKind, order: DateOrder, iso: String) {
    let parser = DateTestClock.parser(now: "2026-11-23T10:00:00Z", order: order)
    #expect(DateTestClock.read(parser, text, kind) == iso)
  }

  @Test func readsInTheParsersTimeZone() {
    // 23:30 UTC on the 23rd is already the 24th in Berlin.
    let late = "2026-11-23T23:30:00Z"
    let utc = DateTestClock.parser(now: late)
    let berlin = DateTestClock.parser(now: late, zone: DateTestClock.berlin)
    #expect(DateTestClock.read(utc, "today", .date) == "2026-11-23")
    #expect(DateTestClock.read(berlin, "today", .date) == "2026-11-24")
    #expect(DateTestClock.read(berlin, "tomorrow", .date) == "2026-11-25")
    #expect(DateTestClock.read(berlin, "friday", .date) == "2026-11-27")
  }
}
