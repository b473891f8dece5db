import FormlineUnicode
import Foundation
import Testing

/// A few thousand mixed strings (RandomStrings), every form and folding against Foundation.
@Suite struct RandomStringTests {
  static let strings = RandomStrings.make(count: 4_000, seed: 31)

  /// Differences are allowed only where KnownDifferences explains them; how many of each
  /// kind there are is pinned, so the numbers in docs/unicode.md stay true.
  @Test func normalizationAgreesWithFoundation() {
    var differences: [String] = []
    var known: [String: Int] = [:]
    for text in Self.strings {
      for form in NormalizationForm.allCases {
        let ours = text.normalized(form)
        let foundation = Oracle.normalized(text, form)
        guard !ours.unicodeScalars.elementsEqual(foundation.unicodeScalars) else { continue }
        if let reason = KnownDifferences.reason(text, form, foundation: foundation) {
          known[reason, default: 0] += 1
          continue
        }
        differences.append(
          "\(form) \(scalarNames(text)): \(scalarNames(ours)), Foundation \(scalarNames(foundation))"
        )
      }
    }
    #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(20))")
    #expect(
      known == [
        "CFStringNormalize orders marks before compatibility mappings make more marks": 96,
        "CFStringNormalize does not reorder marks across U+0F73, U+0F75 or U+0F81": 35,
        "CFStringNormalize does not compose an LV syllable with a trailing consonant": 13,
        "CFStringNormalize does not compose jamo that compatibility mappings make": 6,
      ])
  }

  @Test func foldingAgreesWithFoundation() {
    let differences = Oracle.foldingDifferences(in: Self.strings)
    #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(20))")
  }

  /// UAX #15's stability: composing a decomposition, or decomposing a composition, gives the
  /// same as normalizing the text itself.
  @Test func formsAreStable() {
    for text in Self.strings {
      #expect(text.normalized(.nfd).normalized(.nfc) == text.normalized(.nfc))
      #expect(text.normalized(.nfc).normalized(.nfd) == text.normalized(.nfd))
      #expect(text.normalized(.nfkc).normalized(.nfkc) == text.normalized(.nfkc))
      #expect(text.normalized(.nfkd).normalized(.nfkd) == text.normalized(.nfkd))
    }
  }
}
