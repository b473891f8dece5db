import Testing

@testable import FormlineCore

/// Times of day and datetimes, against Monday 2026-11-23 10:00 in UTC and in Berlin.
struct TimeAndDatetimeTests {
  static let times: [(String, String)] = [
    ("14:30", "14:30"),
    ("14:30:15", "14:30:15"),
    ("14:30:15.250", "14:30:15"),
    ("7:05", "07:05"),
    ("0:00", "00:00"),
    ("00:00", "00:00"),
    ("23:59:59", "23:59:59"),
    ("2:30pm", "14:30"),
    ("2:30 PM", "14:30"),
    ("2:30 p.m.", "14:30"),
    ("2pm", "14:00"),
    ("2 pm", "14:00"),
    ("9am", "09:00"),
    ("9 a.m.", "09:00"),
    ("9p.m.", "21:00"),
    ("9 AM", "09:00"),
    ("12am", "00:00"),
    ("12pm", "12:00"),
    ("12:30am", "00:30"),
    ("12:30pm", "12:30"),
    ("12:00:01 am", "00:00:01"),
    ("11:59pm", "23:59"),
    ("1am", "01:00"),
    ("1pm", "13:00"),
    ("noon", "12:00"),
    ("Noon", "12:00"),
    ("midday", "12:00"),
    ("midnight", "00:00"),
    ("at 5pm", "17:00"),
    ("at 17:00", "17:00"),
    ("now", "10:00"),
  ]

  @Test(arguments: times)
  func readsTimes(text: String, iso: String) {
    #expect(DateTestClock.read(DateTestClock.monday, text, .time) == iso)
    #expect(DateTestClock.read(DateTestClock.mondayBerlin, text, .time) == iso)
  }

  static let rejectedTimes: [(String, String)] = [
    ("", "nothing was given; expected a time of day"),
    ("24:00", "24:00 is not accepted; write 00:00 of the next day"),
    ("24:30", "hour 24 does not exist"),
    ("25:00", "hour 25 does not exist"),
    ("13pm", "13pm: with am/pm the hour must be 1 to 12"),
    ("0am", "0am: with am/pm the hour must be 1 to 12"),
    ("13:30pm", "13pm: with am/pm the hour must be 1 to 12"),
    ("14:60", "minute 60 does not exist"),
    ("14:30:60", "second 60 does not exist"),
    ("14", "could not read '14' as a time of day"),
    ("2:3pm", "could not read"),
    ("14:30:15:10", "could not read"),
    ("tomorrow 5pm", "a time of day takes no date: remove 'tomorrow'"),
    ("tomorrow", "a time of day takes no date: remove 'tomorrow'"),
    ("14:30Z", "a time of day takes no UTC offset"),
    ("14:30 +01:00", "a time of day takes no UTC offset"),
    ("5pm blah", "'blah' not understood"),
    ("half past two", "could not read"),
    ("999999999999:00", "could not read"),
  ]

  @Test(arguments: rejectedTimes)
  func rejectsTimes(text: String, fragment: String) {
    let result = DateTestClock.read(DateTestClock.monday, text, .time)
    #expect(result.hasPrefix("error: "))
    #expect(result.contains(fragment), "\(result)")
  }

