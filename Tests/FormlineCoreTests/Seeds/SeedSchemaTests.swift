import Testing

@testable import FormlineCore

/// `formline schema` for the seed shapes accepts the results the fill writes.
struct SeedSchemaTests {
  /// FXForms stores "both the values and their indexes" for an NSDictionary.
  @Test func aDictionaryMultiSelectsSchemaAcceptsItsValueIndexObjects() throws {
    let yaml = "- {key: languages, class: NSDictionary, options: [English, French, German]}"
    var driver = try FillScript(yaml)
    driver.fill(["1,3"])
    #expect(
      driver.json
        == #"{"languages":[{"value":"English","index":0},{"value":"German","index":2}]}"#)
    let schema = try CompiledSchema(JSONSchemaWriter.schema(for: TestForms.form(yaml)))
    #expect(schema.errors(in: driver.session.result()).isEmpty)
    let wrong = try JSONParser.parse(
      #"{"languages": [{"value": "English", "index": 1}]}"#, file: "a.json"
    ).answerValue
    #expect(!schema.isValid(wrong), "an index that is not the value's is refused")
  }
}
