import Testing

@testable import FormlineZones

/// POSIX `TZ` rules: how they read, and the clocks they give.
///
/// Every instant below is one glibc's `date` shows the same way with the rule as `TZ` (the changes are at the given
/// second: one second earlier reads the other offset).
struct PosixTimeZoneTests {
  @Test func quotedNumericNameAndFractionalOffset() throws {
    let zone = try PosixTimeZone(rule: "<+0330>-3:30")
    #expect(zone.standard == ZoneOffset(seconds: 12_600, abbreviation: "+0330", isDaylight: false))
    #expect(zone.daylight == nil)
  }

  @Test func usRule() throws {
    let zone = try PosixTimeZone(rule: "EST5EDT,M3.2.0,M11.1.0")
    #expect(zone.standard == ZoneOffset(seconds: -18_000, abbreviation: "EST", isDaylight: false))
    let daylight = try #require(zone.daylight)
    #expect(daylight.offset == ZoneOffset(seconds: -14_400, abbreviation: "EDT", isDaylight: true))
    #expect(daylight.start == .monthWeekday(month: 3, week: 2, weekday: 0))
    #expect(daylight.startTime == 7200)
    #expect(daylight.end == .monthWeekday(month: 11, week: 1, weekday: 0))
  }

  @Test func utcAndOffsetsWithSeconds() throws {
    #expect(try PosixTimeZone(rule: "UTC0").standard == .utc)
    let zone = try PosixTimeZone(rule: "AAA-1:02:03BBB-2:04:05,M3.5.0/1:02:03,M10.5.0/4:05:06")
    #expect(zone.standard.seconds == 3723)
    #expect(zone.daylight?.offset.seconds == 7445)
    #expect(zone.daylight?.startTime == 3723)
    #expect(zone.daylight?.endTime == 14_706)
  }

  /// A rule with a daylight name and no dates takes the US dates; the daylight offset
  /// defaults to one hour ahead of standard time.
  @Test func daylightWithoutDates() throws {
    let daylight = try #require(try PosixTimeZone(rule: "CET-1CEST").daylight)
    #expect(daylight.offset.seconds == 7200)
    #expect(daylight.start == .monthWeekday(month: 3, week: 2, weekday: 0))
    #expect(daylight.end == .monthWeekday(month: 11, week: 1, weekday: 0))
  }

  static let malformed: [(String, PosixRuleError)] = [
    ("EST", PosixRuleError(expected: "an offset", offset: 3)),
    ("ES5", PosixRuleError(expected: "a name of at least three letters", offset: 0)),
    ("", PosixRuleError(expected: "a name of at least three letters", offset: 0)),
    ("<AB>5", PosixRuleError(expected: "a quoted name of at least three characters", offset: 3)),
    ("<ABC5", PosixRuleError(expected: "'>' closing the quoted name", offset: 5)),
    ("EST25", PosixRuleError(expected: "an offset", offset: 3)),
    ("EST5 ", PosixRuleError(expected: "a name of at least three letters", offset: 4)),
    ("EST5EDT,M13.1.0,M11.1.0", PosixRuleError(expected: "a month from 1 to 12", offset: 9)),
    ("EST5EDT,M3.6.0,M11.1.0", PosixRuleError(expected: "a week from 1 to 5", offset: 11)),
    ("EST5EDT,M3.2.7,M11.1.0", PosixRuleError(expected: "a weekday from 0 to 6", offset: 13)),
    ("EST5EDT,M3.2.0", PosixRuleError(expected: "a comma before the end date", offset: 14)),
    ("EST5EDT,J0,J365", PosixRuleError(expected: "a day from 1 to 365", offset: 9)),
    ("EST5EDT,366,1", PosixRuleError(expected: "a day from 0 to 365", offset: 8)),
    ("EST5EDT,M3.2.0/168,M11.1.0", PosixRuleError(expected: "a time of day", offset: 15)),
    ("EST5:60", PosixRuleError(expected: "minutes or seconds from 00 to 59", offset: 5)),
    ("EST5EDT,M3.2.0,M11.1.0x", PosixRuleError(expected: "the end of the rule", offset: 22)),
    ("EST0000005", PosixRuleError(expected: "an offset", offset: 3)),
  ]

  @Test(arguments: malformed)
  func malformedRulesSayWhere(_ rule: String, _ error: PosixRuleError) {
    #expect(throws: error) { try PosixTimeZone(rule: rule) }
  }

  /// `(rule, instant of a change, offset from it on, the offset just before)`.
  static let changes: [(String, Int64, Int, Int)] = [
    // Southern hemisphere: daylight time starts in October, ends in April.
    ("AEST-10AEDT,M10.1.0,M4.1.0/3", 1_728_144_000, 39_600, 36_000),
    ("AEST-10AEDT,M10.1.0,M4.1.0/3", 1_712_419_200, 36_000, 39_600),
    // J60 is 1 March even in a leap year; zero-based day 59 is 29 February in one.
    ("AAA3BBB,J60/2,J300/2", 1_709_269_200, -7200, -10_800),
    ("AAA3BBB,59/2,300/2", 1_709_182_800, -7200, -10_800),
    ("AAA3BBB,59/2,300/2", 1_677_646_800, -7200, -10_800),
    // A negative time: 22:00 on the Saturday before the last Sunday of March.
    ("AAA-1BBB,M3.5.0/-2,M10.5.0/-1", 1_711_832_400, 7200, 3600),
    // Second Sunday of March and first of November, 02:00 local.
    ("EST5EDT,M3.2.0,M11.1.0", 1_710_054_000, -14_400, -18_000),
    ("EST5EDT,M3.2.0,M11.1.0", 1_730_613_600, -18_000, -14_400),
  ]

  @Test(arguments: changes)
  func changesHappenAtTheirSecond(_ rule: String, _ instant: Int64, _ after: Int, _ before: Int)
    throws
  {
    let zone = ZoneRules(rule: try PosixTimeZone(rule: rule), identifier: rule)
    #expect(zone.offset(at: instant).seconds == after)
    #expect(zone.offset(at: instant - 1).seconds == before)
    #expect(zone.transitions(from: instant - 86_400, through: instant + 86_400) == [instant])
  }

  /// Daylight time all year, written as RFC 8536 suggests: starting 1 January 00:00 and
  /// ending 31 December 25:00, which is the next year's start. (glibc shows EST for the
  /// first hours of each UTC year here; it looks for changes in the UTC year only.)
  @Test func daylightAllYear() throws {
    let zone = try PosixTimeZone(rule: "EST5EDT,0/0,J365/25")
    for instant: Int64 in [0, 1_735_691_400, 1_719_792_000, 1_735_707_600, 4_102_444_800] {
      #expect(zone.offset(at: instant).abbreviation == "EDT")
    }
  }

  @Test func leadingNameOfAnything() {
    #expect(PosixRuleParser.leadingName(of: "Europe/Pariss") == "Europe")
    #expect(PosixRuleParser.leadingName(of: "<+03>-3") == "+03")
    #expect(PosixRuleParser.leadingName(of: "../x") == nil)
  }
}
