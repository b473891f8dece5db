import FormlineTestSupport
import Foundation
import Testing

@testable import FormlineCore

/// `NumberInput.withoutSeparators` takes out `_` by bytes, as Foundation's
/// `replacingOccurrences(of: "_", with: "")` did, on every kind of text.
struct DigitSeparatorTests {
  static let texts = [
    "", "_", "__", "1_000", "_1_", "1__2", "12", "1_000.5e1_0", "é_é", "日_本", "😀_1",
    "a\u{301}_b", "\u{0}_\u{7F}", "_\u{10FFFF}_", " 1_0 ", "+_-", "1_000_000_000_000_000_000",
  ]

  @Test(arguments: texts)
  func agreesWithFoundation(text: String) {
    #expect(
      Array(NumberInput.withoutSeparators(text).unicodeScalars)
        == Array(text.replacingOccurrences(of: "_", with: "").unicodeScalars))
  }

  @Test func agreesWithFoundationOnRandomTexts() {
    let pieces = ["_", "1", "é", "e\u{301}", "日", "😀", " ", ".", "-", "\u{200D}", "__"]
    var generator = SplitMix(seed: 21)
    for _ in 0..<2_000 {
      let text = (0..<Int(generator.next() % 9)).map { _ in
        pieces[Int(generator.next() % UInt64(pieces.count))]
      }.joined()
      #expect(
        Array(NumberInput.withoutSeparators(text).unicodeScalars)
          == Array(text.replacingOccurrences(of: "_", with: "").unicodeScalars), "\(text)")
    }
  }

  @Test func aSubstringLosesItsSeparatorsToo() {
    let text = "+1_5"
    #expect(NumberInput.withoutSeparators(text.dropFirst()) == "15")
  }
}
