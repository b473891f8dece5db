import FormlineTestSupport
import Testing

@testable import FormlineCore

/// A JSON Schema form asks an object's required properties in turn and offers every
/// optional one on a menu, however few: a person is never asked an optional property
/// before a required one, and never made to answer one.
struct JSONSchemaRequiredFirstTests {
  static func script(_ schema: String) throws -> FillScript {
    let form = try TestForms.form(schema, file: "schema.json")
    let options = FillOptions(interactive: true, surroundings: .testing(now: TestForms.now))
    return FillScript(FillSession(form: form, presets: PresetAnswers(), options: options))
  }

  /// Dependabot's shape: a constant, one optional flag, then the required list.
  static let dependabot = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "required": ["version", "updates"],
     "properties": {
       "version": {"const": 2},
       "enable-beta-ecosystems": {"type": "boolean"},
       "updates": {"type": "array", "items": {"type": "object",
         "required": ["package-ecosystem"],
         "properties": {"package-ecosystem": {"enum": ["npm", "pip"]},
           "schedule": {"type": "object", "required": ["interval"],
             "properties": {"interval": {"enum": ["daily", "weekly"]},
               "day": {"type": "string"}}},
           "group": {"type": "string"}},
         "if": {"not": {"required": ["group"], "properties": {"group": {}}}},
         "then": {"required": ["schedule"]}}}}}
    """#

  @Test func oneOptionalPropertyIsOfferedNotAskedBeforeARequiredOne() throws {
    var script = try Self.script(Self.dependabot)
    script.fill(["npm", "weekly", "", "", "", ""])
    // `schedule` is required while no `group` is given: asked in turn, then the menus of
    // the schedule's and the item's optional properties.
    #expect(
      script.asked == [
        "updates[0].package-ecosystem", "updates[0].schedule.interval",
        "updates[0].schedule.(more)", "updates[0].(more)", "updates[1].package-ecosystem",
        "(more)",
      ])
    #expect(script.refusals.isEmpty, "\(script.refusals)")
    #expect(
      script.json
        == #"{"version":2,"updates":[{"package-ecosystem":"npm","schedule":{"interval":"weekly"}}]}"#
    )
  }

  @Test func anOptionalPropertyIsAskedWhenPicked() throws {
    var script = try Self.script(Self.dependabot)
    script.fill(["npm", "daily", "day", "monday", "", "", "enable-beta-ecosystems", "y"])
    // Once nothing is left to pick, the menu is not asked again.
    #expect(
      script.asked == [
        "updates[0].package-ecosystem", "updates[0].schedule.interval",
        "updates[0].schedule.(more)", "updates[0].schedule.day", "updates[0].(more)",
        "updates[1].package-ecosystem", "(more)", "enable-beta-ecosystems",
      ])
    #expect(
      script.json
        == #"{"version":2,"enable-beta-ecosystems":true,"updates":[{"package-ecosystem":"npm","#
        + #""schedule":{"interval":"daily","day":"monday"}}]}"#)
  }

  @Test func aDiscriminatedOneOfAsksItsTagFirstThenTheRequiredOnes() throws {
    var script = try Self.script(
      #"""
      {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
       "required": ["source"],
       "properties": {"source": {"oneOf": [
         {"type": "object", "required": ["path", "kind"], "properties": {
           "path": {"type": "string"}, "kind": {"const": "file"}, "mode": {"type": "string"}}},
         {"type": "object", "required": ["url", "kind"], "properties": {
           "url": {"type": "string"}, "kind": {"const": "http"},
           "timeout": {"type": "integer"}}}]}}}
      """#)
    script.fill(["kind: http", "https://example.org", "", ""])
    // The variant menu (which `kind`) before `url`, listed first in the schema; the
    // optional `timeout` only on the menu.
    #expect(script.asked == ["(variant).source", "source.url", "source.(more)"])
    #expect(script.refusals.isEmpty, "\(script.refusals)")
    #expect(script.json == #"{"source":{"url":"https://example.org","kind":"http"}}"#)
  }

  @Test func dependentRequiredAsksThePropertyInTurnOnceItsTriggerIsAnswered() throws {
    var script = try Self.script(
      #"""
      {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
       "required": ["name"],
       "properties": {"name": {"type": "string"}, "proxy": {"type": "string"},
         "port": {"type": "integer"}},
       "dependentRequired": {"port": ["proxy"]}}
      """#)
    script.fill(["web", "port", "8080", "gw"])
    // `proxy` is required once `port` is answered: asked in turn, marked, not offered.
    #expect(script.asked == ["name", "(more)", "port", "proxy"])
    #expect(script.json == #"{"name":"web","proxy":"gw","port":8080}"#)
  }
}
