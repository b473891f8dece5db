import FormlineTestSupport
import Testing

@testable import FormlineCore

/// Every `anyOf`/`oneOf` of a schema is read: the first whose branches describe values is
/// asked as a union, and each other one is checked on the whole value before the result
/// is written, with the field path in its error.
struct JSONSchemaCompositionsTests {
  static let schema = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "properties": {
       "port": {"oneOf": [{"type": "integer"}, {"type": "string"}],
                "anyOf": [{"type": "integer", "minimum": 1024}, {"type": "string", "pattern": "^[a-z]+$"}]},
       "auth": {"type": "object",
                "properties": {"user": {"type": "string"}, "token": {"type": "string"}},
                "anyOf": [{"required": ["user"]}, {"required": ["token"]}]},
       "size": {"allOf": [
         {"anyOf": [{"type": "integer"}, {"type": "string"}]},
         {"anyOf": [{"type": "integer", "maximum": 10}, {"type": "string", "maxLength": 3}]}]}}}
    """#

  /// The errors answering `answers` without asking gives, or none when it is written.
  static func problems(_ answers: String, schema: String = schema) throws -> [String] {
    let form = try TestForms.form(schema, file: "s.json")
    var presets = PresetAnswers()
    presets.mergeAnswersDocument(answers, file: "a.json", form: form)
    var driver = FillDriver(
      session: FillSession(
        form: form, presets: presets,
        options: FillOptions(interactive: false, surroundings: .testing())),
      answers: nil)
    switch driver.run() {
    case .invalid(let problems): return problems.map(\.description)
    default: return []
    }
  }

  @Test func theFirstCompositionIsAskedAndTheOthersAreChecks() throws {
    let form = try TestForms.form(Self.schema, file: "s.json")
    let port = try #require(form.field(withKey: "port"))
    #expect(port.kind == .union)
    #expect(port.union.match == .one)
    #expect(port.validators.filter { $0.rule.isSchema }.count == 1)
    let size = try #require(form.field(withKey: "size"))
    #expect(size.kind == .union)
    #expect(size.validators.filter { $0.rule.isSchema }.count == 1)
    #expect(form.field(withKey: "auth")?.subform?.checks.count == 1)
    #expect(form.checks.isEmpty)
  }

  @Test func aSecondCompositionBesideTheAskedOneIsChecked() throws {
    #expect(try Self.problems(#"{"port": 8080}"#) == [])
    #expect(
      try Self.problems(#"{"port": 80}"#)
        == ["a.json:1:10: error: port: matches none of the schemas 'anyOf' allows"])
    #expect(
      try Self.problems(#"{"port": "Web"}"#)
        == ["a.json:1:10: error: port: matches none of the schemas 'anyOf' allows"])
  }

  @Test func theCompositionOfEachAllOfPartIsChecked() throws {
    #expect(try Self.problems(#"{"size": 10}"#) == [])
    #expect(try Self.problems(#"{"size": "abc"}"#) == [])
    #expect(
      try Self.problems(#"{"size": 11}"#)
        == ["a.json:1:10: error: size: matches none of the schemas 'anyOf' allows"])
  }

  @Test func branchesThatOnlyAddChecksAreChecked() throws {
    #expect(try Self.problems(#"{"port": 8080, "auth": {"token": "t"}}"#) == [])
    #expect(
      try Self.problems(#"{"port": 8080, "auth": {}}"#)
        == ["a.json:1:24: error: auth: matches none of the schemas 'anyOf' allows"])
    // On the form itself: exactly one of port and size.
    let exclusive = #"""
      {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
       "properties": {"port": {"type": "integer"}, "size": {"type": "integer"}},
       "oneOf": [{"required": ["port"]}, {"required": ["size"]}]}
      """#
    #expect(try Self.problems(#"{"size": 1}"#, schema: exclusive) == [])
    #expect(
      try Self.problems(#"{"port": 1, "size": 1}"#, schema: exclusive)
        == ["error: matches 2 of the schemas 'oneOf' allows, not exactly one"])
  }
}
