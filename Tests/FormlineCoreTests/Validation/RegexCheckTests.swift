import Testing

@testable import FormlineCore

/// Form patterns: whole-value matches, bounded cost, and which patterns are valid.
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

  /// The text ends in "!b": PCRE2 settles a text without the `b` that `(a*)*b` needs at
  /// once, without backtracking (ICU did not), so the letter is there to be reached.
  @Test(arguments: ["(a+)+", "(a|a)+", "(a*)*b", "(?:a|aa)+"])
  func catastrophicBacktrackingStopsWithinTheBudget(pattern: String) {
    let text = String(repeating: "a", count: 60) + "!b"
    #expect(RegexCheck.wholeMatch(pattern, text) == .tooCostly)
  }

  /// A text that lacks a letter the pattern needs is no match, found without a search.
  @Test func aMissingRequiredLetterIsNoMatchAtOnce() {
    let text = String(repeating: "a", count: 60) + "!"
    #expect(RegexCheck.wholeMatch("(a*)*b", text) == .noMatch)
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
    let text = String(repeating: "b", count: 50) + "!c"
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
    "(?<n>a)", "(?=a)", "\\p{L}", "(?i)a", "[a-]x]", "a{", "{",
  ])
  func commonPatternsAreValid(pattern: String) {
    #expect(RegexCheck.isValid(pattern))
  }

  /// Found by FuzzConditions: the repetition count overflowed `Int` and trapped (in the
  /// cheap syntax check that went before ICU).
  @Test(arguments: ["x{700000000000000000000003}", "x{1,99999999999999999999999}", "x{00001}"])
  func aRepetitionCountOfManyDigitsDoesNotTrap(pattern: String) {
    _ = RegexCheck.isValid(pattern)
  }

  /// PCRE2 counts repeats up to 65,535; ICU accepted more (docs/regex.md).
  @Test func aRepeatBeyondPCRE2sLimitIsInvalid() {
    #expect(RegexCheck.isValid("a{65535}"))
    #expect(!RegexCheck.isValid("a{70000}"))
  }

  @Test(arguments: ["[", "(", "a**", "a{2,1}", "[z-a]", "(?<", "\\"])
  func invalidPatternsAreInvalid(pattern: String) {
    #expect(!RegexCheck.isValid(pattern))
    #expect(RegexCheck.wholeMatch(pattern, pattern) == .noMatch)
  }
}
