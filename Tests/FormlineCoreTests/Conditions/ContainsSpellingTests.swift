import Testing

@testable import FormlineCore

/// `contains` compares text as `==` does: spellings of the same text match.
struct ContainsSpellingTests {
  @Test(arguments: [
    ("caf\u{E9}", "e\u{301}", true), ("cafe\u{301}", "\u{E9}", true), ("cafe\u{301}", "e", false),
    ("abc", "", true), ("abc", "bc", true), ("abc", "x", false), ("Stra\u{DF}e", "ss", false),
    ("xe\u{301}\u{323}", "e\u{323}\u{301}", true),
  ])
  func matchesCanonicalSpellings(text: String, part: String, expected: Bool) {
    #expect(ConditionEvaluator<DictionaryContext>.contains(text, part) == expected)
  }
}
