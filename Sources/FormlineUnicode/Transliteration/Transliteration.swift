/// Other scripts spelled in Latin letters as ICU's `Any-Latin; Latin-ASCII` transform
/// spells them, from a table the repository carries (docs/unicode.md).
public enum Transliteration {
  /// How ICU's `Any-Latin; Latin-ASCII` spells `character`, transformed alone.
  ///
  /// Each scalar's own spelling is ICU's exactly ("北" is "bei", "ж" is "z", "ß" is "ss");
  /// scalars ICU has no spelling for stay as they are ("😀", "™", a mark alone). A character
  /// of several scalars is composed (NFC) and spelled scalar by scalar, with the transform's
  /// contextual rules that its answers for pairs show: an Indic virama or dependent vowel
  /// sign replaces the inherent "a" before it ("क" is "ka", "कि" is "ki", "क्" is "k"); a
  /// consonant and a nukta are the scalar they decompose from ("क़" is "qa"); a mark after a
  /// letter of its script may have a spelling of its own there ("بَ" is "ba", where "َ" alone
  /// stays); and a mark Latin-ASCII removes after a Latin letter is removed there. Other
  /// contextual rules are not followed; `TransliterationClusterTests` counts where that shows.
  ///
  /// - Parameter character: One character, as `String` iterates them.
  /// - Returns: Its spelling: ASCII for the scripts ICU spells, the character's own scalars
  ///   where ICU leaves them.
  public static func latin(_ character: Character) -> String {
    let scalars = character.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first {
      return spelling(of: scalar)
    }
    let composed = composingNuktas(String.UnicodeScalarView(scalars).normalized(.nfc))
    guard let head = composed.first else { return "" }
    var latin = spelling(of: head)
    for scalar in composed.dropFirst() {
      let spelling = spelling(of: scalar)
      if spelling.isEmpty, UnicodeData.combiningClass(scalar.value) == 9 {
        // A virama: the consonant before it loses its vowel.
        dropInherentVowel(from: &latin)
      } else if scalar != dependentVowelMarker,
        spelling.unicodeScalars.first == dependentVowelMarker
      {
        appendVowelSign(
          spelling.unicodeScalars.dropFirst(), to: &latin,
          afterItsScript: head.value >> 7 == scalar.value >> 7)
      } else if head.value >> 7 == scalar.value >> 7,
        let after = ScalarMapping.spelledAfterLetters.mapping(for: scalar.value)
      {
        // A mark after a letter of its script (Arabic harakat).
        let vowel = after.compactMap(Unicode.Scalar.init)
        if vowel.first == dependentVowelMarker {
          appendVowelSign(vowel.dropFirst(), to: &latin, afterItsScript: true)
        } else {
          latin.unicodeScalars.append(contentsOf: vowel)
        }
      } else {
        appendRemovingMarks(spelling.unicodeScalars, to: &latin)
      }
    }
    return latin
  }

  /// ICU spells an Indic dependent vowel sign alone as this mark (U+0314) and the vowel: it
  /// stands for the consonant the sign would follow.
  private static let dependentVowelMarker: Unicode.Scalar = "\u{314}"

  /// The scalars with each consonant and nukta NFC leaves apart made the scalar they
  /// decompose from ("क़" is U+0915 U+093C, spelled "qa" as U+0958 is).
  private static func composingNuktas(
    _ scalars: String.UnicodeScalarView
  ) -> [Unicode.Scalar] {
    var composed: [Unicode.Scalar] = []
    for scalar in scalars {
      if let last = composed.last,
        let value = PairComposition.spelledAsComposed.composite(of: last.value, scalar.value),
        let composite = Unicode.Scalar(value)
      {
        composed[composed.count - 1] = composite
      } else {
        composed.append(scalar)
      }
    }
    return composed
  }

  private static func spelling(of scalar: Unicode.Scalar) -> String {
    guard !scalar.isASCII else { return String(scalar) }
    return LatinTable.anyLatinASCII.spelling(of: scalar.value) ?? String(scalar)
  }

  /// Drops the "a" a consonant is spelled with ("ka"), not a vowel's ("a", "aa").
  private static func dropInherentVowel(from latin: inout String) {
    let scalars = latin.unicodeScalars
    guard scalars.last == "a", let consonant = scalars.dropLast().last,
      isASCIILetter(consonant), !"aeiouAEIOU".unicodeScalars.contains(consonant)
    else { return }
    latin.unicodeScalars.removeLast()
  }

  /// A dependent vowel sign's vowel in place of the consonant's "a" of its script; after a
  /// letter of another script the "a" stays, and so does the marker unless the letter is
  /// spelled in Latin.
  private static func appendVowelSign(
    _ vowel: some Sequence<Unicode.Scalar>, to latin: inout String, afterItsScript: Bool
  ) {
    if afterItsScript {
      dropInherentVowel(from: &latin)
    } else if latin.unicodeScalars.last.map(isASCIILetter) != true {
      latin.unicodeScalars.append(dependentVowelMarker)
    }
    latin.unicodeScalars.append(contentsOf: vowel)
  }

  /// Appends `spelling`, less the marks at its start that Latin-ASCII removes after a
  /// Latin letter when `latin` ends in one.
  private static func appendRemovingMarks(
    _ spelling: String.UnicodeScalarView, to latin: inout String
  ) {
    guard let last = latin.unicodeScalars.last, isASCIILetter(last) else {
      latin.unicodeScalars.append(contentsOf: spelling)
      return
    }
    latin.unicodeScalars.append(
      contentsOf: spelling.drop { ScalarRanges.droppedAfterLatin.contains($0.value) })
  }

  private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }
}
