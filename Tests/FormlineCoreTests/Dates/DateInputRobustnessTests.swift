import Testing

@testable import FormlineCore

/// Combinations of awkward words: the parser must answer (a value or a `DateInputError`)
/// without trapping, and every value it gives must read back from its own ISO text.
struct DateInputRobustnessTests {
  static let words = [
    "in", "ago", "next", "last", "this", "at", "on", "of", "now", "today", "tomorrow",
    "friday", "feb", "29", "2027", "2028", "12", "0", "pm", "am", "12pm", "13pm", "24:00",
    "23:59:59", "14:30z", "+01:00", "-1w", "+2m", "99999999999999", "999999999", "days",
    "hours", "1.5h", "p1dt2h", "pt", "2026-11-27t14:30", "9999-12-31", "0001-01-01",
    "03/04/2026", "3.4", ":", "-", "+", ".", "h", "m", "1:30", "noon", "midnight", "½", "٣",
    "", "2026-03-29", "02:30",
  ]

  static let kinds = TemporalKind.allCases

  @Test(arguments: kinds)
  func pairsNeverTrapAndRoundTrip(kind: TemporalKind) {
    for first in Self.words {
      for second in Self.words {
        Self.check("\(first) \(second)", kind)
        Self.check("\(first)\(second)", kind)
      }
    }
  }

  @Test(arguments: kinds)
  func triplesNeverTrapAndRoundTrip(kind: TemporalKind) {
    // A fixed linear congruential sequence: the same triples on every run.
    var state: UInt64 = 0x5DEE_CE66
    for _ in 0..<3000 {
      var picked: [String] = []
      for _ in 0..<3 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        picked.append(Self.words[Int(state >> 33) % Self.words.count])
      }
      Self.check(picked.joined(separator: " "), kind)
    }
  }

  /// Berlin the night before clocks go forward, so shifts can land in the gap.
  static let parser = DateTestClock.parser(
    now: "2026-03-28T01:30:00Z", zone: DateTestClock.berlin, order: .dmy)

  static func check(_ text: String, _ kind: TemporalKind) {
    guard let value = try? parser.parse(text, as: kind) else { return }
    let again = try? DateInputParser.parseStored(value.iso, as: kind, timeZone: parser.timeZone)
    #expect(again?.iso == value.iso, "'\(text)' as \(kind) → \(value.iso)")
    #expect(!parser.echo(value).isEmpty)
  }
}
