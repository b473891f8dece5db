import Testing

@testable import FormlineCore

/// `valueTransformer` both ways, as FXForms' reversible transformers work.
struct SeedTransformerTests {
  static let languages = "- {key: language, valueTransformer: {de: German, fr: French}}"

  @Test func typingTheShownTitleStoresTheKey() throws {
    var piped = try FillScript(Self.languages)
    piped.fill(["german"])
    #expect(piped.json == #"{"language":"de"}"#)
    var asItself = try FillScript(Self.languages)
    asItself.fill(["fr"])
    #expect(asItself.json == #"{"language":"fr"}"#)
    // An answers file or --set goes the same way.
    var presets = PresetAnswers()
    presets.set(.string("French"), at: FieldPath.root.appending("language"), origin: .user)
    var preset = try FillScript(Self.languages, presets: presets)
    preset.fill([])
    #expect(preset.json == #"{"language":"fr"}"#)
  }

  /// FXForms' README example: `ISO3166CountryValueTransformer` on a country field.
  @Test func fxFormsTransformerClassesAreTheBuiltIns() throws {
    let field = try TestForms.field(
      "{key: country, valueTransformer: ISO3166CountryValueTransformer}")
    #expect(field.valueTransformer == .named("countryName"))
    var driver = try FillScript(
      """
      - {key: country, valueTransformer: ISO3166CountryValueTransformer}
      - {key: language, valueTransformer: languageName}
      """)
    driver.fill(["France", "german"])
    #expect(driver.json == #"{"country":"fr","language":"de"}"#)
  }

  @Test func aCollectionTransformerAppliesToItsItems() throws {
    var driver = try FillScript(
      "- {key: languages, template: text, valueTransformer: {de: German, fr: French}}")
    driver.fill(["German", "fr", ""])
    #expect(driver.json == #"{"languages":["de","fr"]}"#)
    let review = driver.session.reviewItems().map(\.text)
    #expect(review == ["2 items", "German", "French"])
    #expect(
      try TestForms.warnings(
        "- {key: people, template: [name], valueTransformer: uppercase}")
        == [
          "form.yaml:1:53: warning: people: a valueTransformer on a collection of subforms "
            + "has nothing to show; ignored"
        ])
  }
}
