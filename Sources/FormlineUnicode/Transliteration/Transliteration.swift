/// Other scripts spelled in Latin letters as ICU's `Any-Latin; Latin-ASCII` transform
/// spells them, from a table the repository carries (docs/unicode.md).
public enum Transliteration {
  /// How ICU's `Any-Latin; Latin-ASCII` spells `character`, transformed alone.
  ///
  /// Each scalar's own spelling is ICU's exactly ("北" is "bei", "ж" is "zh", "ß" is "ss");
  /// scalars ICU has no spelling for stay as they are ("😀", "™", a mark alone). A character
  /// of several scalars is composed (NFC) and spelled scalar by scalar, with three of the
  /// transform's contextual rules: an Indic virama or dependent vowel sign replaces the
  /// inherent "a" before it ("क" is "ka", "कि" is "ki", "क्" is "k"), and a mark Latin-ASCII
  /// removes after a Latin letter is removed there. ICU's other contextual rules are not
  /// followed; `TransliterationAgreementTests` counts where that shows.
  ///
  /// - Parameter character: One character, as `String` iterates them.
  /// - Returns: Its spelling: ASCII for the scripts ICU spells, the character's own scalars
  ///   where ICU leaves them.
  public static func latin(_ character: Character) -> String {
    let scalars = character.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first {
      return spelling(of: scalar)
    }
    let composed = String.UnicodeScalarView(scalars).normalized(.nfc)
    guard let head = composed.first else { return "" }
    var latin = spelling(of: head)
    for scalar in composed.dropFirst() {
      let spelling = spelling(of: scalar)
      if spelling.isEmpty, UnicodeData.combiningClass(scalar.value) == 9 {
        // A virama: the consonant before it loses its vowel.
        dropInherentVowel(from: &latin)
      } else if spelling.unicodeScalars.first == dependentVowelMarker {
        dropInherentVowel(from: &latin)
        latin.unicodeScalars.append(contentsOf: spelling.unicodeScalars.dropFirst())
      } else if ScalarRanges.droppedAfterLatin.contains(scalar.value),
        latin.unicodeScalars.last.map(isASCIILetter) == true
      {
        // Removed, as Latin-ASCII removes it.
      } else {
        latin += spelling
      }
    }
    return latin
  }

  /// ICU spells an Indic dependent vowel sign alone as this mark (U+0314) and the vowel: it
  /// stands for the consonant the sign would follow.
  private static let dependentVowelMarker: Unicode.Scalar = "\u{314}"

  private static func spelling(of scalar: Unicode.Scalar) -> String {
    guard !scalar.isASCII else { return String(scalar) }
    return LatinTable.anyLatinASCII.spelling(of: scalar.value) ?? String(scalar)
  }

  private static func dropInherentVowel(from latin: inout String) {
    if latin.unicodeScalars.last == "a" { latin.unicodeScalars.removeLast() }
  }

  private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }
}
