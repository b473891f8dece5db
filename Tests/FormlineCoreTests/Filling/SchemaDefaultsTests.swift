import FormlineTestSupport
import Testing

@testable import FormlineCore

/// In a form read from a JSON Schema, an optional property's `default` is offered, never
/// taken unasked; a required one's is; a native form's default is always taken.
struct SchemaDefaultsTests {
  static let schema = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "required": ["name"],
     "properties": {
       "name": {"type": "string", "default": "web"},
       "a": {"type": "boolean", "default": true}, "b": {"type": "integer", "default": 1},
       "c": {"type": "string", "default": "c"}, "d": {"type": "number", "default": 2.5},
       "old": {"type": "string", "default": "o", "deprecated": true},
       "list": {"type": "array", "items": {"type": "string"}, "default": ["x"]}}}
    """#

  static func script(interactive: Bool = false) throws -> FillScript {
    let form = try TestForms.form(schema, file: "s.json")
    let options = FillOptions(interactive: interactive, surroundings: .testing())
    return FillScript(FillSession(form: form, presets: PresetAnswers(), options: options))
  }

  @Test func withoutAPersonOnlyTheRequiredDefaultIsWritten() throws {
    var script = try Self.script()
    script.fill([])
    #expect(script.json == #"{"name":"web"}"#)
  }

  @Test func aPersonWhoPicksAPropertyIsOfferedItsDefault() throws {
    var script = try Self.script(interactive: true)
    // Enter takes the required default, then the menu picks `b`, whose prompt offers 1,
    // which Enter takes; Enter leaves the menu.
    script.fill(["", "b", "", ""])
    #expect(script.json == #"{"name":"web","b":1}"#)
  }

  @Test func aNativeFormsDefaultIsWrittenUnasked() throws {
    var script = try FillScript(
      "fields:\n  - {key: a, type: boolean, default: true}\n  - {key: b, default: x}\n")
    script.fill([])
    #expect(script.json == #"{"a":true,"b":"x"}"#)
  }

  /// The engine asks what a form means (`FormMeaning`), never which format it came from.
  @Test func theEngineFollowsTheFormsMeaningNotItsFormat() throws {
    var form = try TestForms.form(Self.schema, file: "s.json")
    form.dialect = .formline
    let options = FillOptions(interactive: false, surroundings: .testing())
    var offered = FillScript(FillSession(form: form, presets: PresetAnswers(), options: options))
    offered.fill([])
    #expect(offered.json == #"{"name":"web"}"#)

    form.meaning.defaultsAreOnlyOffered = false
    var taken = FillScript(FillSession(form: form, presets: PresetAnswers(), options: options))
    taken.fill([])
    #expect(taken.json.contains(#""b":1"#))
  }
}
