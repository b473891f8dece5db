import OrderedCollections
import Testing

@testable import FormlineCore

/// Validators from `validators` and the shorthand keys (formline(5) VALIDATION).
struct ValidatorTests {
  static let cases: [(field: String, value: AnswerValue, problem: String?)] = [
    // regex: the whole value must match
    ("{key: z, pattern: '[0-9]{5}'}", .string("12345"), nil),
    ("{key: z, pattern: '[0-9]{5}'}", .string("123456"), "does not match the pattern [0-9]{5}"),
    ("{key: z, pattern: '[0-9]{5}'}", .string("x12345"), "does not match the pattern [0-9]{5}"),
    ("{key: z, pattern: 'a|b'}", .string("a"), nil),
    ("{key: z, pattern: 'a|b'}", .string("ab"), "does not match the pattern a|b"),
    ("{key: z, pattern: '[a-z]+'}", .string("abc\n"), "does not match the pattern [a-z]+"),
    ("{key: z, pattern: '[a-z]+'}", .string("\nabc"), "does not match the pattern [a-z]+"),
    ("{key: z, pattern: '[a-z]+$'}", .string("abc\n"), "does not match the pattern [a-z]+$"),
    (
      "{key: z, pattern: '(a+)+'}", .string(String(repeating: "a", count: 40) + "!"),
      "is too costly to check against the pattern (a+)+"
    ),
    ("{key: z, pattern: '(a+)+'}", .string(String(repeating: "a", count: 40)), nil),
    ("{key: z, validators: [{regex: '^[a-z]+$'}]}", .string("abc"), nil),
    (
      "{key: z, validators: [{regex: '[a-z]+', message: lower-case letters only}]}", .string("aB"),
      "lower-case letters only"
    ),
    ("{key: z, validators: [{regex: '[a-z]+', msg: letters}]}", .string("1"), "letters"),
    // the field's help says what a pattern means, in the author's words
    (
      "{key: z, pattern: '[a-z0-9]+', help: lower-case letters and digits}", .string("A!"),
      "does not have the expected form: lower-case letters and digits"
    ),
    (
      "{key: z, pattern: '[a-z]+', help: h, validators: [{regex: '[a-c]+', message: a to c}]}",
      .string("d"), "a to c"
    ),
    // numbers
    ("{key: n, type: integer, min: 1, max: 10}", .integer(1), nil),
    ("{key: n, type: integer, min: 1, max: 10}", .integer(10), nil),
    ("{key: n, type: integer, min: 1, max: 10}", .integer(0), "must be at least 1"),
    ("{key: n, type: integer, min: 1, max: 10}", .integer(11), "must be at most 10"),
    ("{key: n, type: float, min: 0.5}", .number(0.25), "must be at least 0.5"),
    ("{key: n, type: float, max: -1}", .number(-0.5), "must be at most -1"),
    (
      "{key: n, type: integer, validators: [{min: 18, message: adults only}]}", .integer(17),
      "adults only"
    ),
    ("{key: n, type: integer, validators: [{max: 3}, {min: 1}]}", .integer(5), "must be at most 3"),
    // dates (ISO bounds)
    ("{key: d, type: date, min: 2026-01-01, max: 2026-12-31}", .string("2026-06-15"), nil),
    (
      "{key: d, type: date, min: 2026-01-01}", .string("2025-12-31"),
      "must be at least Thu 1 Jan 2026"
    ),
    (
      "{key: d, type: date, max: 2026-12-31}", .string("2027-01-01"),
      "must be at most Thu 31 Dec 2026"
    ),
    (
      "{key: t, type: time, min: '09:00', max: '17:30'}", .string("08:59"), "must be at least 09:00"
    ),
    ("{key: t, type: time, min: '09:00', max: '17:30'}", .string("17:30"), nil),
    ("{key: w, type: duration, max: 3600}", .integer(3601), "must be at most 1h (3600 s)"),
    ("{key: w, type: duration, min: 60}", .integer(60), nil),
    // lengths, counted in characters
    ("{key: s, minLength: 3}", .string("abc"), nil),
    ("{key: s, minLength: 3}", .string("ab"), "must be at least 3 characters"),
    ("{key: s, minLength: 1}", .string("é"), nil),
    ("{key: s, maxLength: 1}", .string("ab"), "must be at most 1 character"),
    // Lengths count code points, as JSON Schema does: four flags are eight.
    ("{key: s, maxLength: 8}", .string("🇫🇷🇫🇷🇫🇷🇫🇷"), nil),
    ("{key: s, maxLength: 4}", .string("🇫🇷🇫🇷🇫🇷🇫🇷"), "must be at most 4 characters"),
    ("{key: s, maxLength: 4}", .string("héllo"), "must be at most 4 characters"),
    ("{key: s, validators: [{minLength: 8, message: too short}]}", .string("pw"), "too short"),
    // item counts
    (
      "{key: t, type: multipleSelector, options: [a, b, c], minItems: 2}", .array([.string("a")]),
      "needs at least 2 items"
    ),
    (
      "{key: t, type: multipleSelector, options: [a, b, c], maxItems: 1}",
      .array([.string("a"), .string("b")]), "allows at most 1 item"
    ),
    (
      "{key: t, type: multipleSelector, options: [a, b, c], minItems: 1, maxItems: 2}",
      .array([.string("a"), .string("b")]), nil
    ),
    // a number row's pattern checks the number as text (XLForm 2.2.0)
    (
      "{key: n, type: integer, pattern: '[a-z]+'}", .integer(5), "does not match the pattern [a-z]+"
    ),
    ("{key: n, type: integer, pattern: '[0-9]'}", .integer(5), nil),
    // rules that do not apply to the value's type pass
    ("{key: s, maxLength: 2}", .integer(12345), nil),
    // patterns are ECMA-262, as in the JSON Schema `formline schema` prints: \d is an ASCII
    // digit, a lone brace a literal
    ("{key: z, pattern: '\\d+'}", .string("123"), nil),
    ("{key: z, pattern: '\\d+'}", .string("\u{663}"), "does not match the pattern \\d+"),
    ("{key: z, pattern: '\\w+'}", .string("é"), "does not match the pattern \\w+"),
    ("{key: z, pattern: 'a{'}", .string("a{"), nil),
  ]

