import Foundation
import Testing

@testable import FormlineCore

/// Defaults on collections, objects and switches as FXForms, XLForm and FormKit read them.
struct SeedDefaultsTests {
  @Test(arguments: [
    (#"{"key": "tags", "class": "NSArray", "default": ["x", "y"]}"#, #"{"tags":["x","y"]}"#),
    (#"{"key": "tags", "template": "text", "default": ["t1"]}"#, #"{"tags":["t1"]}"#),
    // FXForms 1.2.11: a scalar default on a collection is a one-item list.
    (#"{"key": "tags", "template": "text", "default": "t1"}"#, #"{"tags":["t1"]}"#),
  ])
  func collectionDefaultsAreItsFirstItems(field: String, result: String) throws {
    var defaults = try FillScript("[\(field)]")
    defaults.fill([""])
    #expect(defaults.json == result)
    // A piped line adds an item after them.
    var added = try FillScript("[\(field)]")
    added.fill(["z", ""])
    #expect(added.json == result.replacingOccurrences(of: "]}", with: #","z"]}"#))
  }

  @Test func schemaPublishesTheListFillProduces() throws {
    let field = try TestForms.field("{key: tags, template: text, default: t1}")
    #expect(field.defaultValue == .array([.string("t1")]))
  }

  @Test func anInvalidCollectionDefaultIsAFormError() {
    #expect(
      TestForms.problems("- {key: ports, template: integer, default: [80, http]}") == [
        "form.yaml:1:3: error: ports: invalid default item: 'http' is not a whole number"
      ])
  }

  /// An object default describes a subform with those fields and values.
  @Test func anObjectDefaultInfersASubform() throws {
    let yaml = #"[{"key": "db", "default": {"host": "h", "port": 5432, "tls": true}}]"#
    let field = try #require(try TestForms.form(yaml, file: "form.json").fields.first)
    #expect(field.kind == .form)
    #expect(field.subform?.fields.map(\.kind) == [.text, .integer, .boolean])
    var driver = try FillScript(yaml)
    driver.fill(["", "", ""])
    #expect(driver.json == #"{"db":{"host":"h","port":5432,"tls":true}}"#)
    var presets = PresetAnswers()
    presets.set(.string("x"), at: try #require(FieldPath(parsing: "db.host")), origin: .user)
    var set = try FillScript(yaml, presets: presets)
    set.fill(["", ""])
    #expect(set.json == #"{"db":{"host":"x","port":5432,"tls":true}}"#)
  }

  @Test func anObjectDefaultFillsDeclaredSubfields() throws {
    var driver = try FillScript(
      "- {key: db, fields: [host, {key: port, type: integer}], default: {host: h, port: 5432}}")
    driver.fill(["", ""])
    #expect(driver.json == #"{"db":{"host":"h","port":5432}}"#)
  }

  /// FormKit: "switches do not handle optionals"; FXForms' BOOL properties are never nil.
  @Test(arguments: ["booleanSwitch", "booleanCheck", "boolean", "option"])
  func unansweredSwitchesAreFalse(type: String) throws {
    var driver = try FillScript("- {tag: on, rowType: \(type)}")
    driver.fill([""])
    #expect(driver.json == #"{"on":false}"#)
  }

  @Test func unansweredBitfieldsAreZeroAndConditionsSeeFalse() throws {
    var driver = try FillScript(
      """
      - {key: flags, type: bitfield}
      - {key: sw, type: booleanSwitch}
      - {key: shown, when: "$sw != 0"}
      - {key: off, when: "$sw == 0"}
      """)
    driver.fill(["", "", "x"])
    #expect(driver.json == #"{"flags":0,"sw":false,"off":"x"}"#)
  }

  @Test func aRequiredSwitchStillNeedsAnAnswer() throws {
    let field = try TestForms.field("{key: agree, type: boolean, required: true}")
    #expect(field.defaultValue == nil)
  }
}

/// `:clear` at a prompt cannot set nil on a field that is never nil.
struct SeedNeverNullTests {
  @Test(arguments: [
    ("{key: rememberMe, type: boolean}", "is a switch and is never empty: give true or false"),
    ("{key: rating, type: float}", "is a number and is never empty: give a number"),
    (
      "{key: gender, options: [Male, Female, Other], default: Male}",
      "has a default (Male) and is never empty"
    ),
  ])
  func clearIsRefused(field: String, message: String) throws {
    var script = try FillScript("- \(field)", interactive: true)
    _ = script.session.next()
    #expect(script.session.clear() == .invalid(message))
  }

  @Test func aFloatStartsAtTheBoundNearestZero() throws {
    #expect(try TestForms.field("{key: t, type: float, min: 2.5}").defaultValue == .number(2.5))
    #expect(try TestForms.field("{key: t, type: float, max: -1}").defaultValue == .number(-1))
  }

  /// A JSON Schema's types say whether null is allowed; its defaults do not forbid it.
  @Test func aSchemaDefaultStillAllowsNull() throws {
    let form = try TestForms.form(
      #"""
      {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
       "properties": {"a": {"type": ["string", "null"], "default": "x"}}}
      """#, file: "s.json")
    #expect(form.fields.first?.neverNull == false)
  }
}
