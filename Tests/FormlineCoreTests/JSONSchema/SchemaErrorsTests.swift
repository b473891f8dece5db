import Testing

@testable import FormlineCore

/// What the evaluator reports: every error with its instance location, keyword location
/// (`$ref`s included) and message.
struct SchemaErrorsTests {
  private func compile(_ json: String) throws -> CompiledSchema {
    try CompiledSchema(JSONParser.parse(json, file: "s.json").answerValue)
  }

  private func value(_ json: String) throws -> AnswerValue {
    try JSONParser.parse(json, file: "i.json").answerValue
  }

  @Test func everyErrorHasItsPlaces() throws {
    let schema = try compile(
      ##"{"properties": {"tags": {"items": {"$ref": "#/$defs/tag"}}, "n": {"maximum": 3}},"##
        + #" "required": ["name"], "$defs": {"tag": {"type": "string", "maxLength": 2}}}"#)
    let errors = try schema.errors(in: value(#"{"tags": ["ok", 5, "long"], "n": 4}"#))
    #expect(
      errors.map { "\($0.instanceLocation) \($0.keywordLocation) \($0.message)" } == [
        " /required 'name' is required",
        "/tags/1 /properties/tags/items/$ref/type expected string, got integer",
        "/tags/2 /properties/tags/items/$ref/maxLength is longer than 2 characters",
        "/n /properties/n/maximum 4 is greater than the maximum 3",
      ])
  }

  @Test func anyInstanceTypeIsJudged() throws {
    let schema = try compile(#"{"type": "array", "items": {"type": "number"}, "maxItems": 2}"#)
    #expect(schema.isValid(try value("[1, 2.5]")))
    #expect(!schema.isValid(try value("[1, 2, 3]")))
    #expect(!schema.isValid(try value(#""text""#)))
  }

  @Test(arguments: [
    ("{\"maxLength\": 1}", "\"👍🏽\"", false), ("{\"maxLength\": 2}", "\"👍🏽\"", true),
    ("{\"multipleOf\": 0.01}", "19.99", true), ("{\"multipleOf\": 0.01}", "19.999", false),
    ("{\"const\": 1}", "1.0", true), ("{\"enum\": [1]}", "true", false),
    ("{\"uniqueItems\": true}", "[{\"a\": 1, \"b\": 2}, {\"b\": 2, \"a\": 1.0}]", false),
    ("{\"maximum\": 123456789012345678901234567890}", "123456789012345678901234567891", false),
    ("{\"pattern\": \"a{\"}", "\"xa{y\"", true), ("{\"pattern\": \"^\\\\d$\"}", "\"٣\"", false),
  ])
  func keywordsMeanWhatTheSpecificationSays(schema: String, instance: String, valid: Bool) throws {
    #expect(try compile(schema).isValid(value(instance)) == valid)
  }

  @Test func anUnresolvableReferenceIsACompileError() throws {
    #expect(throws: SchemaCompileError.self) { try compile(##"{"$ref": "#/$defs/missing"}"##) }
  }
}
