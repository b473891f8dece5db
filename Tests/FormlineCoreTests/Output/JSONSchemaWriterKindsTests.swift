import OrderedCollections
import Testing

@testable import FormlineCore

/// `formline schema` for the kinds JSON Schema forms brought to the native format: unions,
/// keyed maps, optional subforms and offered fields.
struct JSONSchemaWriterKindsTests {
  private func properties(_ yaml: String) throws -> [String: AnswerValue] {
    let schema = JSONSchemaWriter.schema(for: try TestForms.form(yaml))
    let members = try #require(schema.objectValue?["properties"]?.objectValue)
    return Dictionary(uniqueKeysWithValues: members.map { ($0.key.text, $0.value) })
  }

  @Test func aUnionIsOneOfItsVariantsOrNull() throws {
    let written = try properties(
      """
      - {key: size, match: one, variants: [integer, {type: text, pattern: "[0-9]+k"}]}
      """)
    #expect(
      written["size"]
        == .object([
          "title": .string("Size"),
          "oneOf": .array([
            .object(["type": .string("integer")]),
            .object(["type": .string("string"), "pattern": .string("^(?:[0-9]+k)$")]),
            .object(["type": .string("null")]),
          ]),
        ]))
  }

  @Test func aKeyedMapIsAnObjectOfItsValues() throws {
    let written = try properties("- {key: labels, type: array, map: true, template: integer}")
    let labels = try #require(written["labels"]?.objectValue)
    #expect(labels["type"] == .array([.string("object"), .string("null")]))
    #expect(labels["additionalProperties"] == .object(["type": .string("integer")]))
  }

  @Test func anOptionalSubformMayBeNullButRequiresItsFieldsWhenThere() throws {
    let written = try properties(
      """
      - key: tls
        optional: true
        fields:
          - {key: cert, required: true}
      """)
    let tls = try #require(written["tls"]?.objectValue)
    #expect(tls["type"] == .array([.string("object"), .string("null")]))
    #expect(tls["required"] == .array([.string("cert")]))
  }

  @Test func anOfferedFieldIsAnOrdinaryOptionalProperty() throws {
    let written = try properties(
      """
      - {key: name, required: true}
      - {key: zone, offered: true}
      """)
    #expect(
      written["zone"]
        == .object([
          "title": .string("Zone"), "type": .array([.string("string"), .string("null")]),
        ]))
  }
}
