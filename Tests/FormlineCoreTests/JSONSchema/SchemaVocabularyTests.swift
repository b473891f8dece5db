import OrderedCollections
import Testing

@testable import FormlineCore

/// `$vocabulary` in a schema's metaschema (drafts 2019-09 and 2020-12): a vocabulary it
/// requires that formline does not know refuses the schema with its name; an optional one is
/// ignored; leaving out the validation vocabulary leaves its keywords unchecked.
struct SchemaVocabularyTests {
  static let metaschemas: [String: String] = [
    "https://example.org/requires-unknown": #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema",
     "$vocabulary": {"https://json-schema.org/draft/2020-12/vocab/core": true,
                     "https://example.org/vocab/colours": true}}
    """#,
    "https://example.org/optional-unknown": #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema",
     "$vocabulary": {"https://json-schema.org/draft/2020-12/vocab/core": true,
                     "https://json-schema.org/draft/2020-12/vocab/validation": true,
                     "https://example.org/vocab/colours": false}}
    """#,
    "https://example.org/no-validation": #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema",
     "$vocabulary": {"https://json-schema.org/draft/2020-12/vocab/core": true,
                     "https://json-schema.org/draft/2020-12/vocab/applicator": true}}
    """#,
    "https://example.org/asserting-formats": #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema",
     "$vocabulary": {"https://json-schema.org/draft/2020-12/vocab/core": true,
                     "https://json-schema.org/draft/2020-12/vocab/validation": true,
                     "https://json-schema.org/draft/2020-12/vocab/format-assertion": false}}
    """#,
  ]

  private func compile(_ json: String, lazily: Bool = false) throws -> CompiledSchema {
    try CompiledSchema(
      JSONParser.parse(json, file: "s.json").answerValue,
      retrieve: { uri in
        SchemaVocabularyTests.metaschemas[uri].flatMap {
          try? JSONParser.parse($0, file: "m.json").answerValue
        }
      }, lazily: lazily)
  }

  /// The error compiling `json` gives, when it is a refusal of the colours vocabulary.
  private func refusal(of json: String) throws -> SchemaCompileError {
    let error = try #require(throws: SchemaCompileError.self) { try compile(json) }
    #expect(
      error.message
        == "its metaschema 'https://example.org/requires-unknown' requires the vocabulary "
        + "'https://example.org/vocab/colours', which formline does not know")
    return error
  }

  @Test func anUnknownRequiredVocabularyRefusesTheSchema() throws {
    _ = try refusal(of: #"{"$schema": "https://example.org/requires-unknown", "type": "string"}"#)
  }

  @Test func anUnknownOptionalVocabularyIsIgnored() throws {
    let schema = try compile(
      #"{"$schema": "https://example.org/optional-unknown", "type": "string"}"#)
    #expect(schema.isValid(.string("x")))
    #expect(!schema.isValid(.integer(1)))
  }

  /// A metaschema listing the format-assertion vocabulary makes `format` an assertion (as
  /// the suite's optional `format-assertion.json` has it, listed optional or required);
  /// without it, a mismatch is only an annotation.
  @Test func theFormatAssertionVocabularyAssertsFormats() throws {
    let asserting = try compile(
      #"{"$schema": "https://example.org/asserting-formats", "format": "ipv4"}"#)
    #expect(asserting.isValid(.string("127.0.0.1")))
    #expect(!asserting.isValid(.string("not-an-ipv4")))
    #expect(
      asserting.errors(in: .string("not-an-ipv4")).map(\.keywordLocation) == ["/format"])
    let annotating = try compile(#"{"format": "ipv4"}"#)
    #expect(annotating.isValid(.string("not-an-ipv4")))
  }

  /// The suite's optional `format-assertion.json` (its metaschemas in `remotes/`).
  @Test func theSuitesFormatAssertionCasesAgree() throws {
    let verdicts = try OfficialSuite.verdicts(
      draft: "draft2020-12", as: .draft202012, subfolder: "optional/")
    let cases = verdicts.filter { $0.name.contains("format-assertion.json") }
    #expect(cases.count == 4)
    #expect(cases.filter { !$0.agrees }.map(\.name) == [])
  }

  /// A resource embedded with its own `$id` and `$schema` takes its metaschema's
  /// vocabularies, not the root's: here the inner resource's metaschema has no validation
  /// vocabulary, so its `minimum` is not checked while the root's is.
  @Test func anEmbeddedResourceTakesItsOwnMetaschemasVocabularies() throws {
    let schema = try compile(
      #"""
      {"properties": {"inner": {"$ref": "https://example.org/inner"},
                      "outer": {"minimum": 5}},
       "$defs": {"inner": {"$id": "https://example.org/inner",
                           "$schema": "https://example.org/no-validation",
                           "minimum": 5, "properties": {"deep": {"maximum": 1}}}}}
      """#)
    #expect(schema.isValid(.object(["inner": .integer(1)])))
    #expect(schema.isValid(.object(["inner": .object(["deep": .integer(9)])])))
    #expect(!schema.isValid(.object(["outer": .integer(1)])))
  }

  /// An embedded resource whose metaschema requires an unknown vocabulary refuses the
  /// schema, naming the resource's place; compiled lazily, only what reaches it.
  @Test func anEmbeddedResourceRequiringAnUnknownVocabularyIsRefused() throws {
    let text = #"""
      {"properties": {"inner": {"$ref": "https://example.org/inner"}},
       "$defs": {"inner": {"$id": "https://example.org/inner",
                           "$schema": "https://example.org/requires-unknown"}}}
      """#
    #expect(try refusal(of: text).location == "urn:formline:schema#/$defs/inner")
    let lazy = try compile(text, lazily: true)
    #expect(lazy.isValid(.object([:])))
    #expect(!lazy.isValid(.object(["inner": .integer(1)])))
  }
}
