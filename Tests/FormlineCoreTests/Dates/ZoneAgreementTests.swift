import FormlineTestSupport
import FormlineZones
import Foundation
import Testing

@testable import FormlineCore

/// The zones read from tzdata agree with Foundation's `TimeZone`, which the core used before
/// (#31): the UTC offset every six hours from 1990 to 2037, and the instants wall-clock
/// readings name around each change of clocks, gaps and overlaps included.
struct ZoneAgreementTests {
  static let names = [
    "Europe/Berlin", "America/New_York", "Australia/Sydney", "Asia/Kolkata", "Asia/Tokyo",
    "America/Sao_Paulo", "Pacific/Chatham", "Africa/Casablanca",
  ]

  /// 1990-01-01T00:00:00Z to 2037-12-31, every six hours and seven minutes (so the time of
  /// day drifts over the changes).
  static let instants = stride(from: 631_152_000, to: 2_145_830_400, by: 21_960)

  @Test(arguments: names)
  func offsetsAgree(name: String) throws {
    let zone = try Zone.system(name)
    let oracle = try #require(TimeZone(identifier: name))
    var disagreements: [Int] = []
    for seconds in Self.instants {
      let instant = Date(timeIntervalSince1970: Double(seconds))
      if zone.secondsFromUTC(at: instant) != oracle.secondsFromGMT(for: instant) {
        disagreements.append(seconds)
      }
    }
    #expect(disagreements.isEmpty, "\(name): \(disagreements.prefix(5))")
  }

  /// Each half hour from three hours before to three hours after every change of clocks,
  /// read as a wall clock, names the instant Foundation's old reading named: the earlier of
  /// an overlap, and in a gap the reading moved on by the gap's length.
  @Test(arguments: names)
  func wallClocksAgree(name: String) throws {
    let zone = try Zone.system(name)
    let oracle = try #require(TimeZone(identifier: name))
    let changes = zone.rules.transitions(from: 631_152_000, through: 2_145_830_400)
    for change in changes {
      for step in -6...6 {
        let wall =
          Int(change) + zone.secondsFromUTC(at: Date(timeIntervalSince1970: Double(change)))
          + step * 1800
        let day = wall >= 0 ? wall / 86400 : (wall - 86399) / 86400
        let local = LocalDateTime(
          date: CivilDate(dayNumber: day), secondsIntoDay: wall - day * 86400)
        let expected = Self.foundationInstant(wall, in: oracle)
        let found = try? local.instant(in: zone, lenient: false)
        let lenient = try local.instant(in: zone, lenient: true)
        #expect(lenient.timeIntervalSince1970 == Double(expected.instant), "\(name) \(wall)")
        #expect((found == nil) == expected.inGap, "\(name) \(wall)")
      }
    }
  }

  /// What `LocalDateTime.instant(in:lenient:)` computed with `TimeZone` before #31.
  static func foundationInstant(_ local: Int, in timeZone: TimeZone) -> (instant: Int, inGap: Bool)
  {
    let offsets = [-86400, 0, 86400].map { (shift) in
      timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(local + shift)))
    }
    let matches = Set(offsets).map { local - $0 }.filter { (candidate) in
      local - timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(candidate)))
        == candidate
    }
    if let earliest = matches.min() { return (earliest, false) }
    return (local - (offsets.min() ?? 0), true)
  }
}
