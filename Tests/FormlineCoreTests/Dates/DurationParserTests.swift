import Testing

@testable import FormlineCore

/// Durations in every accepted spelling, and what is refused.
struct DurationParserTests {
  static let durations: [(String, Int)] = [
    ("1h30m", 5400),
    ("1H30M", 5400),
    ("1h 30m", 5400),
    ("1h, 30m", 5400),
    ("90m", 5400),
    ("90 min", 5400),
    ("90 mins", 5400),
    ("90 minutes", 5400),
    ("1:30:00", 5400),
    ("1:30", 5400),
    ("0:05", 300),
    ("10:00:01", 36001),
    ("100:00", 360_000),
    ("2 hours", 7200),
    ("2 hrs", 7200),
    ("1 hour", 3600),
    ("1 hr 5 mins", 3900),
    ("1 hour and 30 minutes", 5400),
    ("1 day 2 hours", 93600),
    ("1d 2h 3m 4s", 93784),
    ("1d2h3m4s", 93784),
    ("2 weeks", 1_209_600),
    ("1w 1d", 691_200),
    ("45s", 45),
    ("45 sec", 45),
    ("3 secs", 3),
    ("1 second", 1),
    ("1.5h", 5400),
    ("0.25 h", 900),
    ("1.5 min", 90),
    ("0.5d", 43200),
    ("PT1H30M", 5400),
    ("pt1h30m", 5400),
    ("P1DT2H", 93600),
    ("PT45S", 45),
    ("P1W", 604_800),
    ("P2D", 172_800),
    ("PT0.5H", 1800),
    ("P1DT1H1M1S", 90061),
    ("5400", 5400),
    ("0", 0),
    ("  90m  ", 5400),
    ("999999999", 999_999_999),
    ("99999999999999", 99_999_999_999_999),
    ("999999999w", 604_799_999_395_200),
    ("P999999999W", 604_799_999_395_200),
  ]

  @Test(arguments: durations)
  func readsDurations(text: String, seconds: Int) {
    #expect(DateTestClock.read(DateTestClock.monday, text, .duration) == String(seconds))
  }

  static let rejected: [(String, String)] = [
    ("", "nothing was given; expected a duration"),
    ("-5", "a duration cannot be negative"),
    ("-1h", "a duration cannot be negative"),
    ("1.5s", "'1.5s' is not a whole number of seconds"),
    ("0.1234567h", "has too many decimals"),
    ("1h 30", "the number 30 needs a unit"),
    ("1h blah", "'blah' not understood"),
    ("blah", "'blah' not understood"),
    ("h", "'h' not understood"),
    ("5 parsecs", "'parsecs' is not a unit of time"),
    ("1h 2h", "'h' is given twice"),
    ("1 hour 2 hrs", "'hrs' is given twice"),
    ("P1M", "months and years have no fixed length"),
    ("P1Y", "months and years have no fixed length"),
    ("PT", "not read 'PT' as an ISO 8601 duration"),
    ("P", "as an ISO 8601 duration"),
    ("P1H", "as an ISO 8601 duration"),
    ("PT1D", "as an ISO 8601 duration"),
    ("P1DX", "as an ISO 8601 duration"),
    ("1:60", "minutes and seconds must be 0 to 59"),
    ("1:30:75", "minutes and seconds must be 0 to 59"),
    ("1:3", "h:mm or h:mm:ss"),
    ("1:30:00:00", "h:mm or h:mm:ss"),
    ("9999999999999999", "the number 9999999999999999 is too large"),
    ("PT1M1H", "as an ISO 8601 duration"),
    ("P1D1D", "as an ISO 8601 duration"),
    ("PT1H1H", "as an ISO 8601 duration"),
    ("P1DT", "as an ISO 8601 duration"),
    ("P1D2", "as an ISO 8601 duration"),
    ("PT1HT1M", "as an ISO 8601 duration"),
    ("99999999999999h", "the number 99999999999999 is too large"),
    ("1.2.3h", "1.2.3 is not a number"),
    ("tomorrow", "'tomorrow' not understood"),
  ]

  @Test(arguments: rejected)
  func rejects(text: String, fragment: String) {
    let result = DateTestClock.read(DateTestClock.monday, text, .duration)
    #expect(result.hasPrefix("error: "))
    #expect(result.contains(fragment), "\(result)")
  }
}
