/// English names of ISO regions and languages, for the `countryName` and `languageName`
/// transformers, from tables generated once from Foundation (`EnglishNameTables.swift`).
///
/// The names were asked of `Locale` at run time, which links ICU's data into the binary;
/// the tables answer the same questions the same way (EnglishNameTablesTests).
///
/// ✅ `region("fr")` → `France`; `language("de_AT")` → `German`
/// ❌ `region("zz")` → nil; `language("mis")` → nil (an ISO code without a name)
enum EnglishNames {
  private static let regionNames: [String: String] = Dictionary(
    regionTable.compactMap { entry in entry.name.map { (entry.code, $0) } },
    uniquingKeysWith: { first, _ in first })

  private static let languageNames: [String: String] = Dictionary(
    (languageTable + languageAliasTable).compactMap { entry in entry.name.map { (entry.code, $0) }
    },
    uniquingKeysWith: { first, _ in first })

  /// The English name of an ISO region code in any case (`fr`, `FR`, `001`).
  static func region(_ code: String) -> String? {
    regionNames[code.uppercased()]
  }

  /// The English name of the language of a language code or locale identifier in any case:
  /// its language is what comes before the first `-`, `_`, `@` or `.` (`de_AT` is German).
  static func language(_ code: String) -> String? {
    let language = code.lowercased().unicodeScalars.prefix { !"-_@.".unicodeScalars.contains($0) }
    return languageNames[String(language)]
  }

  /// The first region whose English name is `name`, ignoring case, as a lower-case code.
  static func regionCode(named name: String) -> String? {
    regionTable.first { entry in entry.name.map { CaseInsensitiveMatch.matches($0, name) } ?? false
    }
    .map { $0.code.lowercased() }
  }

  /// The first two-letter language whose English name is `name`, ignoring case.
  static func languageCode(named name: String) -> String? {
    languageTable.first { entry in
      entry.code.utf8.count == 2
        && (entry.name.map { CaseInsensitiveMatch.matches($0, name) } ?? false)
    }?.code
  }
}