  @Test(arguments: cases)
  func checks(field yaml: String, value: AnswerValue, problem: String?) throws {
    let field = try TestForms.field(yaml)
    let validator = Validator(dates: DateInputParser(now: TestForms.now, timeZone: TestForms.utc))
    #expect(validator.check(value, for: field) { _ in nil } == problem)
  }

  static let matchesCases: [(value: AnswerValue, other: AnswerValue?, problem: String?)] = [
    (.string("s3cret"), .string("s3cret"), nil),
    (.string("s3cret"), .string("secret"), "does not match password"),
    (.string("s3cret"), nil, "does not match password"),
  ]

  @Test(arguments: matchesCases)
  func matchesComparesWithAnotherField(
    value: AnswerValue, other: AnswerValue?, problem: String?
  ) throws {
    let form = try TestForms.form(
      """
      - password
      - {key: repeat, type: password, validators: [{matches: password}]}
      """)
    let field = try #require(form.fields.last)
    let validator = Validator(dates: DateInputParser(now: TestForms.now, timeZone: TestForms.utc))
    var asked: [FieldPath] = []
    let result = validator.check(value, for: field) { path in
      asked.append(path)
      return other
    }
    #expect(result == problem)
    #expect(asked == [FieldPath([.key("password")])])
  }

  @Test func customMessageReplacesTheBuiltInOne() throws {
    let field = try TestForms.field(
      "{key: code, validators: [{regex: '[A-Z]{3}', message: 'three capitals, like ABC'}]}")
    let validator = Validator(dates: DateInputParser(now: TestForms.now, timeZone: TestForms.utc))
    #expect(validator.check(.string("ab"), for: field) { _ in nil } == "three capitals, like ABC")
  }

  @Test func shorthandAndListRulesKeepTheirOrder() throws {
    let field = try TestForms.field(
      "{key: s, minLength: 2, validators: [{maxLength: 5}, {regex: 'a+', message: only a}]}")
    #expect(field.validators.map(\.rule) == [.minLength(2), .maxLength(5), .regex("a+")])
    #expect(field.validators.map(\.message) == [nil, nil, "only a"])
  }

  /// The rules a JSON Schema form's fields carry mean what the evaluator means by them.
  @Test func schemaRulesMeanWhatTheEvaluatorMeans() throws {
    let validator = Validator(dates: DateInputParser(now: TestForms.now, timeZone: TestForms.utc))
    var number = try TestForms.field("{key: n, type: number}")
    number.validators = [ValidatorSpec(.multipleOf(0.01))]
    #expect(validator.check(.number(0.07), for: number) { _ in nil } == nil)
    #expect(validator.check(.number(19.99), for: number) { _ in nil } == nil)
    #expect(
      validator.check(.number(0.075), for: number) { _ in nil } == "must be a multiple of 0.01")
    var list = try TestForms.field("{key: l, type: array, fields: [v]}")
    list.validators = [ValidatorSpec(.uniqueItems)]
    #expect(
      validator.check(.array([.integer(1), .number(1.0)]), for: list) { _ in nil }
        == "holds 1 more than once")
    let first = AnswerValue.object(["a": .integer(1), "b": .integer(2)])
    let reordered = AnswerValue.object(["b": .integer(2), "a": .number(1.0)])
    #expect(validator.check(.array([first, reordered]), for: list) { _ in nil } != nil)
    #expect(validator.check(.array([.bool(true), .integer(1)]), for: list) { _ in nil } == nil)
  }
}
