import FormlineTestSupport
import Testing

@testable import FormlineCore

/// A value typed at a union's variant menu goes to the first variant that accepts it, and a
/// value the chosen variant refuses goes to another variant that accepts it: text means the
/// same at the menu and after it.
struct FillSessionVariantValueTests {
  /// GitHub's `runs-on`, shortened: an expression (a pattern), any text, or an object.
  static let schema = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "required": ["runs-on"],
     "$defs": {"expressionSyntax": {"type": "string", "pattern": "^\\$\\{\\{.*\\}\\}$"},
       "configuration": {"oneOf": [{"type": "string"}, {"type": "number"},
         {"type": "object", "additionalProperties": {"$ref": "#/$defs/configuration"}}]}},
     "properties": {
       "runs-on": {"anyOf": [{"$ref": "#/$defs/expressionSyntax"}, {"type": "string"},
         {"type": "object", "properties": {"group": {"type": "string"}}}]},
       "node": {"$ref": "#/$defs/configuration"},
       "count": {"anyOf": [{"type": "integer"}, {"type": "object",
         "properties": {"n": {"type": "integer"}}}]}}}
    """#

  /// Where the variant chosen for `runs-on` is kept.
  static let choice = UnionChoice.choicePath(of: FieldPath.root.appending("runs-on"))

  static func script(interactive: Bool = false) throws -> FillScript {
    let form = try TestForms.form(Self.schema, file: "schema.json")
    let options = FillOptions(
      interactive: interactive, surroundings: .testing(now: TestForms.now, workingDirectory: "/"))
    return FillScript(FillSession(form: form, presets: PresetAnswers(), options: options))
  }

  @Test func plainTextAtTheMenuGoesToTheVariantThatAcceptsIt() throws {
    var driver = try Self.script()
    // The first variant's pattern refuses `ubuntu-latest`; the second accepts it.
    driver.fill(["ubuntu-latest", "", ""])
    #expect(driver.problems.isEmpty, "\(driver.problems)")
    #expect(driver.asked.first == "(variant).runs-on")
    #expect(!driver.asked.contains("runs-on"), "the value is not asked again: \(driver.asked)")
    #expect(driver.json == #"{"runs-on":"ubuntu-latest"}"#)
    #expect(driver.session.answer(at: Self.choice) == .string("text"))
  }

  @Test func anExpressionGoesToTheFirstVariantThatAcceptsIt() throws {
    var driver = try Self.script()
    driver.fill(["${{ matrix.os }}", "", ""])
    #expect(driver.json == #"{"runs-on":"${{ matrix.os }}"}"#)
    #expect(
      driver.session.answer(at: Self.choice)
        == .string("expression syntax (text)"))
  }

  @Test func aNumberAtTheMenuIsANumberWhenNoOptionHasThatPlace() throws {
    // `node` and `count` are optional: picked from the menu of optional properties.
    var driver = try Self.script(interactive: true)
    driver.fill(["ubuntu-latest", "node", "18", ""])
    #expect(driver.problems.isEmpty, "\(driver.problems)")
    #expect(driver.json == #"{"runs-on":"ubuntu-latest","node":18}"#)
    // `count` has a menu (a whole number, an object): a number no option has is its value,
    // a menu's own number chooses, and the chosen variant's question reads the value.
    var typed = try Self.script(interactive: true)
    typed.fill(["ubuntu-latest", "count", "18", ""])
    #expect(typed.problems.isEmpty, "\(typed.problems)")
    #expect(typed.json == #"{"runs-on":"ubuntu-latest","count":18}"#)
    var chosen = try Self.script(interactive: true)
    chosen.fill(["ubuntu-latest", "count", "1", "2", ""])
    #expect(chosen.problems.isEmpty, "\(chosen.problems)")
    #expect(chosen.json == #"{"runs-on":"ubuntu-latest","count":2}"#)
  }

  @Test func textTheChosenVariantRefusesGoesToAnotherThatAcceptsIt() throws {
    var driver = try Self.script(interactive: true)
    driver.fill(["expression syntax (text)", "ubuntu-latest", "", ""])
    #expect(driver.refusals.isEmpty, "\(driver.refusals)")
    #expect(driver.json == #"{"runs-on":"ubuntu-latest"}"#)
    #expect(driver.session.answer(at: Self.choice) == .string("text"))
  }

  @Test func textNoVariantAcceptsIsRefusedNamingEachVariant() throws {
    var driver = try Self.script(interactive: true)
    driver.fill(["ubuntu-latest", "count", "many"])
    let refusal = try #require(driver.refusals.first)
    #expect(refusal.contains("'many' matches none of the variants"), "\(refusal)")
    #expect(refusal.contains("a whole number"), "\(refusal)")
  }
}
