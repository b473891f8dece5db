import OrderedCollections
import Testing

@testable import FormlineCore

/// `union` fields: typed text tried on the variants in order, values given as data matched
/// by their JSON value, and the one check (`Validator`) every fill mode runs.
struct UnionInputTests {
  static let portField = "{key: port, variants: [integer, text]}"
  static let tagsField = "{key: tags, variants: [text, {type: array, template: text}]}"

  static func read(_ text: String, _ yaml: String) throws -> InputReading {
    TestForms.reader().read(text, for: try TestForms.field(yaml))
  }

  @Test func aFieldWithVariantsIsAUnionOfThem() throws {
    let field = try TestForms.field(Self.tagsField)
    #expect(field.kind == .union)
    #expect(field.union.variants.map(\.kind) == [.text, .array])
    #expect(field.union.variants[1].collection.template?.kind == .text)
    #expect(field.union.match == .any)
    let one = try TestForms.field("{key: n, type: union, match: one, variants: [integer, number]}")
    #expect(one.union.match == .one)
  }

  @Test func scalarVariantsAreTriedInOrderAndTheEchoNamesTheReading() throws {
    #expect(
      try Self.read("8080", Self.portField) == .value(.integer(8080), echo: "8080 (a whole number)")
    )
    #expect(try Self.read("auto", Self.portField) == .value(.string("auto"), echo: "auto (text)"))
    // Double quotes make text of what would read as a number.
    #expect(try Self.read("\"8080\"", Self.portField).value == .string("8080"))
    // A number that would not read back as typed gives way to text: 3.10 stays "3.10".
    #expect(try Self.read("3.10", "{key: v, variants: [number, text]}").value == .string("3.10"))
    #expect(try Self.read("3.5", "{key: v, variants: [number, text]}").value == .number(3.5))
  }

  @Test func oneOrManyTakesOneValueOrAListInBrackets() throws {
    #expect(try Self.read("ubuntu", Self.tagsField).value == .string("ubuntu"))
    #expect(
      try Self.read("[self-hosted, linux]", Self.tagsField).value
        == .array([.string("self-hosted"), .string("linux")]))
    #expect(try Self.read("[]", Self.tagsField).value == .array([]))
    // Items are read as their kind reads typed text.
    let dates = "{key: d, variants: [date, {type: array, template: date}]}"
    #expect(
      try Self.read("[2026-01-02, 2026-03-04]", dates).value
        == .array([.string("2026-01-02"), .string("2026-03-04")]))
  }

  @Test func textMatchingNoVariantSaysWhatEachExpected() throws {
    let field =
      "{key: level, variants: [{type: integer, min: 1, max: 5}, {type: text, options: [low, high]}]}"
    guard case .invalid(let message) = try Self.read("9", field) else {
      Issue.record("9 was accepted")
      return
    }
    #expect(
      message == "'9' matches none of the variants: expected a whole number (9 must be at most 5); "
        + "or one of low, high")
    #expect(try Self.read("high", field).value == .string("high"))
  }

  @Test func oneOfRefusesAValueTwoVariantsAccept() throws {
    let field = "{key: r, match: one, variants: [integer, {type: number, max: 10}]}"
    guard case .invalid(let message) = try Self.read("3", field) else {
      Issue.record("3 was accepted by both variants")
      return
    }
    #expect(message.contains("matches more than one variant (a whole number, a number)"))
    #expect(try Self.read("20", field).value == .integer(20))
    #expect(try Self.read("2.5", field).value == .number(2.5))
  }

  @Test func valuesGivenAsDataAreMatchedByTheirJSONType() throws {
    let reader = TestForms.reader()
    let port = try TestForms.field(Self.portField)
    #expect(reader.coerce(.string("8080"), for: port).value == .string("8080"))
    #expect(reader.coerce(.integer(8080), for: port).value == .integer(8080))
    // `--set` and the environment are typed text, read as the prompt reads it.
    #expect(reader.coerce(.string("8080"), for: port, typedText: true).value == .integer(8080))
    guard case .invalid(let message) = reader.coerce(.bool(true), for: port) else {
      Issue.record("true was accepted as a port")
      return
    }
    #expect(
      message == "matches none of the variants: expected a whole number (is a boolean, not a "
        + "number); or text (is a boolean, not text)")
    let tags = try TestForms.field(Self.tagsField)
    #expect(reader.coerce(.array([.string("a")]), for: tags).value == .array([.string("a")]))
    #expect(reader.coerce(.array([.string("a"), .integer(3)]), for: tags).value == nil)
  }

  @Test func objectVariantsAreMatchedByTheirRequiredMembersAndConstants() throws {
    let field = try TestForms.field(
      """
      {key: source, match: one, variants: [
        {title: Git, fields: [{key: kind, options: [git], required: true},
                              {key: url, type: url, required: true}]},
        {title: Folder, fields: [{key: kind, options: [path], required: true},
                                 {key: path, required: true}]}]}
      """)
    let reader = TestForms.reader()
    let git: AnswerValue = .object(["kind": .string("git"), "url": .string("https://x.org")])
    #expect(reader.coerce(git, for: field).value == git)
    #expect(
      reader.read("{kind: path, path: src}", for: field).value
        == .object(["kind": .string("path"), "path": .string("src")]))
    guard case .invalid(let message) = reader.coerce(.object(["kind": .string("git")]), for: field)
    else {
      Issue.record("a git source without a url was accepted")
      return
    }
    #expect(message.contains("Git (needs 'url'); or Folder ('kind' is git, not path)"))
  }

  @Test func theValidatorChecksAUnionWhereverItsValueCameFrom() throws {
    let validator = Validator(dates: TestForms.reader().dates)
    let field = try TestForms.field("{key: p, variants: [{type: integer, min: 1}, text]}")
    #expect(validator.check(.integer(5), for: field) { _ in nil } == nil)
    #expect(validator.check(.string("x"), for: field) { _ in nil } == nil)
    #expect(validator.check(.integer(0), for: field) { _ in nil } != nil)
    #expect(validator.check(.bool(true), for: field) { _ in nil } != nil)
  }

  @Test func anObjectVariantRequiresAConditionalMemberOnlyWhileItsConditionHolds() throws {
    let validator = Validator(dates: TestForms.reader().dates)
    let field = try TestForms.field(
      """
      {key: schedule, match: one, variants: [{title: Plan, fields: [
        {key: interval, options: [weekly, cron], required: true},
        {key: cronjob, required: true, when: '$interval == "cron"'},
        {key: day, required: '$interval == "weekly"'}]}, integer]}
      """)
    let weekly = AnswerValue.object(["interval": .string("weekly"), "day": .string("mon")])
    #expect(validator.check(weekly, for: field) { _ in nil } == nil)
    let cron = AnswerValue.object(["interval": .string("cron")])
    let message = validator.check(cron, for: field) { _ in nil }
    #expect(message?.contains("needs 'cronjob'") == true)
    let weeklyWithoutDay = AnswerValue.object(["interval": .string("weekly")])
    #expect(
      validator.check(weeklyWithoutDay, for: field) { _ in nil }?.contains("needs 'day'") == true)
  }

  @Test func editableTextReadsBackAsTheSameValue() throws {
    let reader = TestForms.reader()
    let port = try TestForms.field(Self.portField)
    let tags = try TestForms.field(Self.tagsField)
    for (value, field) in [
      (AnswerValue.string("8080"), port), (.integer(8080), port), (.string("auto"), port),
      (.array([.string("a"), .string("b, c")]), tags), (.string("[x]"), tags),
    ] {
      let text = reader.unionEditableText(value, for: field)
      #expect(reader.read(text, for: field).value == value, "\(text)")
    }
  }
}
