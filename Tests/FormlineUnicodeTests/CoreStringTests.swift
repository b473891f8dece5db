import FormlineUnicode
import Foundation
import Testing

/// The strings the core folds and normalizes today: the texts of Slugifier's fixtures
/// (FormlineCoreTests/Fixtures/slugify) and the values of the condition tests' `[c]`, `[d]`
/// and `[cd]` comparisons, against Foundation.
@Suite struct CoreStringTests {
  static let conditionValues = [
    "Crème Brûlée", "Creme Brulee", "creme brulee", "CREME BRULEE", "Brul", "free", "Free",
    "FREE", "Hide me", "hide", "ME", "naïve café", "Ünïcödé", "ÅNGSTRÖM", "İstanbul",
    "Straße", "STRASSE", "ǅemal", "Ωmega", "Ελληνικά", "ﬁancé ①", "Ⅻ", "北京", "Ǆ",
    "résumé", "Zoë", "Łódź", "Søren", "Ærø", "Œuvre", "ﬀ ﬃ", "ＡＢＣ", "１２３",
  ]

  /// The first column of the slugify fixtures: JSON strings.
  static func slugifyTexts() throws -> [String] {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../FormlineCoreTests/Fixtures/slugify")
    var texts: [String] = []
    for name in ["expected.tsv", "differences.tsv"] {
      let contents = try String(
        contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      for line in contents.split(separator: "\n") where line.hasPrefix("\"") {
        guard let column = line.split(separator: "\t").first else { continue }
        texts.append(try JSONDecoder().decode(String.self, from: Data(column.utf8)))
      }
    }
    return texts
  }

  @Test func slugifyTextsAgreeWithFoundation() throws {
    let texts = try Self.slugifyTexts()
    #expect(texts.count > 200)
    for text in texts + Self.conditionValues {
      let nfkc = text.normalized(.nfkc)
      #expect(nfkc == Oracle.normalized(text, .nfkc), "\(scalarNames(text))")
      // Slugifier folds each NFKC character on its own when ICU cannot spell it.
      for character in nfkc {
        let alone = String(character)
        #expect(alone.folded(.diacriticInsensitive) == Oracle.folded(alone, .diacriticInsensitive))
      }
    }
  }

  @Test func conditionValuesAgreeWithFoundation() throws {
    for text in Self.conditionValues + (try Self.slugifyTexts()) {
      for options in Oracle.foldings {
        #expect(
          text.folded(options).unicodeScalars.elementsEqual(
            Oracle.folded(text, options).unicodeScalars),
          "\(optionsName(options)) \(scalarNames(text))")
      }
    }
  }

  @Test func examples() {
    #expect("Crème Brûlée".folded(.diacriticInsensitive) == "Creme Brulee")
    #expect("Crème Brûlée".folded([.caseInsensitive, .diacriticInsensitive]) == "creme brulee")
    #expect("Straße".folded(.caseInsensitive) == "strasse")
    #expect("ﬁ①Ａ".normalized(.nfkc) == "fi1A")
    #expect("e\u{301}".normalized(.nfc) == "é")
    #expect("한".normalized(.nfd).unicodeScalars.map(\.value) == [0x1112, 0x1161, 0x11AB])
  }
}
