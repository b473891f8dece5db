import FormlineTestSupport
import Foundation
import Testing

@testable import FormlineCore

/// `percentDecoded` answers as Foundation's `removingPercentEncoding` does.
struct PercentDecodingTests {
  @Test(arguments: [
    "", "plain", "%20", "a%2Fb", "%2f", "%", "%2", "%zz", "%C3%A9", "%C3", "%FF", "%80", "~0%7E",
    "%25", "%%", "é%20", "%e2%82%ac", "%00",
  ])
  func agreesWithFoundation(text: String) {
    #expect(text.percentDecoded == text.removingPercentEncoding)
  }

  /// Bytes that are not UTF-8 make the text unreadable, every one of them: Foundation
  /// answers nil for `%80` but U+FFFD for `%A9`, which would turn two different bad
  /// references into one name.
  @Test func everyInvalidSequenceIsUnreadable() {
    for text in ["%80", "%A9", "a%A9", "%C3%A9%A9", "%C3", "%ED%A0%80"] {
      #expect(text.percentDecoded == nil, "\(text)")
    }
    #expect("%A9".removingPercentEncoding == "\u{FFFD}")
  }

  @Test func randomEscapesAgreeWithFoundation() {
    var generator = SplitMix(seed: 7)
    let pieces = ["%", "a", "2", "F", "f", "C3", "A9", "%C3", "%A9", "%80", "%7", "é", "%41", "/"]
    var disagreements: [String] = []
    for _ in 0..<5_000 {
      let count = Int(generator.next() % 8)
      let text = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
        .joined()
      // Foundation reads some stray continuation bytes as U+FFFD (see below).
      let foundation = text.removingPercentEncoding.flatMap { $0.contains("\u{FFFD}") ? nil : $0 }
      if text.percentDecoded != foundation { disagreements.append(text) }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
  }
}