  static let datetimesUTC: [(String, String)] = [
    ("tomorrow at 5pm", "2026-11-24T17:00:00+00:00"),
    ("Tomorrow At 5PM", "2026-11-24T17:00:00+00:00"),
    ("tomorrow 17:00", "2026-11-24T17:00:00+00:00"),
    ("9am tomorrow", "2026-11-24T09:00:00+00:00"),
    ("at 9am tomorrow", "2026-11-24T09:00:00+00:00"),
    ("9 am on friday", "2026-11-27T09:00:00+00:00"),
    ("Nov 27 14:00", "2026-11-27T14:00:00+00:00"),
    ("27 Nov 2026 2:30pm", "2026-11-27T14:30:00+00:00"),
    ("November 27, 2026 at 2:30 pm", "2026-11-27T14:30:00+00:00"),
    ("2026-11-27 14:30", "2026-11-27T14:30:00+00:00"),
    ("2026-11-27T14:30", "2026-11-27T14:30:00+00:00"),
    ("2026-11-27t14:30", "2026-11-27T14:30:00+00:00"),
    ("2026-11-27T14:30:15Z", "2026-11-27T14:30:15+00:00"),
    ("2026-11-27T14:30:00.123Z", "2026-11-27T14:30:00+00:00"),
    ("2026-11-27T14:30:00+01:00", "2026-11-27T13:30:00+00:00"),
    ("2026-11-27T14:30:00-05:00", "2026-11-27T19:30:00+00:00"),
    ("2026-11-27T14:30+0530", "2026-11-27T09:00:00+00:00"),
    ("2026-11-27 14:30 UTC", "2026-11-27T14:30:00+00:00"),
    ("2026-11-27 14:30 +02:00", "2026-11-27T12:30:00+00:00"),
    ("2026-11-27T00:30:00+01:00", "2026-11-26T23:30:00+00:00"),
    ("next friday 9:00", "2026-11-27T09:00:00+00:00"),
    ("friday at noon", "2026-11-27T12:00:00+00:00"),
    ("on friday at 5 pm", "2026-11-27T17:00:00+00:00"),
    ("last monday 8am", "2026-11-16T08:00:00+00:00"),
    ("12/25/2026 8am", "2026-12-25T08:00:00+00:00"),
    ("midnight tomorrow", "2026-11-24T00:00:00+00:00"),
    ("tomorrow midnight", "2026-11-24T00:00:00+00:00"),
    ("tomorrow 12am", "2026-11-24T00:00:00+00:00"),
    ("tomorrow 12pm", "2026-11-24T12:00:00+00:00"),
    ("now", "2026-11-23T10:00:00+00:00"),
    ("NOW", "2026-11-23T10:00:00+00:00"),
    ("today", "2026-11-23T00:00:00+00:00"),
    ("tomorrow", "2026-11-24T00:00:00+00:00"),
    ("2026-11-27", "2026-11-27T00:00:00+00:00"),
    ("27 Nov", "2026-11-27T00:00:00+00:00"),
    ("friday", "2026-11-27T00:00:00+00:00"),
    ("14:30", "2026-11-23T14:30:00+00:00"),
    ("5pm", "2026-11-23T17:00:00+00:00"),
    ("8am", "2026-11-23T08:00:00+00:00"),
    ("in 3 days", "2026-11-26T10:00:00+00:00"),
    ("3 days ago", "2026-11-20T10:00:00+00:00"),
    ("+1w", "2026-11-30T10:00:00+00:00"),
    ("next month", "2026-12-23T10:00:00+00:00"),
    ("in 2 hours", "2026-11-23T12:00:00+00:00"),
    ("3 hours ago", "2026-11-23T07:00:00+00:00"),
    ("in 90 minutes", "2026-11-23T11:30:00+00:00"),
    ("in 30 min", "2026-11-23T10:30:00+00:00"),
    ("+2h", "2026-11-23T12:00:00+00:00"),
    ("in 45 seconds", "2026-11-23T10:00:45+00:00"),
    ("in 14 hours", "2026-11-24T00:00:00+00:00"),
    ("in 3 days at 5pm", "2026-11-26T17:00:00+00:00"),
    ("5pm in 3 days", "2026-11-26T17:00:00+00:00"),
  ]

  @Test(arguments: datetimesUTC)
  func readsDatetimesInUTC(text: String, iso: String) {
    #expect(DateTestClock.read(DateTestClock.monday, text, .datetime) == iso)
  }

  static let datetimesBerlin: [(String, String)] = [
    ("tomorrow at 5pm", "2026-11-24T17:00:00+01:00"),
    ("now", "2026-11-23T10:00:00+01:00"),
    ("today", "2026-11-23T00:00:00+01:00"),
    ("14:30", "2026-11-23T14:30:00+01:00"),
    ("2026-11-27T14:30:00Z", "2026-11-27T15:30:00+01:00"),
    ("2026-11-27T14:30:00+01:00", "2026-11-27T14:30:00+01:00"),
    ("2026-07-01 12:00", "2026-07-01T12:00:00+02:00"),
    ("July 1 noon", "2027-07-01T12:00:00+02:00"),
    ("in 6 months", "2027-05-23T10:00:00+02:00"),
    ("in 2 hours", "2026-11-23T12:00:00+01:00"),
    ("2026-03-29 01:59", "2026-03-29T01:59:00+01:00"),
    ("2026-03-29 03:00", "2026-03-29T03:00:00+02:00"),
    ("2026-03-29 03:30", "2026-03-29T03:30:00+02:00"),
    ("2026-03-29", "2026-03-29T00:00:00+01:00"),
    ("2026-10-25 01:59", "2026-10-25T01:59:00+02:00"),
    ("2026-10-25 02:30", "2026-10-25T02:30:00+02:00"),
    ("2026-10-25 03:00", "2026-10-25T03:00:00+01:00"),
    ("2026-10-25T02:30:00+01:00", "2026-10-25T02:30:00+01:00"),
    ("2026-03-29 02:30", "error: 02:30 does not exist on 2026-03-29 in Europe/Berlin"),
    ("2026-03-29 2am", "error: 02:00 does not exist on 2026-03-29 in Europe/Berlin"),
  ]

