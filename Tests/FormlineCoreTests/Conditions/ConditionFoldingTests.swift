import FormlineTestSupport
import FormlineUnicode
import Foundation
import Testing

@testable import FormlineCore

/// The core's folding and normalization, now FormlineUnicode's, against Foundation's (ICU),
/// which the core called before: `[c]`, `[d]` and `[cd]` conditions fold both sides as
/// `folding(options:locale: nil)` did, and `slugify` reads its text in NFKC as
/// `precomposedStringWithCompatibilityMapping` gave it.
struct ConditionFoldingTests {
  /// Letters with and without marks in the scripts Foundation folds diacritics in (Latin,
  /// Greek, Cyrillic), case pairs that fold to several letters, marks on other scripts,
  /// compatibility forms, Hangul, emoji and text with combining sequences.
  static let samples = [
    "", "abc", "ABC", "Ünïcödé", "naïve café", "e\u{301}", "E\u{301}\u{327}", "ß", "STRASSE",
    "İstanbul", "ı", "ǅungla", "ﬁ", "Ǆ", "Ω", "Ὀδυσσεύς", "ΆΈΉ", "Ёлка", "й", "Й", "ў",
    "ñ", "Å", "Ångström", "ø", "Ł", "đ", "ħ", "ऄक़", "한국어", "\u{1100}\u{1161}", "①②",
    "™", "ｆｕｌｌ", "½", "👍🏽", "🇫🇷", "a\u{300}\u{301}\u{302}", "ǰ", "ΐ", "ﬃ", "ẞ",
    "Ⅻ", "㍿", "\u{0345}", "ᾳ", "ᾼ", "Ǖ", "ṩ", "ḝ", "ơ", "ư", "ǚ", "ℌ", "𝔄", "ＡＢＣ",
  ]

  static func texts() -> [String] {
    // Random strings over the samples' scalars, so that marks meet other bases.
    let pool = Array(Set(samples.flatMap(\.unicodeScalars)))
      .sorted { $0.value < $1.value }
    var generator = SplitMix(seed: 31)
    var texts = samples
    for _ in 0..<2_000 {
      let count = Int(generator.next() % 8)
      var view = String.UnicodeScalarView()
      for _ in 0..<count { view.append(pool[Int(generator.next() % UInt64(pool.count))]) }
      texts.append(String(view))
    }
    return texts
  }

  @Test func conditionsFoldAsFoundationDid() {
    let both: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
    let modifiers: [(ConditionExpression.Modifiers, String.CompareOptions)] = [
      (.init(caseInsensitive: true), [.caseInsensitive]),
      (.init(diacriticInsensitive: true), [.diacriticInsensitive]),
      (.init(caseInsensitive: true, diacriticInsensitive: true), both),
    ]
    for text in Self.texts() {
      for (modifier, options) in modifiers {
        #expect(
          modifier.fold(text) == text.folding(options: options, locale: nil),
          "\(text.unicodeScalars.map(\.value)) \(options)")
      }
    }
  }

  @Test func slugifyReadsTextInNFKCAsFoundationGaveIt() throws {
    var texts = Self.texts()
    for row in try FixtureTable.rows("slugify/expected.tsv", columns: 3) {
      if let text = try JSONSerialization.jsonObject(
        with: Data(row[0].utf8), options: .fragmentsAllowed) as? String
      {
        texts.append(text)
      }
    }
    for text in texts {
      #expect(
        text.normalized(.nfkc) == text.precomposedStringWithCompatibilityMapping,
        "\(text.unicodeScalars.map(\.value))")
    }
  }
}
