import OrderedCollections
import Testing

@testable import FormlineCore

/// Values from answers files (typed JSON/YAML) and defaults: the right type is checked as
/// it is, strings are read like typed input, so a result can be fed back.
struct AnswerCoercionTests {
  static let toppings = "{key: t, type: multipleSelector, options: [Cheese, Ham, Olives]}"
  static let perms = "{key: p, type: bitfield, options: [Read, Write, Execute]}"

  static let accepted: [(field: String, given: AnswerValue, stored: AnswerValue)] = [
    ("{key: port, type: integer}", .integer(8080), .integer(8080)),
    ("{key: port, type: integer}", .string("8080"), .integer(8080)),
    ("{key: port, type: integer}", .number(8080), .integer(8080)),
    ("{key: port, type: unsigned}", .integer(0), .integer(0)),
    ("{key: ratio, type: float}", .integer(3), .number(3)),
    ("{key: ratio, type: float}", .number(0.25), .number(0.25)),
    ("{key: ratio, type: number}", .string("1.5"), .number(1.5)),
    ("{key: price, type: decimal, decimals: 2}", .number(9.99), .number(9.99)),
    ("{key: on, type: boolean}", .bool(true), .bool(true)),
    ("{key: on, type: boolean}", .bool(false), .bool(false)),
    ("{key: on, type: boolean}", .string("yes"), .bool(true)),
    ("{key: on, type: boolean}", .string("no"), .bool(false)),
    ("{key: on, type: option}", .string("n"), .bool(false)),
    ("{key: name, type: text}", .string("Ada"), .string("Ada")),
    ("{key: name, type: text}", .string(""), .string("")),
    ("{key: zip, type: text}", .integer(2134), .string("2134")),
    ("{key: version, type: text}", .number(1.5), .string("1.5")),
    ("{key: who, type: name}", .string("ada lovelace"), .string("Ada Lovelace")),
    ("{key: site, type: url}", .string("example.com"), .string("https://example.com")),
    ("{key: mail, type: email}", .string("a@b.co"), .string("a@b.co")),
    ("{key: tint, type: color}", .string("red"), .string("#ff0000")),
    ("{key: d, type: date}", .string("2026-11-27"), .string("2026-11-27")),
    ("{key: t, type: time}", .string("14:30"), .string("14:30")),
    ("{key: w, type: duration}", .integer(90), .integer(90)),
    ("{key: w, type: duration}", .string("90"), .integer(90)),
    ("{key: any, type: text}", .null, .null),
    ("{key: n, type: integer}", .null, .null),
    ("{key: size, options: [S, M, L]}", .string("M"), .string("M")),
    ("{key: size, options: [S, M, L]}", .string("3"), .string("L")),
    ("{key: port, options: [80, 443]}", .integer(443), .integer(443)),
    ("{key: port, options: [80, 443]}", .string("443"), .integer(443)),
    ("{key: port, options: [80, 443]}", .number(80), .integer(80)),
    ("{key: level, type: integer, options: [Low, High]}", .integer(1), .integer(1)),
    ("{key: level, type: integer, options: [Low, High]}", .string("High"), .integer(1)),
    // A list of options given as data keeps its order; typed text is read in option order.
    (
      toppings, .array([.string("Olives"), .string("Cheese")]),
      .array([.string("Olives"), .string("Cheese")])
    ),
    (toppings, .array([]), .array([])),
    (toppings, .string("1,3"), .array([.string("Cheese"), .string("Olives")])),
    (toppings, .array([.string("ham")]), .array([.string("Ham")])),
    (toppings, .array([.integer(2)]), .array([.string("Ham")])),
    (
      "{key: d, class: NSIndexSet, options: [a, b, c]}", .array([.integer(2), .integer(0)]),
      .array([.integer(2), .integer(0)])
    ),
    (perms, .integer(5), .integer(5)),
    (perms, .integer(0), .integer(0)),
    (perms, .string("1,2"), .integer(3)),
  ]

  @Test(arguments: accepted)
  func accepts(field yaml: String, given: AnswerValue, stored: AnswerValue) throws {
    let field = try TestForms.field(yaml)
    #expect(TestForms.reader().coerce(given, for: field).value == stored)
  }

  static let rejected: [(field: String, given: AnswerValue, message: String)] = [
    ("{key: port, type: integer}", .bool(true), "expected a whole number, got boolean"),
    ("{key: port, type: integer}", .number(1.5), "'1.5' is not a whole number"),
    ("{key: port, type: integer}", .string("http"), "'http' is not a whole number"),
    ("{key: port, type: integer}", .array([.integer(1)]), "expected a whole number, got array"),
    ("{key: port, type: unsigned}", .integer(-1), "must not be negative"),
    ("{key: ratio, type: float}", .bool(false), "expected a number, got boolean"),
    ("{key: on, type: boolean}", .string("perhaps"), "answer yes or no (y/n), not 'perhaps'"),
    ("{key: on, type: boolean}", .integer(2), "expected true or false, got integer"),
    ("{key: name, type: text}", .array([.string("a")]), "expected text, got array"),
    ("{key: name, type: text}", .object([:]), "expected text, got object"),
    ("{key: name, type: text}", .bool(true), "expected text, got boolean"),
    ("{key: w, type: duration}", .integer(-5), "a duration cannot be negative"),
    ("{key: w, type: duration}", .bool(true), "expected a duration, got boolean"),
    ("{key: size, options: [S, M, L]}", .string("XL"), "'XL' is not one of the choices"),
    ("{key: port, options: [80, 443]}", .integer(8080), "8080 is not one of the choices"),
    (toppings, .array([.string("Bacon")]), "'Bacon' is not one of the choices"),
    (toppings, .integer(3), "expected a list of choices"),
    (perms, .integer(8), "8 is not a combination of the choices"),
  ]

  @Test(arguments: rejected)
  func rejects(field yaml: String, given: AnswerValue, message: String) throws {
    let field = try TestForms.field(yaml)
    #expect(TestForms.reader().coerce(given, for: field) == .invalid(message))
  }

  @Test func resultsFeedBack() throws {
    let form = try TestForms.form(
      """
      - {key: port, type: integer}
      - {key: tags, type: multipleSelector, options: [a, b, c]}
      - {key: on, type: boolean}
      - {key: tint, type: color}
      """)
    let reader = TestForms.reader()
    let values: [AnswerValue] = [
      .integer(80), .array([.string("a"), .string("c")]), .bool(true), .string("#aabbcc"),
    ]
    for (field, value) in zip(form.fields, values) {
      #expect(reader.coerce(value, for: field).value == value)
    }
  }

  /// An answers file's string keeps its surrounding spaces: nothing given is altered.
  @Test func textFromAFileKeepsItsSpaces() throws {
    let field = try TestForms.field("{key: s, type: text}")
    let reader = TestForms.reader()
    #expect(
      reader.coerce(.string("  Ann\t "), for: field, keepingSpaces: true)
        == .value(.string("  Ann\t "), echo: nil))
    // Typed text (`--set`) is trimmed as a typed line is.
    #expect(reader.coerce(.string("  Ann  "), for: field) == .value(.string("Ann"), echo: nil))
  }
}
