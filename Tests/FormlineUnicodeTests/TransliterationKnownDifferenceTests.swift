import FormlineUnicode
import Foundation
import Testing

/// One character of each kind `Transliteration.latin` spells otherwise than ICU, with both
/// answers: the day ICU's changes, or the module learns the rule, the test says so.
@Suite struct TransliterationKnownDifferenceTests {
  static let cases: [(text: String, ours: String, icu: String)] = [
    // Thai: a preposed vowel and a vowel mark; ICU writes the mark's vowel first.
    ("\u{E40}\u{E34}", "ei", "ie"),
    // Hiragana wa and the voicing mark: ICU spells it as katakana ヷ, "va".
    ("\u{308F}\u{3099}", "wa", "va"),
    // Bengali ka and nukta, which no scalar composes: ICU's rule makes it "qa".
    ("\u{995}\u{9BC}", "ka", "qa"),
    // Assamese ra has no inherent vowel to ICU.
    ("\u{9F0}\u{9BF}", "ri", "rai"),
    // Fatha after the tatweel: ICU leaves both.
    ("\u{640}\u{64E}", "\u{640}a", "\u{640}\u{64E}"),
    // A Latin letter ICU leaves as it is: the mark after it is removed all the same.
    ("\u{1BA}\u{359}", "\u{1BA}\u{359}", "\u{1BA}"),
    // A keycap: ICU removes the variation selector after the digit.
    ("1\u{FE0F}\u{20E3}", "1\u{FE0F}\u{20E3}", "1\u{20E3}"),
  ]

  @Test(arguments: 0..<cases.count)
  func spelledOtherwiseThanICU(index: Int) throws {
    let entry = Self.cases[index]
    let character = try #require(entry.text.first)
    #expect(entry.text.count == 1)
    #expect(
      Transliteration.latin(character).unicodeScalars.elementsEqual(entry.ours.unicodeScalars))
    #expect(
      TransliterationOracle.latin(entry.text).unicodeScalars.elementsEqual(
        entry.icu.unicodeScalars))
  }

  /// The contextual rules followed, each against ICU's answer.
  @Test(arguments: [
    ("\u{915}\u{93F}", "ki"), ("\u{915}\u{94D}", "k"), ("\u{915}\u{93C}", "qa"),
    ("\u{92A}\u{94D}\u{915}\u{93C}", "pqa"), ("\u{628}\u{64E}", "ba"), ("e\u{301}", "e"),
    ("\u{E01}\u{E48}", "k"), ("\u{1100}\u{1161}\u{11A8}", "gag"),
  ])
  func contextualRulesAgreeWithICU(text: String, latin: String) throws {
    let character = try #require(text.first)
    #expect(Transliteration.latin(character) == latin)
    #expect(TransliterationOracle.latin(text.precomposedStringWithCanonicalMapping) == latin)
  }
}
