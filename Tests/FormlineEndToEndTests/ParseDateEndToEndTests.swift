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
    (["--kind", "date", "next", "friday"], "2026-11-27\n"),
    (["--kind", "date", "22 Nov 2026"], "2026-11-22\n"),
    (["--kind", "date", "-1w"], "2026-11-16\n"),
    (["--kind", "date", "--", "-1w"], "2026-11-16\n"),
    (["--kind", "date", "--date-order", "dmy", "03/04/2026"], "2026-04-03\n"),
    (["--kind", "time", "2:30pm"], "14:30\n"),
    (["--kind", "datetime", "tomorrow", "at", "5pm"], "2026-11-24T17:00:00+00:00\n"),
    (["--kind", "datetime", "now"], "2026-11-23T10:00:00+00:00\n"),
    (["--kind", "duration", "1h30m"], "5400\n"),
    (["--kind", "datetime", "+30m"], "2026-11-23T10:30:00+00:00\n"),
    (["--kind", "date", "three", "days", "ago"], "2026-11-20\n"),
    (["--kind", "datetime", "4pm", "+", "3", "days"], "2026-11-26T16:00:00+00:00\n"),
    (["--kind", "time", "(11 a.m.)"], "11:00\n"),
  ]

  @Test(arguments: readings)
  func printsTheISOReading(arguments: [String], expected: String) throws {
    let result = try Self.run([Self.now] + arguments)
    #expect(result.status == 0)
    #expect(result.stdout == expected)
    #expect(result.stderr == "")
  }

  /// Without `--kind`, the text is read as the kind it names, said on standard error.
  static let readingsOfAnyKind: [([String], String, String)] = [
    (
      ["next", "friday", "9am"], "2026-11-27T09:00:00+00:00",
      "a datetime: Fri 27 Nov 2026 09:00 +00:00"
    ),
    (["next friday"], "2026-11-27", "a date: Fri 27 Nov 2026"),
    (["-1w"], "2026-11-16", "a date: Mon 16 Nov 2026"),
    (["--", "-1w"], "2026-11-16", "a date: Mon 16 Nov 2026"),
    (["--date-order", "dmy", "03/04/2026"], "2026-04-03", "a date: Fri 3 Apr 2026"),
    (["9am"], "09:00", "a time: 09:00"),
    (["14:30"], "14:30", "a time: 14:30"),
    (["5400"], "5400", "a duration: 1h 30m (5400 s)"),
    (["1h30m"], "5400", "a duration: 1h 30m (5400 s)"),
    (
      ["in", "2", "hours"], "2026-11-23T12:00:00+00:00", "a datetime: Mon 23 Nov 2026 12:00 +00:00"
    ),
    (
      ["tomorrow", "night"], "2026-11-24T20:00:00+00:00", "a datetime: Tue 24 Nov 2026 20:00 +00:00"
    ),
    (["2026", "Nov", "22"], "2026-11-22", "a date: Sun 22 Nov 2026"),
  ]

  @Test(arguments: readingsOfAnyKind)
  func readsTheKindTheTextNames(arguments: [String], iso: String, reading: String) throws {
    let result = try Self.run([Self.now] + arguments)
    #expect(result.status == 0)
    #expect(result.stdout == iso + "\n")
    #expect(result.stderr == "read as \(reading)\n")
  }

  @Test(arguments: [[String](), ["--"], ["--kind", "date"]])
  func noTextIsAUsageError(arguments: [String]) throws {
    let result = try Self.run([Self.now] + arguments)
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("give the TEXT to read"))
  }

  @Test func aDateFieldRefusesMinutesAndSuggestsMonths() throws {
    let result = try Self.run([Self.now, "--kind", "date", "+2m"])
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "formline: error: '+2m' is too precise for a date: m means minutes;"
        + " for months write '+2mo'\n")
  }

  @Test func readsInTheProcessTimeZone() throws {
    let result = try Self.run(
      ["--now", "2026-11-23", "--kind", "datetime", "tomorrow at 5pm"],
      timeZone: "Europe/Berlin")
    #expect(result.status == 0)
    #expect(result.stdout == "2026-11-24T17:00:00+01:00\n")
  }

  /// `TZ` means what it means to the C library: a zone file (after an optional `:`), else a
  /// POSIX rule, else UTC; a name leaving the zone directory is not read.
  @Test(arguments: [
    (":America/New_York", "2026-03-28T23:30:00-04:00"),
    ("EST5EDT,M3.2.0,M11.1.0", "2026-03-28T23:30:00-04:00"),
    ("<+0330>-3:30", "2026-03-29T07:00:00+03:30"),
    ("Europe/Berlin", "2026-03-29T05:30:00+02:00"),
    ("", "2026-03-29T03:30:00+00:00"),
    ("Mars/Olympus", "2026-03-29T03:30:00+00:00"),
    ("../../../etc/passwd", "2026-03-29T03:30:00+00:00"),
  ])
  func readsTZAsTheCLibraryDoes(tz: String, expected: String) throws {
    // Three hours after 00:30 UTC on the night Europe's clocks go forward.
    let result = try Self.run(
      ["--now", "2026-03-29T00:30:00Z", "--kind", "datetime", "in 3 hours"], timeZone: tz)
    #expect(result.status == 0)
    #expect(result.stdout == expected + "\n", "TZ=\(tz)")
    // What stands in for a zone `TZ` names is reported; what `TZ` means is not.
    switch tz {
    case "Mars/Olympus":
      #expect(
        result.stderr == "formline: warning: TZ 'Mars/Olympus' is not a POSIX rule and "
          + "/usr/share/zoneinfo/Mars/Olympus cannot be read: dates are read and shown in UTC\n")
    case "../../../etc/passwd":
      #expect(
        result.stderr == "formline: warning: TZ '../../../etc/passwd' names a file outside "
          + "the zone directory: dates are read and shown in UTC\n")
    default:
      #expect(result.stderr == "", "TZ=\(tz)")
    }
  }

  /// A zone that is not read is not reported: a form without dates never looks `TZ` up.
  @Test func aTZNeverReadIsNotReported() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("form.yaml")
    try "fields:\n  - key: name\n    default: x\n".write(
      toFile: form, atomically: true, encoding: .utf8)
    let result = try FormlineBinary.run([form, "-y"], environment: ["TZ": "Mars/Olympus"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
  }

  /// A wall-clock time the clocks skip is refused, naming the zone `TZ` gave.
  @Test func refusesATimeInTheGap() throws {
    let result = try Self.run(
      [Self.now, "--kind", "datetime", "2026-03-29 02:30"], timeZone: "Europe/Berlin")
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "formline: error: 02:30 does not exist on 2026-03-29 in Europe/Berlin"
        + " (the clocks change)\n")
  }

  @Test func reportsTextItCannotRead() throws {
    let result = try Self.run([Self.now, "--kind", "date", "tomorrow", "blah"])
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
    // Said once, not twice.
    #expect(result.stderr.components(separatedBy: "'yesterday-ish'").count == 2, "\(result.stderr)")
    #expect(result.stderr.contains("; give a date (2026-11-23) or a date and time"))
  }

  @Test func refusesAnUnknownKind() throws {
    let result = try Self.run(["--kind", "week", "today"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("'week' is not one of date, time, datetime, duration"))
  }
}
