import FormlineUnicode
import Foundation
import Testing

/// Each scalar (ScalarChunks) as a character of its own, against ICU: the table holds every
/// scalar's answer, so there is no difference at all.
@Suite struct EveryScalarTransliterationTests {
  @Test(arguments: ScalarChunks.all)
  func everyScalarIsSpelledAsICUSpellsIt(chunk: ClosedRange<UInt32>) {
    var differences: [String] = []
    for scalar in ScalarChunks.scalars(in: chunk) {
      let ours = Transliteration.latin(Character(scalar))
      let icu = TransliterationOracle.latin(String(scalar))
      guard !ours.unicodeScalars.elementsEqual(icu.unicodeScalars) else { continue }
      differences.append(
        "\(scalarNames(String(scalar))): \(scalarNames(ours)), ICU \(scalarNames(icu))")
    }
    #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(20))")
  }

  @Test func spellingsOfSomeScripts() {
    let samples: [(String, String)] = [
      ("北", "bei"), ("ж", "z"), ("ß", "ss"), ("é", "e"), ("Ω", "O"), ("가", "ga"),
      ("が", "ga"), ("ア", "a"), ("ש", "s"), ("م", "m"), ("क", "ka"), ("ภ", "ph"), ("ı", "i"),
      ("\u{201C}", "\""), ("😀", "😀"), ("™", "™"), ("a", "a"),
    ]
    for (text, latin) in samples {
      #expect(Transliteration.latin(Character(text)) == latin, "\(text)")
    }
  }
}
