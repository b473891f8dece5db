import FormlineUnicode
import Foundation
import Testing

/// Characters of several scalars (TransliterationClusters), composed, against ICU.
///
/// ICU's transform reads a character's scalars in context; `Transliteration.latin` spells
/// each scalar alone and follows three of its contextual rules. How many characters of each
/// kind were compared, how many are spelled otherwise, and how many of those a slug would
/// show (its ASCII letters or digits differ), are pinned, so that docs/unicode.md's numbers
/// stay true and a change in either direction is seen.
@Suite struct TransliterationClusterTests {
  struct Count: Equatable, CustomStringConvertible {
    var compared: Int
    var differ: Int
    var inSlugs: Int
    var description: String { "\(compared) compared, \(differ) differ, \(inSlugs) in slugs" }
  }

  static let expected: [String: Count] = [
    "Hangul syllables": Count(compared: 11_172, differ: 0, inSlugs: 0),
    "conjoining jamo": Count(compared: 11_672, differ: 0, inSlugs: 0),
    // わ゙ is "va" to ICU, the four spelled "wa" here.
    "kana with voicing marks": Count(compared: 366, differ: 4, inSlugs: 4),
    // Marks ICU removes after Latin letters it leaves as they are (ƺ); U+0314 after a Greek
    // letter, which ICU spells "h" (rough breathing).
    "Latin, Greek and Cyrillic letters with marks": Count(compared: 3_000, differ: 174, inSlugs: 4),
    // Signs after a letter of their script that no pair shows (Bengali nukta, Assamese ra).
    "Indic letters with signs": Count(compared: 13_287, differ: 205, inSlugs: 45),
    "Indic conjuncts": Count(compared: 475, differ: 16, inSlugs: 2),
    // A preposed vowel and a mark: ICU writes the mark's vowel first.
    "Thai and Lao letters with marks": Count(compared: 3_729, differ: 76, inSlugs: 31),
    // Harakat after the tatweel, which ICU leaves alone; marks ICU writes as Latin marks.
    "Arabic letters with marks": Count(compared: 1_919, differ: 180, inSlugs: 6),
    "Hebrew letters with points": Count(compared: 1_377, differ: 0, inSlugs: 0),
    // A keycap's U+FE0F, which ICU removes after a digit.
    "emoji sequences": Count(compared: 30, differ: 3, inSlugs: 0),
    "random characters": Count(compared: 4_866, differ: 40, inSlugs: 6),
  ]

  @Test(arguments: TransliterationClusters.kinds.map(\.name))
  func agreesWithICU(kind: String) throws {
    let characters = try #require(TransliterationClusters.kinds.first { $0.name == kind })
      .characters
    let composed = characters.map { $0.precomposedStringWithCanonicalMapping }
      .filter { $0.count == 1 }
    let differences = TransliterationOracle.differences(in: composed)
    let count = Count(
      compared: composed.count, differ: differences.count,
      inSlugs: differences.filter(\.showsInSlug).count)
    #expect(
      count == Self.expected[kind],
      "\(kind): \(count); \(differences.filter(\.showsInSlug).prefix(12))")
  }
}
