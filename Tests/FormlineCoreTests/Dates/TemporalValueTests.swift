import Foundation
import Testing

@testable import FormlineCore

/// Echoes, stored (ISO) text read back, and the values stored in results.
struct TemporalValueTests {
  static let echoCases: [(String, TemporalKind, String)] = [
    ("2026-11-27", .date, "Fri 27 Nov 2026"),
    ("2026-11-22", .date, "Sun 22 Nov 2026"),
    ("2028-02-29", .date, "Tue 29 Feb 2028"),
    ("0001-01-01", .date, "Mon 1 Jan 0001"),
    ("14:30", .time, "14:30"),
    ("14:30:15", .time, "14:30:15"),
    ("tomorrow at 5pm", .datetime, "Tue 24 Nov 2026 17:00 +01:00"),
    ("2026-07-01 12:00:30", .datetime, "Wed 1 Jul 2026 12:00:30 +02:00"),
    ("1h30m", .duration, "1h 30m (5400 s)"),
    ("1d 2h 3m 4s", .duration, "1d 2h 3m 4s (93784 s)"),
    ("1h", .duration, "1h (3600 s)"),
    ("2d 5s", .duration, "2d 5s (172805 s)"),
    ("60", .duration, "1m (60 s)"),
    ("45", .duration, "45 s"),
    ("0", .duration, "0 s"),
  ]

  @Test(arguments: echoCases)
  func echoes(text: String, kind: TemporalKind, echo: String) throws {
    let parser = DateTestClock.mondayBerlin
    let value = try parser.parse(text, as: kind)
    #expect(parser.echo(value) == echo)
    #expect(value.echo == echo)
    #expect(value.kind == kind)
  }

  @Test func echoesUTCWithANumericOffset() throws {
    let value = try DateTestClock.monday.parse("tomorrow at 5pm", as: .datetime)
    #expect(value.echo == "Tue 24 Nov 2026 17:00 +00:00")
    #expect(value.iso == "2026-11-24T17:00:00+00:00")
  }

  static let stored: [(String, TemporalKind, String)] = [
    ("2026-11-27", .date, "2026-11-27"),
    ("2028-02-29", .date, "2028-02-29"),
    ("14:30", .time, "14:30"),
    ("14:30:15", .time, "14:30:15"),
    ("00:00", .time, "00:00"),
    ("2026-11-27T17:00:00+01:00", .datetime, "2026-11-27T17:00:00+01:00"),
    ("2026-11-27T17:00:00-05:30", .datetime, "2026-11-27T17:00:00-05:30"),
    ("2026-11-27T17:00:00Z", .datetime, "2026-11-27T17:00:00+00:00"),
    ("2026-11-27T17:00:00+00:00", .datetime, "2026-11-27T17:00:00+00:00"),
    ("2026-11-27T17:00", .datetime, "2026-11-27T17:00:00+01:00"),
    ("2026-07-27T17:00:00", .datetime, "2026-07-27T17:00:00+02:00"),
    ("2026-11-27T17:00:00.5Z", .datetime, "2026-11-27T17:00:00+00:00"),
    ("5400", .duration, "5400"),
    ("0", .duration, "0"),
    ("PT1H30M", .duration, "5400"),
    ("P1DT2H", .duration, "93600"),
    ("999999999999999", .duration, "999999999999999"),
  ]

  @Test(arguments: stored)
  func readsStoredText(text: String, kind: TemporalKind, iso: String) throws {
    let value = try DateInputParser.parseStored(text, as: kind, timeZone: DateTestClock.berlin)
    #expect(value.iso == iso)
    #expect(value.kind == kind)
  }

