import FormlineTestSupport
import OrderedCollections
import Testing

@testable import FormlineCore

/// Messages name a place inside a keyed map as the file writes it: by the item's name, not
/// by the list of names and values the answers keep.
struct KeyedMapShownPathTests {
  static let schema = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "properties": {
       "jobs": {"type": "object", "additionalProperties": {"type": "object",
         "properties": {"runs-on": {"type": "string"},
           "env": {"type": "object", "additionalProperties": {"type": "string"}},
           "steps": {"type": "array", "items": {"type": "object",
             "properties": {"run": {"type": "string"}}}}}}},
       "tags": {"type": "array", "items": {"type": "string"}}}}
    """#

  static let answers = Answers([
    "jobs": .array([
      .object(["key": .string("build"), "value": .object(["runs-on": .string("x")])]),
      .object(["value": .object([:])]),
      .object([
        "key": .string("test"),
        "value": .object([
          "env": .array([.object(["key": .string("CI"), "value": .string("1")])])
        ]),
      ]),
    ])
  ])

  @Test(arguments: [
    ("jobs[0].value.runs-on", "jobs.build.runs-on"),
    ("jobs[0].value", "jobs.build"),
    ("jobs[0].key", "jobs.build"),
    ("jobs[0]", "jobs.build"),
    // An item with no name yet is named by its place.
    ("jobs[1].value.runs-on", "jobs[1].runs-on"),
    // A map inside a map's value, and a list's items, which keep their indexes.
    ("jobs[2].value.env[0].value", "jobs.test.env.CI"),
    ("jobs[0].value.steps[1].run", "jobs.build.steps[1].run"),
    ("tags[3]", "tags[3]"),
    ("jobs", "jobs"),
  ])
  func aMapItemIsNamedByItsName(kept: String, shown: String) throws {
    let form = try TestForms.form(Self.schema, file: "schema.json")
    let path = try #require(FieldPath(parsing: kept))
    #expect(KeyedMap.shownPath(path, in: form, answers: Self.answers).description == shown)
  }

  @Test func aLoadMessageNamesAMapValueAsAnyName() throws {
    let warnings = try TestForms.warnings(
      #"""
      {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
       "properties": {"jobs": {"type": "object", "additionalProperties": {"type": "object",
         "properties": {"value": {"type": "object", "additionalProperties": {
           "type": "integer", "unevaluatedItems": false}}}}}}}
      """#, file: "s.json")
    // The map's value is `*`; a property really named `value` keeps its name.
    #expect(warnings.contains { $0.contains("jobs.*.value.*: JSON Schema keyword") }, "\(warnings)")
  }
}
