import FormlineTestSupport
import Foundation
import Testing

@testable import FormlineCore

/// Literal search, split and replacement compare code point by code point, as Python's
/// string methods do; on text without canonically equivalent spellings they agree with
/// Foundation's.
struct LiteralSearchTests {
  @Test func findsForwardsAndBackwards() throws {
    let text = "a-b-c"
    let first = try #require(text.literalRange(of: "-"))
    let last = try #require(text.literalRange(of: "-", backwards: true))
    #expect(text.utf8.distance(from: text.startIndex, to: first.lowerBound) == 1)
    #expect(text.utf8.distance(from: text.startIndex, to: last.lowerBound) == 3)
    #expect(text.literalRange(of: "") == nil)
    #expect(text.literalRange(of: "x") == nil)
    #expect("ab".literalRange(of: "abc") == nil)
  }

  @Test func replacesWithoutOverlaps() {
    #expect("aaaa".replacingLiterally("aa", with: "b") == "bb")
    #expect("aaa".replacingLiterally("aa", with: "b") == "ba")
    #expect("a~1b~0".replacingLiterally("~1", with: "/") == "a/b~0")
    #expect("abc".replacingLiterally("", with: "x") == "abc")
    #expect("".replacingLiterally("a", with: "x") == "")
    #expect("line\r\nline".replacingLiterally("\n", with: "\r\n") == "line\r\r\nline")
  }

  @Test func splitsAndCounts() {
    #expect("a,b,,c".literalComponents(separatedBy: ",") == ["a", "b", "", "c"])
    #expect(",".literalComponents(separatedBy: ",") == ["", ""])
    #expect("abc".literalComponents(separatedBy: "") == ["abc"])
    #expect("aaaa".literalCount(of: "aa") == 2)
    #expect("abc".literalCount(of: "") == 0)
  }

  /// Python compares code points: "e" is found in "e" + a combining accent, and a
  /// precomposed "é" is not found in the decomposed spelling.
  @Test func comparesCodePointsNotCanonicalEquivalence() {
    #expect("e\u{301}".literalRange(of: "e") != nil)
    #expect("e\u{301}".literalRange(of: "é") == nil)
    #expect("e\u{301}x".literalCount(of: "e") == 1)
    #expect("e\u{301}".replacingLiterally("e", with: "a") == "a\u{301}")
  }

  /// A substring searches within itself, with the whole string's indices.
  @Test func aSubstringUsesItsBaseIndices() throws {
    let text = "<a><b>"
    let start = try #require(text.literalRange(of: "<b"))
    let end = try #require(text[start.lowerBound...].literalRange(of: ">"))
    #expect(text[start.lowerBound..<end.upperBound] == "<b>")
  }

  /// On random text of ASCII, multi-byte letters and emoji, results equal Foundation's.
  @Test func randomTextAgreesWithFoundation() {
    var generator = SplitMix(seed: 31)
    let pieces = ["a", "b", "ab", "-", "ß", "я", "語", "🚀", "~1", "~0", " "]
    func random(_ count: Int) -> String {
      (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
    }
    var disagreements: [String] = []
    for _ in 0..<3_000 {
      let text = random(Int(generator.next() % 12))
      let target = random(1 + Int(generator.next() % 2))
      let replacement = random(Int(generator.next() % 3))
      if text.replacingLiterally(target, with: replacement)
        != text.replacingOccurrences(of: target, with: replacement)
        || text.literalComponents(separatedBy: target) != text.components(separatedBy: target)
        || text.literalRange(of: target) != text.range(of: target)
        || text.literalRange(of: target, backwards: true)
          != text.range(of: target, options: .backwards)
      {
        disagreements.append("\(text.debugDescription) \(target.debugDescription)")
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
  }
}
