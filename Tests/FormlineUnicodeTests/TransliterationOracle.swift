import FormlineUnicode
import Foundation

/// ICU's `Any-Latin; Latin-ASCII`, which `Transliteration` is held to, as the slugify filter
/// ran it before #31: on one character at a time.
enum TransliterationOracle {
  private static let transform = StringTransform("Any-Latin; Latin-ASCII")

  /// ICU's spelling of `text`, or the text itself when ICU gives none (it gave one for every
  /// scalar when the table was made).
  static func latin(_ text: String) -> String {
    text.applyingTransform(transform, reverse: false) ?? text
  }

  /// Where `Transliteration.latin` and ICU part over `characters`, each composed first (the
  /// filter reads NFKC text), as "U+0915 U+093F: U+006B …, ICU U+…".
  static func differences(in characters: some Sequence<String>) -> [Difference] {
    var differences: [Difference] = []
    for text in characters {
      let composed = text.precomposedStringWithCanonicalMapping
      guard composed.count == 1, let character = composed.first else { continue }
      let ours = Transliteration.latin(character)
      let icu = latin(composed)
      guard !ours.unicodeScalars.elementsEqual(icu.unicodeScalars) else { continue }
      differences.append(Difference(text: composed, ours: ours, icu: icu))
    }
    return differences
  }

  struct Difference: CustomStringConvertible {
    var text: String
    var ours: String
    var icu: String

    /// Whether a slug would see the difference: the ASCII letters and digits differ.
    var showsInSlug: Bool { Self.slugLetters(ours) != Self.slugLetters(icu) }

    var description: String {
      "\(scalarNames(text)): \(scalarNames(ours)), ICU \(scalarNames(icu))"
    }

    private static func slugLetters(_ text: String) -> String {
      String(text.unicodeScalars.filter { $0.isASCII && $0.properties.isAlphabetic })
        + String(text.unicodeScalars.filter { ("0"..."9").contains($0) })
    }
  }
}
