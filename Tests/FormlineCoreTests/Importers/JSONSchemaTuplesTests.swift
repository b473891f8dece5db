import FormlineTestSupport
import Testing

@testable import FormlineCore

/// Tuples (`prefixItems`, and `items` as a list before 2020-12) ask one question per
/// position, of that position's kind, title and choices; the items after them are the
/// template's, and `false` closes the tuple.
struct JSONSchemaTuplesTests {
  static let schema = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "required": ["coordinate", "endpoint", "legacy"],
     "properties": {
       "coordinate": {"type": "array", "prefixItems": [{"type": "number"}, {"type": "number"}],
                      "items": false},
       "endpoint": {"type": "array",
                    "prefixItems": [{"type": "string", "title": "Host"}, {"type": "integer"}],
                    "items": {"enum": ["tls", "h2"]}},
       "legacy": {"type": "array", "items": [{"type": "boolean"}, {"type": "object"}],
                  "additionalItems": {"type": "object", "properties": {"a": {"type": "string"}}}}}}
    """#

  static func form() throws -> Form {
    try TestForms.form(Self.schema, file: "s.json")
  }

  static func script(interactive: Bool = false) throws -> FillScript {
    let options = FillOptions(
      interactive: interactive, surroundings: .testing(now: TestForms.now))
    return FillScript(FillSession(form: try form(), presets: PresetAnswers(), options: options))
  }

  @Test func eachPositionIsAQuestionOfItsOwnKind() throws {
    let form = try Self.form()
    let coordinate = try #require(form.field(withKey: "coordinate"))
    #expect(coordinate.collection.positions.map(\.title) == ["1st (number)", "2nd (number)"])
    #expect(coordinate.collection.positions.map(\.kind) == [.number, .number])
    #expect(ItemCount.maximum(of: coordinate) == 2)
    let endpoint = try #require(form.field(withKey: "endpoint"))
    #expect(endpoint.collection.positions.map(\.title) == ["Host", "2nd (whole number)"])
    #expect(endpoint.collection.positions.map(\.kind) == [.text, .integer])
    #expect(
      endpoint.collection.template?.choices.options.map(\.value) == [.string("tls"), .string("h2")])
    #expect(ItemCount.maximum(of: endpoint) == nil)
    // Draft-07's list of `items`; an object position is typed as YAML.
    let legacy = try #require(form.field(withKey: "legacy"))
    #expect(legacy.collection.positions.map(\.kind) == [.boolean, .text])
    #expect(legacy.collection.positions.last?.syntax == .yaml)
    #expect(legacy.collection.positions.last?.title == "2nd")
    // Items after the positions are one value each too: an object is typed as YAML.
    #expect(legacy.collection.template?.kind == .text)
    #expect(legacy.collection.template?.syntax == .yaml)
  }

  @Test func typedAnswersAreReadByTheirPosition() throws {
    var script = try Self.script()
    let outcome = script.fill([
      "51.5", "-0.12", "example.org", "443", "tls", "", "yes", "{notes: x}", "{a: b}", "",
    ])
    #expect(outcome.isFinished, "\(script.problems)")
    #expect(
      script.json
        == #"{"coordinate":[51.5,-0.12],"endpoint":["example.org",443,"tls"],"#
        + #""legacy":[true,{"notes":"x"},{"a":"b"}]}"#)
    // A closed tuple asks no third item: the next line answers the next list.
    #expect(script.asked.prefix(3) == ["coordinate[0]", "coordinate[1]", "endpoint[0]"])
  }

  @Test func aPositionRefusesWhatItsKindRefusesAsItIsTyped() throws {
    var script = try Self.script(interactive: true)
    script.fill(["north", "1", "2", ""])
    #expect(script.refusals.count == 1)
    #expect(script.asked.prefix(2) == ["coordinate[0]", "coordinate[0]"])
  }

  @Test func answersGivenAsDataAreCheckedPositionByPosition() throws {
    let form = try Self.form()
    var presets = PresetAnswers()
    presets.mergeAnswersDocument(
      #"{"coordinate": [1, 2], "endpoint": ["h", 1, "h2"], "legacy": [false, {}]}"#,
      file: "a.json", form: form)
    var driver = FillDriver(
      session: FillSession(
        form: form, presets: presets,
        options: FillOptions(interactive: false, surroundings: .testing())),
      answers: nil)
    #expect(driver.run().isFinished)
    var wrong = PresetAnswers()
    wrong.mergeAnswersDocument(#"{"coordinate": [1, "2"]}"#, file: "a.json", form: form)
    var refused = FillDriver(
      session: FillSession(
        form: form, presets: wrong,
        options: FillOptions(interactive: false, surroundings: .testing())),
      answers: nil)
    guard case .invalid(let problems) = refused.run() else {
      Issue.record("text for a number position was accepted")
      return
    }
    #expect(problems.first?.description.hasPrefix("a.json:1:20: error: coordinate[1]:") == true)
    // Named once, at the item: the list is not blamed again for the item left empty.
    #expect(problems.count == 1, "\(problems)")
  }

  @Test func ordinals() {
    let numbers = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111]
    #expect(
      numbers.map(TuplePositions.ordinal)
        == ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th"])
  }
}
