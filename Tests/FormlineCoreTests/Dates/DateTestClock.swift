import FormlineTestSupport
import Foundation
import Testing

@testable import FormlineCore

/// Fixed reference instants and parsers for the date tests.
///
/// The main reference is Monday 2026-11-23 10:00 local time; Sunday 2026-11-22 checks
/// weekday phrases at the end of an ISO week.
enum DateTestClock {
  static let utc = Zone.utc
  static let berlin = zone("Europe/Berlin")

  /// Monday 2026-11-23T10:00:00Z.
  static let monday = parser(now: "2026-11-23T10:00:00Z")
  /// Sunday 2026-11-22T10:00:00Z.
  static let sunday = parser(now: "2026-11-22T10:00:00Z")
  /// Monday 2026-11-23T10:00:00+01:00 in Europe/Berlin.
  static let mondayBerlin = parser(now: "2026-11-23T09:00:00Z", zone: berlin)

  /// The zone `identifier` names in the system's tzdata; UTC, recorded as an issue, when
  /// it is missing.
  static func zone(_ identifier: String) -> Zone {
    do {
      return try Zone.system(identifier)
    } catch {
      Issue.record("\(error)")
      return .utc
    }
  }

  /// A parser whose `now` is the ISO instant `now`.
  static func parser(now: String, zone: Zone = utc, order: DateOrder = .mdy)
    -> DateInputParser
  {
    let formatter = ISO8601DateFormatter()
    guard let instant = formatter.date(from: now) else {
      Issue.record("bad reference instant \(now)")
      return DateInputParser(now: Date(timeIntervalSince1970: 0), timeZone: zone)
    }
    return DateInputParser(now: instant, timeZone: zone, dateOrder: order)
  }

  /// The ISO text `text` reads as, or the error message prefixed with "error: ".
  static func read(_ parser: DateInputParser, _ text: String, _ kind: TemporalKind) -> String {
    do {
      return try parser.parse(text, as: kind).iso
    } catch {
      return "error: \(error.message)"
    }
  }
}