  @Test(arguments: datetimesBerlin)
  func readsDatetimesInBerlin(text: String, iso: String) {
    let result = DateTestClock.read(DateTestClock.mondayBerlin, text, .datetime)
    #expect(iso.hasPrefix("error: ") ? result.hasPrefix(iso) : result == iso, "\(result)")
  }

  static let otherZones: [(String, String, String, String)] = [
    // A shift that lands in the spring gap moves on by the gap's length.
    ("Europe/Berlin", "2026-03-28T01:30:00Z", "in 1 day", "2026-03-29T03:30:00+02:00"),
    ("Europe/Berlin", "2026-03-28T01:30:00Z", "tomorrow", "2026-03-29T00:00:00+01:00"),
    ("Europe/Berlin", "2026-03-28T11:00:00Z", "tomorrow at noon", "2026-03-29T12:00:00+02:00"),
    ("America/New_York", "2026-11-23T15:00:00Z", "now", "2026-11-23T10:00:00-05:00"),
    ("America/New_York", "2026-11-23T15:00:00Z", "2026-11-01 01:30", "2026-11-01T01:30:00-04:00"),
    ("America/New_York", "2026-11-23T15:00:00Z", "2026-11-01 02:30", "2026-11-01T02:30:00-05:00"),
    ("America/New_York", "2026-11-24T03:00:00Z", "today", "2026-11-23T00:00:00-05:00"),
    ("America/New_York", "2026-11-24T03:00:00Z", "tomorrow 9am", "2026-11-24T09:00:00-05:00"),
    ("Asia/Kolkata", "2026-11-23T04:30:00Z", "now", "2026-11-23T10:00:00+05:30"),
    ("Asia/Kolkata", "2026-11-23T04:30:00Z", "friday 9:00", "2026-11-27T09:00:00+05:30"),
    ("Asia/Kolkata", "2026-11-23T04:30:00Z", "2026-11-27T09:00Z", "2026-11-27T14:30:00+05:30"),
    ("Pacific/Auckland", "2026-11-23T10:00:00Z", "now", "2026-11-23T23:00:00+13:00"),
    ("Pacific/Auckland", "2026-11-23T10:00:00Z", "tomorrow", "2026-11-24T00:00:00+13:00"),
    ("Pacific/Auckland", "2026-11-23T12:00:00Z", "today", "2026-11-24T00:00:00+13:00"),
  ]

  @Test(arguments: otherZones)
  func readsDatetimesInOtherZones(zone: String, now: String, text: String, iso: String) {
    let parser = DateTestClock.parser(now: now, zone: DateTestClock.zone(zone))
    #expect(DateTestClock.read(parser, text, .datetime) == iso)
  }

  static let rejectedDatetimes: [(String, String)] = [
    ("", "nothing was given; expected a date and time"),
    ("now at 5pm", "'now' already names a time; it cannot take 'at 5pm'"),
    ("in 2 hours at 5pm", "already names a time"),
    ("tomorrow blah", "'blah' not understood"),
    ("tomorrow at", "'at' not understood"),
    ("tomorrow at 5pm please", "'please' not understood"),
    ("2026-11-27T24:00", "24:00 is not accepted"),
    ("2026-11-27T14:30+19:00", "the UTC offset +19:00 is out of range"),
    ("2026-02-30 10:00", "30 February 2026 does not exist"),
    ("feb 29 2027 9am", "29 February 2027 does not exist"),
    ("13pm tomorrow", "13pm: with am/pm the hour must be 1 to 12"),
    ("9999-12-31T23:00:00-05:00", "outside years 1 to 9999"),
    ("in 999999999 hours", "outside years 1 to 9999"),
    ("in 99999999999999 days", "the number 99999999999999 is too large"),
    ("tomorrow tomorrow", "could not read"),
    ("5pm 6pm", "could not read"),
  ]

  @Test(arguments: rejectedDatetimes)
  func rejectsDatetimes(text: String, fragment: String) {
    let result = DateTestClock.read(DateTestClock.monday, text, .datetime)
    #expect(result.hasPrefix("error: "))
    #expect(result.contains(fragment), "\(result)")
  }
}
