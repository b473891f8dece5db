import FormlineTestSupport
import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

/// Fills started from one `FillPlan` (as `validate --each` starts one per file) end as a
/// fill of the form started alone would, each on its own answers: the plan is shared, never
/// changed; a JSON Schema form's pending parts are unfolded for each fill along its answers.
struct FillPlanTests {
  static let options = FillOptions(interactive: false, surroundings: .testing())

  static let native = """
    fields:
      - key: name
        required: true
      - key: port
        type: integer
        default: 8080
        min: 1
      - key: tls
        default: false
      - key: certificate
        when: "$tls == true"
        required: true
      - key: window
        type: time
        default: "03:00"
      - key: tags
        type: array
        template: text
    """

  static let tree = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "$ref": "#/$defs/node",
     "$defs": {"node": {"type": "object", "required": ["name"],
       "properties": {"name": {"type": "string"},
         "children": {"type": "array", "items": {"$ref": "#/$defs/node"}}}}}}
    """#

  static func presets(_ answers: String, file: String = "a.yaml", form: Form) -> PresetAnswers {
    var presets = PresetAnswers()
    presets.mergeAnswersDocument(answers, file: file, form: form)
    return presets
  }

  /// The outcome of a fill run to its end, with its problems and unused-answer warnings.
  static func run(_ session: FillSession) -> String {
    var driver = FillDriver(session: session, answers: nil)
    let outcome = driver.run()
    let warnings = driver.session.unusedPresetWarnings().map(\.message)
    switch outcome {
    case .finished(let result): return "finished \(JSONWriter.render(result)) \(warnings)"
    case .invalid(let problems): return "invalid \(problems.map(\.message)) \(warnings)"
    default: return "other"
    }
  }

  @Test(arguments: [
    "name: a\n", "name: b\nport: 0\n", "port: 70000\n", "name: c\ntls: true\n",
    "name: d\ntls: true\ncertificate: x.pem\nwindow: '4pm'\n", "name: e\nextra: 1\n",
    "name: f\ntls: false\ncertificate: hidden.pem\ntags: [a, b]\n", "name: g\nwindow: never\n",
  ])
  func aFillFromThePlanEndsAsAFillStartedAlone(answers: String) throws {
    let form = try TestForms.form(Self.native)
    let plan = FillPlan(form: form, options: Self.options)
    let given = Self.presets(answers, form: form)
    let alone = Self.run(FillSession(form: form, presets: given, options: Self.options))
    #expect(Self.run(FillSession(plan: plan, presets: given)) == alone)
    // Again from the same plan, after fills of other answers: nothing of theirs stays.
    _ = Self.run(FillSession(plan: plan, presets: Self.presets("name: z\ntls: true\n", form: form)))
    #expect(Self.run(FillSession(plan: plan, presets: given)) == alone)
  }

  @Test func manyFillsFromOnePlanEachGetTheirOwnAnswers() throws {
    let form = try TestForms.form(Self.native)
    let plan = FillPlan(form: form, options: Self.options)
    for index in 1...50 {
      let outcome = Self.run(
        FillSession(
          plan: plan, presets: Self.presets("name: n\(index)\nport: \(index)\n", form: form)))
      #expect(outcome.contains(#""name": "n\#(index)","#), "\(outcome)")
      #expect(outcome.contains(#""port": \#(index),"#), "\(outcome)")
    }
  }

  @Test func aSchemaFormsPendingPartsUnfoldForEachFillAlongItsOwnAnswers() throws {
    let form = try TestForms.form(Self.tree, file: "s.json")
    #expect(form.holdsPendingParts)
    let plan = FillPlan(form: form, options: Self.options)
    let deep = #"{"name": "a", "children": [{"name": "b", "children": [{"name": "c"}]}]}"#
    let shallow = #"{"name": "x", "children": [{"name": "y"}]}"#
    let bad = #"{"name": "a", "children": [{"children": []}]}"#
    for answers in [deep, shallow, bad, deep] {
      let given = Self.presets(answers, file: "a.json", form: form)
      let alone = Self.run(FillSession(form: form, presets: given, options: Self.options))
      #expect(Self.run(FillSession(plan: plan, presets: given)) == alone)
    }
    #expect(
      Self.run(FillSession(plan: plan, presets: Self.presets(deep, file: "a.json", form: form)))
        .contains(#""name": "c""#))
    // The plan's own form is never unfolded by the fills made from it.
    #expect(plan.form.holdsPendingParts)
  }

  static let dated = """
    fields:
      - key: window
        type: time
        default: "03:00"
      - key: due
        type: date
        default: tomorrow
      - key: retention
        type: duration
        default: 7 days
      - key: name
        default: x
      - key: contact
        type: email
        default: ops@example.org
      - key: cert
        type: file
        default: /etc/passwd
      - key: backup
        fields:
          - key: at
            type: datetime
            default: "2026-12-01 04:30"
      - key: runs
        type: array
        template:
          type: time
          default: "noon"
    """

  @Test func aPlanReadsItsDefaultsOnceAndItsFillsTakeThoseReadings() throws {
    let form = try TestForms.form(Self.dated)
    let plan = FillPlan(form: form, options: Self.options)
    let readings = plan.context.defaultReadings
    let top = form.sections.flatMap(\.fields)
    for key in ["window", "due", "retention", "name", "contact"] {
      let field = try #require(top.first { $0.key == key })
      #expect(readings.reading(for: field) != nil, "\(key)")
    }
    // A file default is read by each fill: the file system may change between them.
    #expect(readings.reading(for: try #require(top.first { $0.key == "cert" })) == nil)
    let backup = try #require(top.first { $0.key == "backup" }?.subform?.fields.first)
    #expect(readings.reading(for: backup) != nil)
    let item = try #require(top.first { $0.key == "runs" }?.collection.template)
    #expect(readings.reading(for: item) != nil)
    // What the plan read is what a fill started alone reads.
    for answers in ["name: y\n", "runs: ['09:15', '10:00']\n", "window: 5pm\n"] {
      let given = Self.presets(answers, form: form)
      let alone = Self.run(FillSession(form: form, presets: given, options: Self.options))
      #expect(Self.run(FillSession(plan: plan, presets: given)) == alone)
      #expect(alone.hasPrefix("finished"), "\(alone)")
    }
  }

  @Test func aNativeFormHoldsNoPendingParts() throws {
    #expect(!(try TestForms.form(Self.native)).holdsPendingParts)
  }
}
