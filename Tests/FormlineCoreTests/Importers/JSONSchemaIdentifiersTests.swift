import FormlineTestSupport
import OrderedCollections
import Testing

@testable import FormlineCore

/// A `$ref` to an `$anchor` or to an `$id` the document declares itself is read from the
/// document, not taken for a remote reference.
struct JSONSchemaIdentifiersTests {
  static let schema = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema",
     "$id": "https://example.com/root.json", "type": "object",
     "properties": {"port": {"$ref": "#port"}, "home": {"$ref": "address.json"},
       "work": {"$ref": "https://example.com/address.json#/properties/city"},
       "mode": {"$ref": "#legacy"}},
     "$defs": {
       "port": {"$anchor": "port", "type": "integer", "minimum": 1},
       "address": {"$id": "https://example.com/address.json", "type": "object",
         "properties": {"city": {"type": "string", "title": "City"}}},
       "mode": {"$id": "#legacy", "enum": ["a", "b"]}}}
    """#

  @Test func anchorsAndEmbeddedIdsAreLocal() throws {
    let loaded = try TestForms.load(Self.schema, file: "s.json")
    #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
    let form = loaded.form
    let port = try #require(form.field(withKey: "port")?.expanded)
    #expect(port.kind == .integer)
    let home = try #require(form.field(withKey: "home")?.expanded)
    #expect(home.subform?.field(withKey: "city")?.kind == .text)
    let work = try #require(form.field(withKey: "work")?.expanded)
    #expect(work.kind == .text)
    // Named by its key; the title of the schema it refers to is its help.
    #expect(work.title == "work")
    #expect(work.help == "City")
    let mode = try #require(form.field(withKey: "mode")?.expanded)
    #expect(mode.choices.options.map(\.value) == [.string("a"), .string("b")])
  }

  @Test func aReferenceToAnotherDocumentIsStillRemote() throws {
    let warnings = try TestForms.warnings(
      #"""
      {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
       "properties": {"base": {"$ref": "https://example.com/other.json"}},
       "$defs": {"a": {"$anchor": "a", "type": "string"}}}
      """#, file: "s.json")
    #expect(warnings.contains { $0.contains("remote '$ref' not fetched") }, "\(warnings)")
  }

  /// CloudFormation's shape, judged without looking for resources.
  ///
  /// A root `$id` (here the draft-04 metaschema's own URI) and thousands of
  /// `#/definitions/…` references, no resource or anchor below the root. The evaluator then skips looking for them, and still reads the references in this
  /// document rather than in the metaschema of that URI.
  @Test func aSchemaEmbeddingNothingIsJudgedWithoutLookingForResources() throws {
    // Read with `--from json-schema`, as CloudFormation's names no `$schema`.
    let form = try FormLoader(dialect: .jsonSchema, surroundings: .testing()).load(
      text: #"""
        {"$id": "http://json-schema.org/draft-04/schema#", "type": "object",
         "properties": {"port": {"$ref": "#/definitions/port"}},
         "definitions": {"port": {"type": "integer", "minimum": 1}}}
        """#, file: "s.json"
    ).form
    #expect(!form.sourceSchemaEmbedsResources)
    let check = try #require(try SchemaInstanceCheck(form: form))
    #expect(check.diagnostics(forResult: .object(["port": .integer(8)])).isEmpty)
    #expect(check.diagnostics(forResult: .object(["port": .integer(0)])).count == 1)
    #expect(try TestForms.form(Self.schema, file: "s.json").sourceSchemaEmbedsResources)
  }
}
