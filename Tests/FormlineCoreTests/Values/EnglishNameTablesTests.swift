import Foundation
import Testing

@testable import FormlineCore

/// The generated name tables held to `Locale`, which gave the names before #31: a newer
/// ICU with other names or codes fails here until Scripts/generate-english-names.swift runs.
struct EnglishNameTablesTests {
  static let english = Locale(identifier: "en")

  @Test func regionsAreFoundationsInItsOrder() {
    let live = Locale.Region.isoRegions.map { region in
      [region.identifier, Self.english.localizedString(forRegionCode: region.identifier) ?? "-"]
    }
    #expect(EnglishNames.regionTable.map { [$0.code, $0.name ?? "-"] } == live)
  }

  @Test func languagesAreFoundationsInItsOrder() {
    let live = Locale.LanguageCode.isoLanguageCodes.map { code in
      [code.identifier, Self.english.localizedString(forLanguageCode: code.identifier) ?? "-"]
    }
    #expect(EnglishNames.languageTable.map { [$0.code, $0.name ?? "-"] } == live)
  }

  /// `countryName` before #31.
  static func regionBefore(_ text: String) -> String? {
    let region = Locale.Region(text.uppercased())
    guard Locale.Region.isoRegions.contains(region) else { return nil }
    return english.localizedString(forRegionCode: region.identifier)
  }

  /// `languageName` before #31.
  static func languageBefore(_ text: String) -> String? {
    let language = Locale.LanguageCode(text.lowercased())
    guard language.isISOLanguage else { return nil }
    return english.localizedString(forLanguageCode: language.identifier)
  }

  /// Odd codes: other cases, locale identifiers, separators, spaces, scripts, lengths.
  static let oddCodes = [
    "", " ", "e", "de ", " de", "de@x", "de.utf8", "de de", "de-", "-de", "_de", "x-de", "de_AT",
    "deu_x", "german", "de1", "d-e", "root", "und", "zh-hant", "sr_Latn", "i-klingon",
    "en-US-POSIX", "de--x", "de__x", "dé", "ＤＥ", "de\u{301}", "abcdefghi", "qaa", "mis",
    "zxx", "ja_JP@calendar=japanese", "de_", "de@", "@de", ".de", "de;x", "iw", "in", "ger",
    "fr", "FR", "Fr", "fr ", "001", "uk", "UK", "gb", "EU", "eu", "XK", "ZZ", "zz", "QO",
    "ß", "ǆ", "ı", "i̇", "419", "１", "US-x", "U S", "no", "NO",
  ]

  /// Every code of two or three letters, every three-digit code, the tables' codes in other
  /// cases and as locale identifiers, and the odd ones above.
  @Test func showsWhatLocaleShowed() {
    let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
    let pairs = letters.flatMap { first in letters.map { first + $0 } }
    let short = pairs + pairs.flatMap { pair in letters.map { pair + $0 } }
    let digits = (0..<1000).map { String(1000 + $0).dropFirst() }.map(String.init)
    let codes =
      Self.oddCodes + short + digits + pairs.map { $0.uppercased() }
      + EnglishNames.regionTable.flatMap { [$0.code, $0.code.lowercased()] }
      + EnglishNames.languageTable.flatMap { [$0.code, $0.code.uppercased(), $0.code + "_ZZ"] }
    #expect(codes.count == 19_928 + Self.oddCodes.count + 2 * 292 + 3 * 615)
    for code in codes {
      #expect(EnglishNames.region(code) == Self.regionBefore(code), "\(code.debugDescription)")
      #expect(EnglishNames.language(code) == Self.languageBefore(code), "\(code.debugDescription)")
    }
  }

  /// Typing a name stores the code the search over `Locale` found before #31.
  @Test func readsNamesAsBefore() {
    let names =
      EnglishNames.regionTable.compactMap(\.name) + EnglishNames.languageTable.compactMap(\.name)
    let typed = names.flatMap { [$0, $0.uppercased(), $0.lowercased()] } + Self.oddCodes
    for text in typed {
      let region = Locale.Region.isoRegions.first { region in
        Self.english.localizedString(forRegionCode: region.identifier)?
          .caseInsensitiveCompare(text) == .orderedSame
      }
      #expect(EnglishNames.regionCode(named: text) == region.map { $0.identifier.lowercased() })
      let language = Locale.LanguageCode.isoLanguageCodes.first { code in
        code.identifier.count == 2
          && Self.english.localizedString(forLanguageCode: code.identifier)?
            .caseInsensitiveCompare(text) == .orderedSame
      }
      #expect(EnglishNames.languageCode(named: text) == language?.identifier)
    }
  }
}
