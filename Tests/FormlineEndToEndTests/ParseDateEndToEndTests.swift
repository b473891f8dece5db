import FormlineTestSupport
import Foundation
import Testing

/// `formline parse-date` run as a built binary: stdout, stderr and exit status.
struct ParseDateEndToEndTests {
  static func run(_ arguments: [String], timeZone: String = "UTC") throws -> FormlineBinary.Run {
    try FormlineBinary.run(
      ["parse-date"] + arguments, environment: ["TZ": timeZone, "LC_ALL": "C"])
  }

  static let now = "--now=2026-11-23T10:00:00Z"

  static let readings: [([String], String)] = [
    (["next", "friday"], "2026-11-27\n"),
    (["--kind", "date", "22 Nov 2026"], "2026-11-22\n"),
    (["-1w"], "2026-11-16\n"),
    (["--", "-1w"], "2026-11-16\n"),
    (["--date-order", "dmy", "03/04/2026"], "2026-04-03\n"),
    (["--kind", "time", "2:30pm"], "14:30\n"),
    (["--kind", "datetime", "tomorrow", "at", "5pm"], "2026-11-24T17:00:00+00:00\n"),
    (["--kind", "datetime", "now"], "2026-11-23T10:00:00+00:00\n"),
    (["--kind", "duration", "1h30m"], "5400\n"),
  ]

  @Test(arguments: readings)
  func printsTheISOReading(arguments: [String], expected: String) throws {
    let result = try Self.run([Self.now] + arguments)
    #expect(result.status == 0)
    #expect(result.stdout == expected)
    #expect(result.stderr == "")
  }

  @Test func readsInTheProcessTimeZone() throws {
    let result = try Self.run(
      ["--now", "2026-11-23", "--kind", "datetime", "tomorrow at 5pm"],
      timeZone: "Europe/Berlin")
    #expect(result.status == 0)
    #expect(result.stdout == "2026-11-24T17:00:00+01:00\n")
  }

  @Test func reportsTextItCannotRead() throws {
    let result = try Self.run([Self.now, "tomorrow", "blah"])
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "formline: error: could not read 'tomorrow blah' as a date: 'blah' not understood"
        + " (try 2026-11-27, 27 Nov 2026, tomorrow, next friday or in 3 days)\n")
  }

  @Test func reportsImpossibleDates() throws {
    let result = try Self.run([Self.now, "Feb", "29", "2027"])
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "formline: error: 29 February 2027 does not exist (2027 is not a leap year)\n")
  }

  @Test func refusesABadReferenceInstant() throws {
    let result = try Self.run(["--now", "yesterday-ish", "today"])
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("--now: 'yesterday-ish' is not an ISO 8601 date"))
  }

  @Test func refusesAnUnknownKind() throws {
    let result = try Self.run(["--kind", "week", "today"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("'week' is not one of date, time, datetime, duration"))
  }
}
