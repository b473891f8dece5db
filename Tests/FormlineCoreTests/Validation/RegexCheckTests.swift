import FormlineTestSupport
import Foundation
import Testing

@testable import FormlineCore

/// Form patterns: whole-value matches, bounded cost, and the cheap load-time syntax check.
struct RegexCheckTests {
  @Test(arguments: [
    ("[a-z]+", "abc", RegexCheck.Outcome.match),
    ("[a-z]+", "abc\n", .noMatch),
    ("[a-z]+", "abc\r\n", .noMatch),
    ("^[a-z]+$", "abc\n", .noMatch),
    ("a|ab", "ab", .match),
    ("(?x) a b # a comment", "ab", .match),
    ("(?x) a b # a comment", "abc", .noMatch),
    ("[", "[", .noMatch),
  ])
  func theWholeValueMustMatch(pattern: String, text: String, expected: RegexCheck.Outcome) {
    #expect(RegexCheck.wholeMatch(pattern, text) == expected)
  }

  @Test(arguments: ["(a+)+", "(a|a)+", "(a*)*b", "(?:a|aa)+"])
  func catastrophicBacktrackingStopsWithinTheBudget(pattern: String) {
    let text = String(repeating: "a", count: 60) + "!"
    #expect(RegexCheck.wholeMatch(pattern, text) == .tooCostly)
  }

  @Test func longOrdinaryValuesFinishWithinTheBudget() {
    let text = String(repeating: "abc-", count: 250_000) + "z"
    #expect(RegexCheck.wholeMatch("[a-z-]+z", text) == .match)
    #expect(RegexCheck.wholeMatch("[a-z-]+", text + "!") == .noMatch)
    let host = String(repeating: "node-1.", count: 2_000) + "example"
    let hostPattern = "[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*"
    #expect(RegexCheck.wholeMatch(hostPattern, host) == .match)
  }

  /// Conditions are evaluated again after every answer: a costly check is paid once.
  @Test func outcomesAreRemembered() {
    let pattern = "(b+)+c"
    let text = String(repeating: "b", count: 50)
    let key = RegexCache.Key(pattern: pattern, caseInsensitive: false)
    #expect(RegexCache.shared.outcome(key, text) == nil)
    #expect(RegexCheck.wholeMatch(pattern, text) == .tooCostly)
    #expect(RegexCache.shared.outcome(key, text) == .tooCostly)
  }

  @Test func caseInsensitiveIsItsOwnPattern() {
    #expect(RegexCheck.wholeMatch("[a-z]+", "ABC") == .noMatch)
    #expect(RegexCheck.wholeMatch("[a-z]+", "ABC", caseInsensitive: true) == .match)
    #expect(RegexCheck.wholeMatch("[a-z]+", "ABC") == .noMatch)
  }

  @Test(arguments: [
    "[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*",
    "[0-9]{5}", "[A-Z]{3}", "a|b", "^[a-z]+$", "\\d{3}-\\d{4}", "[^@ ]+@[^@ ]+\\.[a-z]{2,}",
    "(?:https?|ftp)://\\S+", "[a-zA-Z_][a-zA-Z0-9_]*", "\\w+( \\w+)*", "[+-]?\\d+(\\.\\d+)?",
    "v\\d+\\.\\d+\\.\\d+", "[a-z]+?", "x{2,}", "x{1,3}+", "", "()", "a|", "é+", "[à-ÿ]+",
  ])
  func commonPatternsAreSettledWithoutICU(pattern: String) {
    #expect(PatternSyntax.isPlainlyValid(pattern))
    #expect(RegexCheck.isValid(pattern))
  }

  @Test(arguments: [
    "[", "(", ")", "a**", "*a", "a{2,1}", "[z-a]", "[]", "(?<n>a)", "\\1", "(?=a)", "\\p{L}",
    "[[:alpha:]]", "[a&&b]", "a{", "{", "\\", "\\q", "^*", "\\b+", "(?i)a", "[a-]x]",
  ])
  func everythingElseGoesToICU(pattern: String) {
    #expect(!PatternSyntax.isPlainlyValid(pattern))
  }

  /// Found by FuzzConditions: the repetition count overflowed `Int` and trapped.
  @Test(arguments: ["x{700000000000000000000003}", "x{1,99999999999999999999999}", "x{00001}"])
  func aRepetitionCountOfManyDigitsIsLeftToICU(pattern: String) {
    #expect(!PatternSyntax.isPlainlyValid(pattern))
    _ = RegexCheck.isValid(pattern)
  }

  @Test(arguments: ["[", "(", "a**", "a{2,1}", "[z-a]", "(?<", "\\"])
  func invalidPatternsAreInvalid(pattern: String) {
    #expect(!RegexCheck.isValid(pattern))
    #expect(RegexCheck.wholeMatch(pattern, pattern) == .noMatch)
  }

  /// The cheap check may say "ask ICU" for valid patterns, never "valid" for invalid ones.
  @Test func theCheapCheckNeverAcceptsWhatICURejects() {
    let pieces = [
      "a", "Z", "0", "9", "-", ".", "^", "$", "|", "(", ")", "(?:", "[", "]", "[^", "{", "}",
      "{2}", "{1,3}", "{2,}", ",", "*", "+", "?", "\\", "\\d", "\\w", "\\s", "\\b", "\\.",
      "\\-", "\\]", " ", "_", "é", "&", "/", "#", "<", "'",
    ]
    var generator = SplitMix(seed: 17)
    var plain = 0
    for _ in 0..<40_000 {
      let count = Int(generator.next() % 9) + 1
      let pattern = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
        .joined()
      guard PatternSyntax.isPlainlyValid(pattern) else { continue }
      plain += 1
      #expect((try? NSRegularExpression(pattern: pattern)) != nil, "\(pattern)")
      #expect(
        (try? NSRegularExpression(pattern: "\\A(?:" + pattern + ")\\z")) != nil, "\(pattern)")
    }
    #expect(plain > 2_000)
  }
}
