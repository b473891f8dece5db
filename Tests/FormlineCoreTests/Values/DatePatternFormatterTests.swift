import FormlineTestSupport
import Foundation
import Testing

@testable import FormlineCore

/// The TR35 pattern formatter held to `DateFormatter` (locale `en`, fixed offsets), which
/// ran `valueTransformer` date patterns before #31.
struct DatePatternFormatterTests {
  /// Every pattern letter ICU knows, and a few it does not (`C`, `T`, `j`: formatting stops).
  static let letters = Array("GyYuUrQqMLwWdDFgEecabBhHkKmsSAzZOvVxXlCTj")

  /// Patterns mixing fields, literals and quotes, including ICU's corner cases.
  static let patterns = [
    "EEE d MMM yyyy", "dd/MM/yyyy", "h:mm a", "yyyy-MM-dd HH:mm", "d MMM HH:mm",
    "yyyy-MM-dd'T'HH:mm:ssZZZZZ", "EEEE, MMMM d, y 'at' h:mm:ss a zzzz", "h 'o''clock' a",
    "'it''s' h", "d''''d", "'a'b'c'", "'unterminated d", "d'", "d C d 'x' d", "d C'x'd",
    "d C''d", "d l d", "h b", "h:mm b", "h:mm:ss b", "'m' b", "h B", "h:mm BBBBB", "QQQ yy",
    "G y", "yyyy年M月d日", "{d}", "é d ü", "😀 d", "", "   ", "e c ee cc eee ccc",
    "Y-'W'ww-e", "W F D g A", "O OOOO v vvvv V VV VVV VVVV", "x xx xxx X XX XXX XXXX XXXXX",
  ]

  /// The offsets of the zones in use and a few odd ones (seconds east of UTC), up to
  /// ±14:59: `DateFormatter` traps on larger ones.
  static let offsets = [
    0, 3600, -3600, 19800, -19800, 20700, 34200, 45900, 50400, -36000, -43200, 53940, -53940,
  ]

  static func expected(_ instant: Date, offset: Int, pattern: String) throws -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en")
    guard let zone = TimeZone(secondsFromGMT: offset) else {
      Issue.record("no fixed zone for \(offset)")
      return ""
    }
    formatter.timeZone = zone
    formatter.dateFormat = pattern
    return formatter.string(from: instant)
  }

  static func ours(_ instant: Date, offset: Int, pattern: String) -> String {
    DatePatternFormatter(CalendarMoment(instant, offset: offset)).format(pattern)
  }

  /// Each letter in runs of 1 to 12, and the patterns above, at random whole seconds of
  /// years 1 to 9999 in random offsets.
  @Test func agreesWithDateFormatterOnRandomMoments() throws {
    var generator = SplitMix(seed: 31)
    let runs = Self.letters.flatMap { letter in
      (1...12).map { String(repeating: letter, count: $0) }
    }
    var compared = 0
    var differences: [String] = []
    for _ in 0..<600 {
      let instant = Date(
        timeIntervalSince1970: Double(
          Int.random(in: -62_135_596_800...253_402_300_799, using: &generator)))
      let offset = Self.offsets.randomElement(using: &generator) ?? 0
      for pattern in runs + Self.patterns {
        let expected = try Self.expected(instant, offset: offset, pattern: pattern)
        let ours = Self.ours(instant, offset: offset, pattern: pattern)
        compared += 1
        if ours != expected, differences.count < 10 {
          differences.append("\(instant) \(offset) '\(pattern)': \(ours) ≠ \(expected)")
        }
      }
    }
    #expect(compared == 600 * (Self.letters.count * 12 + Self.patterns.count))
    #expect(differences.isEmpty, "\(differences)")
  }

  /// Days where the calendar changes: the Julian–Gregorian reform of October 1582, the
  /// Julian leap days, the first year, 1970 (before it ICU names offset zero "GMT"), and
  /// noon and midnight for the day periods.
  @Test(arguments: [
    "0001-01-01T00:00:00Z", "0004-02-29T12:00:00Z", "1500-02-29T23:59:59Z",
    "1582-10-04T12:00:00Z", "1582-10-15T00:00:00Z", "1582-12-31T23:00:00Z",
    "1583-01-01T00:00:00Z", "1600-02-29T12:00:00Z", "1969-12-31T23:59:59Z",
    "1970-01-01T00:00:00Z", "2000-01-01T12:00:00Z", "2026-12-27T00:00:00Z",
    "2026-12-31T12:00:00Z", "2027-01-01T00:00:00Z", "9999-12-31T23:59:59Z",
  ])
  func agreesAtTheCalendarsEdges(_ text: String) throws {
    let instant = try #require(ISO8601DateFormatter().date(from: text))
    for offset in [0, 3600, -3600, 53940, -53940] {
      for pattern in Self.patterns
        + Self.letters.flatMap({ [String($0), String(repeating: $0, count: 4)] })
      {
        #expect(
          Self.ours(instant, offset: offset, pattern: pattern)
            == (try Self.expected(instant, offset: offset, pattern: pattern)),
          "\(text) \(offset) '\(pattern)'")
      }
    }
  }

  @Test func examples() {
    let friday = Date(timeIntervalSince1970: 1_795_795_200)  // 2026-11-27T16:00:00Z
    #expect(Self.ours(friday, offset: 3600, pattern: "EEE d MMM yyyy") == "Fri 27 Nov 2026")
    #expect(Self.ours(friday, offset: 3600, pattern: "h 'o''clock' a") == "5 o'clock PM")
    #expect(Self.ours(friday, offset: 3600, pattern: "d C d") == "27  ")
    #expect(Self.ours(friday, offset: 0, pattern: "zzzz") == "Greenwich Mean Time")
  }
}
