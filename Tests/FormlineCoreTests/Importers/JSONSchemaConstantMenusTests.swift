import FormlineTestSupport
import Testing

@testable import FormlineCore

/// A union whose branches only list values is one menu of them all.
struct JSONSchemaConstantMenusTests {
  @Test func aUnionOfConstantsIsOneMenuOfEveryValue() throws {
    let loaded = try JSONSchemaUnionImportTests.load(
      #"""
      "eco": {"oneOf": [{"const": "npm", "title": "Node"}, {"const": "pip"},
                        {"enum": ["cargo", "pip"]}]}
      """#)
    let eco = try #require(loaded.form.fields.first)
    #expect(eco.kind == .text)
    #expect(eco.choices.mode == .single)
    #expect(eco.presentation == .menu)
    #expect(eco.choices.options.map(\.value) == [.string("npm"), .string("pip"), .string("cargo")])
    #expect(eco.choices.options.map(\.title) == ["npm — Node", "pip", "cargo"])
  }

  @Test func aUnionWithAnythingElseStaysAUnion() throws {
    let loaded = try JSONSchemaUnionImportTests.load(
      #""formats": {"anyOf": [{"enum": ["all"]}, {"type": "array", "items": {"enum": ["pdf", "epub"]}}]}"#
    )
    let formats = try #require(loaded.form.fields.first)
    #expect(formats.kind == .union)
    // Its help names the values of the list of choices.
    #expect(formats.kindDescription == "'all' or a list of pdf, epub")
  }
}
