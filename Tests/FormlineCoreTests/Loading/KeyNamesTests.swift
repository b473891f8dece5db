import Testing

@testable import FormlineCore

/// The decoder's sets of key names know exactly their names, by code points.
struct KeyNamesTests {
  @Test func everyFieldKeyIsKnownAndNothingElse() {
    let names = FieldDecoder.fieldKeys.names
    #expect(names.count > 40)
    for name in names {
      #expect(FieldDecoder.fieldKeys.contains(name), "\(name)")
      #expect(!FieldDecoder.fieldKeys.contains(name + "s") || names.contains(name + "s"))
      #expect(
        !FieldDecoder.fieldKeys.contains(String(name.dropLast()))
          || names.contains(String(name.dropLast())))
    }
    #expect(!FieldDecoder.fieldKeys.contains(""))
    #expect(!FieldDecoder.fieldKeys.contains("Key"))
    #expect(!FieldDecoder.fieldKeys.contains(String(repeating: "k", count: 500)))
  }

  @Test func namesCompareByCodePointsAsTheDecodersLookupsDo() {
    let names: KeyNames = ["kind", "café"]
    #expect(names.contains("café"))
    // The same text in another normalization, and a Kelvin sign for K: other names, as
    // `DocumentNode`'s lookups would not read them either.
    #expect(!names.contains("cafe\u{301}"))
    let kelvin: KeyNames = ["Kind"]
    #expect(!kelvin.contains("\u{212A}ind"))
    #expect(kelvin.contains("Kind"))
  }

  @Test func anUnknownFieldKeyIsStillReportedWithASuggestion() throws {
    let loaded = try TestForms.load("- {key: port, defualt: 8080}")
    let warning = try #require(loaded.warnings.first { $0.message.contains("defualt") })
    #expect(warning.message == "unknown key 'defualt' ignored")
    #expect(warning.notes.contains { $0.contains("default") })
  }
}
