import FormlineTestSupport
import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

/// A property or item whose schema is a `$ref` is built when the fill reaches it, once per
/// site: recursive schemas are as deep as their answers, and a schema whose definitions
/// refer to each other many times costs its size, not the number of paths through it.
struct JSONSchemaLazyFieldsTests {
  static let tree = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "$ref": "#/$defs/node",
     "$defs": {"node": {"type": "object", "required": ["name"],
       "properties": {"name": {"type": "string"},
         "children": {"type": "array", "items": {"$ref": "#/$defs/node"}}}}}}
    """#

  /// A chain of `levels` nodes, each the only child of the one before.
  static func chain(_ levels: Int) -> AnswerValue {
    var node = AnswerValue.object(["name": .string("level \(levels)")])
    for level in stride(from: levels - 1, through: 1, by: -1) {
      node = .object(["name": .string("level \(level)"), "children": .array([node])])
    }
    return node
  }

  /// `-y --answers` with the answers given as a JSON document.
  static func fill(_ schema: String, answers: AnswerValue) throws -> FillOutcome {
    let form = try TestForms.form(schema, file: "s.json")
    var presets = PresetAnswers()
    presets.mergeAnswersDocument(JSONWriter.render(answers), file: "a.json", form: form)
    #expect(presets.diagnostics.isEmpty, "\(presets.diagnostics)")
    var driver = FillDriver(
      session: FillSession(
        form: form, presets: presets,
        options: FillOptions(interactive: false, surroundings: .testing())),
      answers: nil)
    return driver.run()
  }

  @Test func aSecretInAPartNotBuiltYetMakesTheFormSecret() throws {
    func form(writeOnly: Bool) throws -> Form {
      try TestForms.form(
        #"""
        {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
         "properties": {"name": {"type": "string"}, "auth": {"$ref": "#/$defs/auth"}},
         "$defs": {"auth": {"type": "object",
           "properties": {"token": {"type": "string", "writeOnly": \#(writeOnly)}}}}}
        """#, file: "s.json")
    }
    let secret = try form(writeOnly: true)
    #expect(secret.field(withKey: "auth")?.pending != nil)
    #expect(secret.containsSecrets)
    #expect(try !form(writeOnly: false).containsSecrets)
  }

  @Test func theTreeLoadsWithItsChildrenPending() throws {
    let form = try TestForms.form(Self.tree, file: "s.json")
    let children = try #require(form.field(withKey: "children"))
    #expect(children.kind == .array)
    let item = try #require(children.collection.template)
    #expect(item.pending != nil)
    // Built, the item is the node again, whose children are the same site.
    let built = try #require(item.expanded)
    #expect(built.kind == .form)
    let inner = try #require(
      built.subform?.field(withKey: "children")?.collection.template?.pending)
    #expect(inner == item.pending)
  }

  @Test(arguments: [4, 30])
  func aTreeOfAnyDepthComesBackWhole(levels: Int) throws {
    let given = Self.chain(levels)
    guard case .finished(let result) = try Self.fill(Self.tree, answers: given) else {
      Issue.record("not finished")
      return
    }
    #expect(result == given)
  }

  @Test func definitionsReferringToThePreviousTwiceAreBuiltOncePerSite() throws {
    var definitions = [##""d0": {"type": "object", "properties": {"v": {"type": "string"}}}"##]
    for level in 1...40 {
      let previous = "#/$defs/d\(level - 1)"
      definitions.append(
        ##""d\##(level)": {"type": "object", "properties": {"a": {"$ref": "\##(previous)"}, "##
          + ##""b": {"$ref": "\##(previous)"}}}"##)
    }
    let schema =
      ##"{"$schema": "https://json-schema.org/draft/2020-12/schema", "$ref": "#/$defs/d40", "##
      + ##""$defs": {\##(definitions.joined(separator: ", "))}}"##
    // Two paths through every level: 2^40 places, 81 sites.
    var deep = AnswerValue.object(["v": .string("bottom")])
    for _ in 1...40 { deep = .object(["b": deep]) }
    guard case .finished(let result) = try Self.fill(schema, answers: deep) else {
      Issue.record("not finished")
      return
    }
    #expect(result == deep)
    let form = try TestForms.form(schema, file: "s.json")
    let source = try #require(form.field(withKey: "a")?.pending?.source as? JSONSchemaLazyFields)
    var field = try #require(form.field(withKey: "a")?.expanded)
    for _ in 1..<40 { field = try #require(field.subform?.field(withKey: "a")?.expanded) }
    #expect(source.siteCount <= 81)
  }

  @Test func aRequiredPropertyThatIsItsOwnObjectIsRefusedOnce() throws {
    let schema = #"""
      {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
       "required": ["self"], "properties": {"self": {"$ref": "#"}}}
      """#
    guard case .invalid(let problems) = try Self.fill(schema, answers: .object([:])) else {
      Issue.record("not refused")
      return
    }
    let recursive = problems.filter { $0.message.contains("a value would never end") }
    #expect(recursive.count == 1, "\(problems)")
  }

  @Test func aDefaultTheReferencedPropertyRefusesIsDroppedWhenItIsBuilt() throws {
    let schema = #"""
      {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
       "properties": {"site": {"$ref": "#/$defs/site"}},
       "$defs": {"site": {"type": "object", "properties": {
         "inline": {"type": "string", "default": false},
         "port": {"type": "integer", "default": 8080}}}}}
      """#
    let form = try TestForms.form(schema, file: "s.json")
    let site = try #require(form.field(withKey: "site")?.expanded)
    #expect(site.subform?.field(withKey: "inline")?.defaultValue == nil)
    #expect(site.subform?.field(withKey: "port")?.defaultValue != nil)
    let pending = try #require(form.field(withKey: "site")?.pending)
    let told = pending.source.diagnostics(of: pending.site)
    #expect(told.contains { $0.message.contains("the schema's default is not used") }, "\(told)")
  }

  static let steps = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "properties": {"step": {"oneOf": [
       {"type": "object", "required": ["run"], "properties": {"run": {"type": "string"},
         "env": {"type": "object", "properties": {"X": {"type": "string"}}}}},
       {"type": "object", "required": ["uses"], "properties": {"uses": {"type": "string"},
         "with": {"type": "object", "additionalProperties": {"type": "string"}}}}]}}}
    """#

  @Test func aUnionsVariantsAreOneLevelDeepUntilAValueNeedsThem() throws {
    let form = try TestForms.form(Self.steps, file: "s.json")
    let step = try #require(form.field(withKey: "step"))
    #expect(step.kind == .union)
    #expect(step.union.variants.count == 2)
    // What holds other schemas is pending; a scalar (the tag a variant is told by) is built.
    for variant in step.union.variants {
      let members = variant.subform?.fields ?? []
      #expect(members.count == 2)
      #expect(members.map { $0.pending != nil } == [false, true], "\(members.map(\.key))")
    }
    // Built when reached: the member is what its schema says.
    let env = try #require(step.union.variants.first { $0.subform?.field(withKey: "env") != nil })
    #expect(env.subform?.field(withKey: "env")?.expanded?.kind == .form)
    let given = AnswerValue.object([
      "step": .object([
        "uses": .string("actions/checkout@v4"), "with": .object(["depth": .string("1")]),
      ])
    ])
    guard case .finished(let result) = try Self.fill(Self.steps, answers: given) else {
      Issue.record("not finished")
      return
    }
    #expect(result == given)
    let run = AnswerValue.object([
      "step": .object(["run": .string("make"), "env": .object(["X": .string("1")])])
    ])
    guard case .finished(let back) = try Self.fill(Self.steps, answers: run) else {
      Issue.record("not finished")
      return
    }
    #expect(back == run)
    // A member of the wrong kind still keeps the value from the variant.
    let wrong = AnswerValue.object([
      "step": .object(["run": .string("make"), "env": .string("text")])
    ])
    guard case .invalid = try Self.fill(Self.steps, answers: wrong) else {
      Issue.record("a value no variant allows was accepted")
      return
    }
  }

  /// Forty definitions, each a union of the one before and an object holding it twice.
  ///
  /// 2^40 paths through unions, built one level at a time. The value is three levels deep:
  /// judging a value as deep as the chain tries 2^depth ways through the unions in any
  /// evaluator that does not remember its verdicts, Python's jsonschema included.
  @Test func aChainOfUnionsOfFortyLevelsLoadsAndComesBackWhole() throws {
    var definitions = [##""d0": {"type": "string"}"##]
    for level in 1...40 {
      let previous = "#/$defs/d\(level - 1)"
      definitions.append(
        ##""d\##(level)": {"anyOf": [{"$ref": "\##(previous)"}, {"type": "object", "##
          + ##""properties": {"a": {"$ref": "\##(previous)"}, "b": {"$ref": "\##(previous)"}}}]}"##)
    }
    let schema =
      ##"{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "##
      + ##""properties": {"top": {"$ref": "#/$defs/d40"}}, "##
      + ##""$defs": {\##(definitions.joined(separator: ", "))}}"##
    var deep = AnswerValue.string("bottom")
    for _ in 1...3 { deep = .object(["b": deep]) }
    let given = AnswerValue.object(["top": deep])
    guard case .finished(let result) = try Self.fill(schema, answers: given) else {
      Issue.record("not finished")
      return
    }
    #expect(result == given)
  }

  /// Without a person, an optional list or property nobody gave is left out without
  /// building what it refers to: building each would cost the whole form's tables again
  /// (MegaLinter's schema, 1,472 optional properties, many lists of a `$ref`, took seconds).
  @Test func withoutAPersonWhatNobodyGaveIsNotBuilt() throws {
    let form = try TestForms.form(
      #"""
      {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
       "properties": {
         "pre": {"type": "array", "items": {"$ref": "#/$defs/command"}},
         "post": {"type": "array", "items": {"$ref": "#/$defs/command"}},
         "main": {"$ref": "#/$defs/command"}},
       "$defs": {"command": {"type": "object", "required": ["command"],
         "properties": {"command": {"type": "string"}}}}}
      """#, file: "s.json")
    func run(_ answers: AnswerValue) -> (FillOutcome, Form) {
      var presets = PresetAnswers()
      presets.mergeAnswersDocument(JSONWriter.render(answers), file: "a.json", form: form)
      var driver = FillDriver(
        session: FillSession(
          form: form, presets: presets,
          options: FillOptions(interactive: false, surroundings: .testing())),
        answers: nil)
      return (driver.run(), driver.session.form)
    }
    let (empty, untouched) = run(.object([:]))
    guard case .finished(let nothing) = empty else {
      Issue.record("\(empty)")
      return
    }
    #expect(nothing == .object([:]))
    #expect(untouched.field(withKey: "pre")?.collection.template?.pending != nil)
    #expect(untouched.field(withKey: "post")?.collection.template?.pending != nil)
    #expect(untouched.field(withKey: "main")?.pending != nil)
    // What is given is built and kept, and only that.
    let given: AnswerValue = .object([
      "post": .array([.object(["command": .string("make")])]),
      "main": .object(["command": .string("run")]),
    ])
    let (filled, grown) = run(given)
    guard case .finished(let result) = filled else {
      Issue.record("\(filled)")
      return
    }
    #expect(result == given)
    #expect(grown.field(withKey: "pre")?.collection.template?.pending != nil)
    #expect(grown.field(withKey: "main")?.pending == nil)
  }
}
