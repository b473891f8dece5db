import FormlineTestSupport
import OrderedCollections
import Testing

@testable import FormlineCore

/// What a schema checks without asking (`not`, other `if` shapes, `minProperties`, tuples)
/// is checked before the result is written, and values beyond the asked properties are
/// kept or refused as `additionalProperties` says.
struct JSONSchemaChecksImportTests {
  static let schema = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "properties": {
       "user": {"type": "string", "not": {"const": "root"}},
       "limits": {"type": "object", "minProperties": 1,
         "properties": {"cpu": {"type": "number"}}, "additionalProperties": false}},
     "additionalProperties": {"type": "string"}}
    """#

  static func outcome(_ answers: String) throws -> (FillOutcome, PresetAnswers) {
    let form = try TestForms.form(Self.schema, file: "s.json")
    var presets = PresetAnswers()
    presets.mergeAnswersDocument(answers, file: "a.json", form: form)
    var driver = FillDriver(
      session: FillSession(
        form: form, presets: presets,
        options: FillOptions(interactive: false, surroundings: .testing())),
      answers: nil)
    return (driver.run(), presets)
  }

  @Test func theImporterKeepsTheChecksItDoesNotAsk() throws {
    let form = try TestForms.form(Self.schema, file: "s.json")
    #expect(form.extraValues == .kept)
    #expect(form.checks.count == 1)
    let limits = try #require(form.field(withKey: "limits")?.subform)
    #expect(limits.extraValues == .refused)
    #expect(limits.checks.count == 1)
    #expect(form.field(withKey: "user")?.validators.contains { $0.rule.isSchema } == true)
  }

  @Test func extraPropertiesAreKeptAndCheckedOrRefused() throws {
    let (kept, _) = try Self.outcome(#"{"user": "app", "owner": "ops"}"#)
    guard case .finished(let result) = kept else {
      Issue.record("valid answers refused: \(kept)")
      return
    }
    #expect(result == .object(["user": .string("app"), "owner": .string("ops")]))
    let (wrong, _) = try Self.outcome(#"{"user": "app", "owner": 5}"#)
    guard case .invalid(let problems) = wrong else {
      Issue.record("an extra property of the wrong type was accepted")
      return
    }
    #expect(
      problems.map(\.description)
        == ["a.json:1:26: error: owner: must be of type string, not integer"])
    let (_, closed) = try Self.outcome(#"{"user": "app", "limits": {"gpu": 1}}"#)
    #expect(
      closed.diagnostics.map(\.description)
        == [
          "a.json:1:28: error: limits.gpu: not a property of this object (its schema's "
            + "additionalProperties is false)"
        ])
  }

  @Test func extraPropertiesOfListItemsAreKeptOrRefusedToo() throws {
    let form = try TestForms.form(
      #"""
      {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
       "properties": {
         "hosts": {"type": "array", "items": {"type": "object",
           "properties": {"name": {"type": "string"}}}},
         "closed": {"type": "array", "items": {"type": "object",
           "properties": {"name": {"type": "string"}}, "additionalProperties": false}}}}
      """#, file: "s.json")
    func run(_ answers: String) -> FillOutcome {
      var presets = PresetAnswers()
      presets.mergeAnswersDocument(answers, file: "a.json", form: form)
      var driver = FillDriver(
        session: FillSession(
          form: form, presets: presets,
          options: FillOptions(interactive: false, surroundings: .testing())),
        answers: nil)
      return driver.run()
    }
    guard case .finished(let result) = run(#"{"hosts": [{"name": "a", "port": 22}]}"#) else {
      Issue.record("an item's extra property was refused")
      return
    }
    #expect(
      result.objectValue?["hosts"]
        == .array([.object(["name": .string("a"), "port": .integer(22)])]))
    guard case .invalid(let problems) = run(#"{"closed": [{"name": "a", "port": 22}]}"#) else {
      Issue.record("an extra property of a closed item was accepted")
      return
    }
    #expect(
      problems.map(\.description)
        == [
          "a.json:1:35: error: closed[0].port: not a property of this object (its schema's "
            + "additionalProperties is false)"
        ])
  }

  @Test func anObjectThenRequiresIsAddedAsARequiredOneIs() throws {
    let form = try TestForms.form(
      #"""
      {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
       "properties": {"kind": {"enum": ["a", "b"]},
         "db": {"type": "object", "properties": {"host": {"type": "string"}}}},
       "if": {"properties": {"kind": {"const": "b"}}, "required": ["kind"]},
       "then": {"required": ["db"]}}
      """#, file: "s.json")
    #expect(form.field(withKey: "db")?.optional == true)
    func run(_ answers: String) -> FillOutcome {
      var presets = PresetAnswers()
      presets.mergeAnswersDocument(answers, file: "a.json", form: form)
      var driver = FillDriver(
        session: FillSession(
          form: form, presets: presets,
          options: FillOptions(interactive: false, surroundings: .testing())),
        answers: nil)
      return driver.run()
    }
    // No "Add Db?" to decline while the condition holds: the object is in the result.
    guard case .finished(let required) = run(#"{"kind": "b"}"#) else {
      Issue.record("an object 'then' requires was not added")
      return
    }
    #expect(required == .object(["kind": .string("b"), "db": .object([:])]))
    guard case .finished(let optional) = run(#"{"kind": "a"}"#) else {
      Issue.record("the optional object was demanded")
      return
    }
    #expect(optional == .object(["kind": .string("a")]))
  }

  @Test func objectChecksNameTheAnswerOrTheObject() throws {
    let (root, _) = try Self.outcome(#"{"user": "root"}"#)
    guard case .invalid(let rootProblems) = root else {
      Issue.record("'not' did not refuse root")
      return
    }
    #expect(rootProblems.map(\.description) == ["a.json:1:10: error: user: must not be root"])
    let (empty, _) = try Self.outcome(#"{"user": "app", "limits": {}}"#)
    guard case .invalid(let emptyProblems) = empty else {
      Issue.record("minProperties did not refuse an empty object")
      return
    }
    #expect(
      emptyProblems.map(\.description)
        == ["a.json:1:27: error: limits: must have at least 1 property"])
  }
}
