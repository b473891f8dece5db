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
  ]

  private func compile(_ json: String) throws -> CompiledSchema {
    try CompiledSchema(
      JSONParser.parse(json, file: "s.json").answerValue,
      retrieve: { uri in
        SchemaVocabularyTests.metaschemas[uri].flatMap {
          try? JSONParser.parse($0, file: "m.json").answerValue
        }
      })
  }

  @Test func anUnknownRequiredVocabularyRefusesTheSchema() throws {
    do {
      _ = try compile(#"{"$schema": "https://example.org/requires-unknown", "type": "string"}"#)
      Issue.record("compiled")
    } catch let error as SchemaCompileError {
      #expect(
        error.message
          == "its metaschema 'https://example.org/requires-unknown' requires the vocabulary "
          + "'https://example.org/vocab/colours', which formline does not know")
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test func anUnknownOptionalVocabularyIsIgnored() throws {
    let schema = try compile(
      #"{"$schema": "https://example.org/optional-unknown", "type": "string"}"#)
    #expect(schema.isValid(.string("x")))
    #expect(!schema.isValid(.integer(1)))
  }
}
