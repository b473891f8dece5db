import FormlineTestSupport
import Testing

@testable import FormlineCore

/// `if`/`then`/`else`, `dependentRequired` and `dependencies` read as formline conditions.
struct JSONSchemaConditionsTests {
  static func form(_ body: String, draft: String = "https://json-schema.org/draft/2020-12/schema")
    throws -> Form
  {
    try TestForms.form(#"{"$schema": "\#(draft)", "type": "object", \#(body)}"#, file: "s.json")
  }

  static func requirement(_ field: Field?) -> String? {
    guard case .expression(_, let source, _)? = field?.requiredWhen else { return nil }
    return source
  }

  static func when(_ field: Field?) -> String? {
    guard case .expression(_, let source, _)? = field?.when else { return nil }
    return source
  }

  @Test func thenRequiresAndAsksItsPropertiesWhileTheIfHolds() throws {
    let form = try Self.form(
      #"""
      "properties": {"kind": {"enum": ["simple", "docker"]}, "image": {"type": "string"}},
      "if": {"properties": {"kind": {"const": "docker"}}, "required": ["kind"]},
      "then": {"required": ["image"], "properties": {"registry": {"type": "string"}}},
      "else": {"required": ["command"], "properties": {"command": {"type": "string"}}}
      """#)
    #expect(form.fields.map { $0.key ?? "" } == ["kind", "image", "registry", "command"])
    #expect(Self.requirement(form.field(withKey: "image")) == "$kind == 'docker'")
    #expect(Self.when(form.field(withKey: "registry")) == "$kind == 'docker'")
    #expect(form.field(withKey: "registry")?.required == false)
    #expect(Self.when(form.field(withKey: "command")) == "NOT ($kind == 'docker')")
    #expect(form.field(withKey: "command")?.required == true)
  }

  @Test func dependentRequiredAndBothFormsOfDependencies() throws {
    let modern = try Self.form(
      #"""
      "properties": {"proxy": {"type": "string"}, "port": {"type": "integer"},
        "user": {"type": "string"}},
      "dependentRequired": {"port": ["proxy"], "user": ["proxy"]}
      """#)
    #expect(
      Self.requirement(modern.field(withKey: "proxy")) == "($port != nil) OR ($user != nil)")
    let draft7 = try Self.form(
      #"""
      "properties": {"card": {"type": "string"}, "billing": {"type": "string"},
        "cvc": {"type": "string"}},
      "dependencies": {"card": ["billing"],
        "cvc": {"required": ["card"], "properties": {"zip": {"type": "string"}}}}
      """#, draft: "http://json-schema.org/draft-07/schema#")
    #expect(Self.requirement(draft7.field(withKey: "billing")) == "$card != nil")
    #expect(Self.requirement(draft7.field(withKey: "card")) == "$cvc != nil")
    #expect(Self.when(draft7.field(withKey: "zip")) == "$cvc != nil")
  }

  @Test func theUsualIfShapesBecomeConditionText() throws {
    let keys: Set<String> = ["kind", "on", "n", "my-name", "2x"]
    let text = JSONSchemaConditionText(keys: keys)
    func condition(_ json: String) throws -> String? {
      let node = try #require(try DocumentParser.parse(json, file: "if.json"))
      return text.condition(of: node)
    }
    #expect(
      try condition(#"{"properties": {"kind": {"enum": ["a", "it's"]}}}"#)
        == #"($kind == nil OR $kind IN {'a', 'it\'s'})"#)
    #expect(
      try condition(
        #"{"properties": {"on": {"const": true}, "n": {"const": 2.5}}, "required": ["on", "n"]}"#)
        == "$on == true AND $n == 2.5")
    #expect(try condition(#"{"required": ["my-name"]}"#) == "$my-name != nil")
    #expect(try condition(#"{"properties": {"n": {"minimum": 3}}}"#) == nil)
    #expect(try condition(#"{"properties": {"2x": {"const": 1}}}"#) == nil)
    #expect(try condition(#"{"properties": {"other": {"const": 1}}}"#) == nil)
    #expect(try condition(#"{"properties": {"kind": {"const": null}}}"#) == nil)
    // Dependabot: "schedule is required unless a multi-ecosystem group is named".
    #expect(
      try condition(#"{"not": {"properties": {"my-name": {}}, "required": ["my-name"]}}"#)
        == "NOT ($my-name != nil)")
    #expect(try condition(#"{"properties": {"on": false}}"#) == "$on == nil")
    #expect(
      try condition(#"{"required": ["n"], "not": {"properties": {"kind": {"const": "a"}}}}"#)
        == "$n != nil AND NOT (($kind == nil OR $kind == 'a'))")
    #expect(try condition(#"{"not": {"properties": {"n": {"minimum": 3}}}}"#) == nil)
  }

  @Test func aPropertyRequiredUnlessAnotherIsGivenIsAskedInTurnOnlyWhileRequired() throws {
    let form = try Self.form(
      #"""
      "required": ["ecosystem"],
      "properties": {"ecosystem": {"enum": ["npm", "pip"]}, "schedule": {"type": "string"},
        "group": {"type": "string"}, "labels": {"type": "string"},
        "milestone": {"type": "integer"}, "name": {"type": "string"},
        "vendor": {"type": "boolean"}},
      "allOf": [{"if": {"not": {"properties": {"group": {}}, "required": ["group"]}},
        "then": {"required": ["schedule"]}}]
      """#)
    let schedule = try #require(form.field(withKey: "schedule"))
    #expect(Self.requirement(schedule) == "NOT ($group != nil)")
    #expect(schedule.offered)
    #expect(form.field(withKey: "labels")?.offered == true)
    // No group: the schedule is required, asked in turn before the menu of the others, and
    // not on that menu.
    var alone = Self.script(form)
    alone.fill(["npm", "weekly", "schedule", ""])
    #expect(alone.asked == ["ecosystem", "schedule", "(more)", "(more)"])
    #expect(alone.refusals.count == 1, "\(alone.refusals)")
    #expect(alone.json == #"{"ecosystem":"npm","schedule":"weekly"}"#)
    // A group picked after the schedule was asked: the schedule answered stays.
    var grouped = Self.script(form)
    grouped.fill(["npm", "weekly", "group", "g", "milestone", "3", ""])
    #expect(
      grouped.asked == [
        "ecosystem", "schedule", "(more)", "group", "(more)", "milestone", "(more)",
      ])
    #expect(grouped.refusals.isEmpty, "\(grouped.refusals)")
    #expect(grouped.json == #"{"ecosystem":"npm","schedule":"weekly","group":"g","milestone":3}"#)
  }

  @Test func aPropertyAThenRequiresIsOfferedWhileTheIfDoesNotHold() throws {
    let form = try Self.form(
      #"""
      "required": ["kind"],
      "properties": {"kind": {"enum": ["simple", "docker"]}, "image": {"type": "string"},
        "tag": {"type": "string"}},
      "if": {"properties": {"kind": {"const": "docker"}}, "required": ["kind"]},
      "then": {"required": ["image"]}
      """#)
    var docker = Self.script(form)
    docker.fill(["docker", "alpine", ""])
    #expect(docker.asked == ["kind", "image", "(more)"])
    #expect(docker.json == #"{"kind":"docker","image":"alpine"}"#)
    var simple = Self.script(form)
    simple.fill(["simple", "", ""])
    #expect(simple.asked == ["kind", "(more)"])
    #expect(simple.json == #"{"kind":"simple"}"#)
    var picked = Self.script(form)
    picked.fill(["simple", "image", "alpine", ""])
    #expect(picked.asked == ["kind", "(more)", "image", "(more)"])
    #expect(picked.json == #"{"kind":"simple","image":"alpine"}"#)
  }

  /// A person at a terminal, so optional properties are offered on a menu.
  static func script(_ form: Form) -> FillScript {
    let options = FillOptions(interactive: true, surroundings: .testing(now: TestForms.now))
    return FillScript(FillSession(form: form, presets: PresetAnswers(), options: options))
  }

  @Test func anIfOfAnotherShapeIsNamedInAWarning() throws {
    let warnings = try TestForms.warnings(
      #"""
      {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
       "properties": {"port": {"type": "integer"}, "tls": {"type": "boolean"}},
       "if": {"properties": {"port": {"minimum": 1024}}}, "then": {"required": ["tls"]}}
      """#, file: "s.json")
    #expect(warnings.contains { $0.contains("this 'if' is not a test of properties") })
    #expect(!warnings.contains { $0.contains("keyword 'then' is not supported") })
  }
}
