import Foundation
import Testing

@testable import FormlineCore

/// `InstantText.format` writes what `ISO8601DateFormatter` writes, without it.
struct InstantTextFormatTests {
  @Test(arguments: [
    (0.0, "1970-01-01T00:00:00Z"), (-1.0, "1969-12-31T23:59:59Z"),
    (-0.5, "1969-12-31T23:59:59Z"), (0.999, "1970-01-01T00:00:00Z"),
    (951_782_400, "2000-02-29T00:00:00Z"), (4_107_542_399, "2100-02-28T23:59:59Z"),
    (-2_203_891_200, "1900-03-01T00:00:00Z"), (1_795_428_000, "2026-11-23T10:00:00Z"),
    (253_402_300_799, "9999-12-31T23:59:59Z"), (-62_135_596_800, "0001-01-01T00:00:00Z"),
    (253_402_300_800, "10000-01-01T00:00:00Z"), (-62_135_596_801, "0000-12-31T23:59:59Z"),
    (-62_167_219_201, "-0001-12-31T23:59:59Z"), (.nan, "1970-01-01T00:00:00Z"),
  ])
  func formats(seconds: Double, expected: String) {
    #expect(InstantText.format(Date(timeIntervalSince1970: seconds)) == expected)
  }

  /// Instants from 1583 (the first whole year of the Gregorian calendar, which ICU's
  /// formatter switches to from the Julian) to 9999, fractions of a second included.
  @Test func instantsAgreeWithFoundation() {
    let formatter = ISO8601DateFormatter()
    let first = -12_212_553_600.0  // 1583-01-01
    let last = 253_402_300_799.999
    var state: UInt64 = 0x1234_5678_9ABC_DEF0
    var disagreements: [Double] = []
    for step in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let fraction = Double(state >> 11) / Double(1 << 53)
      // Every other instant near the epoch, where the day boundaries' signs change.
      let seconds =
        step.isMultiple(of: 2)
        ? first + (last - first) * fraction : (fraction - 0.5) * 400_000
      let date = Date(timeIntervalSince1970: seconds)
      if InstantText.format(date) != formatter.string(from: date) {
        disagreements.append(seconds)
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
  }

  @Test func whatIsWrittenIsReadBack() throws {
    let utc = Zone.utc
    for seconds in [0.0, -1, 951_782_400, 1_795_428_000, 253_402_300_799] {
      let text = InstantText.format(Date(timeIntervalSince1970: seconds))
      #expect(try InstantText.parse(text, timeZone: utc).timeIntervalSince1970 == seconds)
    }
  }
}