  static let rejectedStored: [(String, TemporalKind, String)] = [
    ("27 Nov 2026", .date, "'27 Nov 2026' is not an ISO 8601 date (YYYY-MM-DD)"),
    ("tomorrow", .date, "is not an ISO 8601 date"),
    (" 2026-11-27", .date, "is not an ISO 8601 date"),
    ("2026-2-3", .date, "is not an ISO 8601 date"),
    ("2026-02-30", .date, "30 February 2026 does not exist"),
    ("2pm", .time, "'2pm' is not an ISO 8601 time"),
    ("2:30", .time, "is not an ISO 8601 time"),
    ("24:00", .time, "24:00 is not accepted"),
    ("2026-11-27 17:00", .datetime, "is not an ISO 8601 date and time"),
    ("2026-11-27T05:00pm", .datetime, "is not an ISO 8601 date and time"),
    ("2026-11-27", .datetime, "is not an ISO 8601 date and time"),
    ("2026-03-29T02:30", .datetime, "02:30 does not exist on 2026-03-29 in Europe/Berlin"),
    ("1h30m", .duration, "is not a duration in seconds or ISO 8601"),
    ("-5", .duration, "is not a duration in seconds or ISO 8601"),
    ("P1M", .duration, "months and years have no fixed length"),
    ("PT1H1H", .duration, "as an ISO 8601 duration"),
    (String(repeating: "P1W", count: 100_000), .duration, "is too long to be a stored duration"),
    (String(repeating: "9", count: 50), .duration, "is too long to be a stored duration"),
    ("1000000000000000", .duration, "the number 1000000000000000 is too large"),
  ]

  @Test(arguments: rejectedStored)
  func rejectsStoredText(text: String, kind: TemporalKind, fragment: String) {
    #expect {
      try DateInputParser.parseStored(text, as: kind, timeZone: DateTestClock.berlin)
    } throws: { error in
      (error as? DateInputError)?.message.contains(fragment) == true
    }
  }

  /// Whatever `parse` returns, `parseStored` reads its `iso` back to the same value.
  @Test(arguments: [
    ("next friday", TemporalKind.date), ("2:30pm", .time), ("tomorrow at 5pm", .datetime),
    ("in 3 days", .datetime), ("2026-07-01 12:00", .datetime), ("1d 2h", .duration),
  ])
  func storedTextRoundTrips(text: String, kind: TemporalKind) throws {
    let parser = DateTestClock.mondayBerlin
    let value = try parser.parse(text, as: kind)
    let again = try DateInputParser.parseStored(value.iso, as: kind, timeZone: parser.timeZone)
    #expect(again.iso == value.iso)
    #expect(again.orderingKey == value.orderingKey)
  }

  /// An echo typed back reads as the same value, so users may copy it.
  @Test(arguments: [
    ("next friday", TemporalKind.date), ("2:30pm", .time), ("tomorrow at 5pm", .datetime),
    ("2026-07-01 12:00:30", .datetime), ("2026-11-27T14:30:00Z", .datetime),
  ])
  func echoesReadBack(text: String, kind: TemporalKind) throws {
    let parser = DateTestClock.mondayBerlin
    let value = try parser.parse(text, as: kind)
    #expect(try parser.parse(parser.echo(value), as: kind) == value)
  }

  @Test func refusesAWeekdayThatDisagreesWithTheDate() {
    let result = DateTestClock.read(DateTestClock.monday, "Mon 27 Nov 2026", .date)
    #expect(result == "error: 2026-11-27 is a Friday, not a Monday")
    #expect(DateTestClock.read(DateTestClock.monday, "Friday, 27 Nov", .date) == "2026-11-27")
    #expect(
      DateTestClock.read(DateTestClock.monday, "Friday, November 27, 2026 at 9am", .datetime)
        == "2026-11-27T09:00:00+00:00")
  }

  @Test func storesDurationsAsIntegersAndTheRestAsText() throws {
    let parser = DateTestClock.monday
    #expect(try parser.parse("1h30m", as: .duration).answerValue == .integer(5400))
    #expect(try parser.parse("friday", as: .date).answerValue == .string("2026-11-27"))
    #expect(try parser.parse("9am", as: .time).answerValue == .string("09:00"))
  }

  @Test func ordersValuesOfOneKind() throws {
    let parser = DateTestClock.monday
    let earlier = try parser.parse("yesterday", as: .date).orderingKey
    let later = try parser.parse("tomorrow", as: .date).orderingKey
    #expect(earlier < later)
    let morning = try parser.parse("9am", as: .time).orderingKey
    #expect(morning < (try parser.parse("noon", as: .time).orderingKey))
    let soon = try parser.parse("in 1 hour", as: .datetime).orderingKey
    #expect(soon < (try parser.parse("tomorrow at 9am", as: .datetime).orderingKey))
  }
}
