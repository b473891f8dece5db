import OrderedCollections
import Testing

@testable import FormlineCore

/// The fill's rules as value types: each reads the form and the record and returns the
/// changes to make, which the session makes (`RecordEdit`).
struct FillRulesTests {
  private static func path(_ text: String) throws -> FieldPath {
    try #require(FieldPath(parsing: text))
  }

  /// Asks until the step at `path` is asked, answering each earlier one with the next
  /// line.
  private static func step(
    _ path: String, in script: inout FillScript, answering lines: [String] = []
  ) throws -> FillStep {
    var lines = lines[...]
    while case .ask(let step, _, _) = script.session.next() {
      if step.path.description == path { return step }
      script.session.submit(lines.popFirst() ?? "")
    }
    Issue.record("\(path) was never asked")
    throw CancellationError()
  }

  // MARK: Item moves

  @Test func deletingAnItemMovesTheLaterOnesUp() throws {
    let answers = Answers(["tags": .array(["a", "b", "c"].map(AnswerValue.string))])
    let move = try #require(ItemMove.deleting(1, of: Self.path("tags"), in: answers))
    #expect([0, 1, 2].map(move.newIndex) == [0, nil, 1])
    #expect(ItemMove.deleting(3, of: try Self.path("tags"), in: answers) == nil)
    #expect(ItemMove.deleting(0, of: try Self.path("other"), in: answers) == nil)
  }

  @Test func movingAnItemShiftsTheOnesBetweenTowardsWhereItWas() throws {
    let tags = try Self.path("tags")
    let answers = Answers(["tags": .array(["a", "b", "c", "d"].map(AnswerValue.string))])
    let down = try #require(ItemMove.moving(0, to: 2, of: tags, in: answers))
    #expect([0, 1, 2, 3].map(down.newIndex) == [2, 0, 1, 3])
    let up = try #require(ItemMove.moving(3, to: 1, of: tags, in: answers))
    #expect([0, 1, 2, 3].map(up.newIndex) == [0, 2, 3, 1])
    #expect(ItemMove.moving(0, to: 4, of: tags, in: answers) == nil)
  }

  /// A scalar item answered with nothing when it is edited is removed; a subform item is
  /// not.
  @Test func anEmptiedScalarItemIsRemovedButNotASubformItem() throws {
    var script = try FillScript(
      "- {key: tags, template: {key: tag}}\n- {key: hosts, template: {fields: [name]}}",
      interactive: true)
    var tag = try Self.step("tags[1]", in: &script, answering: ["a"])
    // Asked to add an item, nothing ends the list; asked again to edit it, nothing removes it.
    #expect(ItemMove.removingEmptied(tag) == nil)
    tag.role = .value
    #expect(
      ItemMove.removingEmptied(tag) == ItemMove(collection: try Self.path("tags"), kind: .delete(1))
    )
    var subforms = try FillScript(
      "- {key: hosts, template: {fields: [name]}}", interactive: true)
    let host = try Self.step("hosts[0].name", in: &subforms)
    var whole = host
    whole.path = try Self.path("hosts[0]")
    whole.field.kind = .form
    #expect(ItemMove.removingEmptied(whole) == nil)
  }

  // MARK: The offered-fields menu

  static let offered = """
    offer: true
    fields:
      - name
      - {key: port, type: integer, default: 8080}
      - {key: proxy, optional: true, fields: [host]}
      - {key: tags, template: {key: tag}}
    """

  @Test func pickingAFieldOffersItsDefaultAgainAndAsksTheMenuLater() throws {
    var script = try FillScript(Self.offered, interactive: true)
    let menu = try Self.step("(more)", in: &script, answering: ["web"])
    let edits = script.session.offeredFieldMenu.picking("port", from: menu)
    #expect(
      edits == [
        .store(.array([.string("port")]), at: try Self.path("(picked)")),
        .store(nil, at: try Self.path("port")), .unsettle(try Self.path("port")),
        .store(nil, at: try Self.path("(more)")), .unsettle(try Self.path("(more)")),
      ])
  }

  @Test func pickingASubformAddsItAndPickingAListReopensIt() throws {
    var script = try FillScript(Self.offered, interactive: true)
    let menu = try Self.step("(more)", in: &script, answering: ["web"])
    let proxy = script.session.offeredFieldMenu.picking("proxy", from: menu)
    let added = try Self.path("proxy.(added)")
    #expect(proxy.contains(.store(.bool(true), at: added)))
    #expect(proxy.contains(.settle(added, .answered)))
    let tags = script.session.offeredFieldMenu.picking("tags", from: menu)
    #expect(tags.contains(.reopen(try Self.path("tags"))))
    #expect(!tags.contains(.store(nil, at: try Self.path("tags"))))
  }

  @Test func enterAtTheMenuAnswersIt() throws {
    var script = try FillScript(Self.offered, interactive: true)
    let menu = try Self.step("(more)", in: &script, answering: ["web"])
    #expect(
      OfferedFieldMenu.leaving(menu) == [
        .store(.bool(true), at: menu.path), .settle(menu.path, .answered),
      ])
  }

  @Test func anUnpickedFieldTakesItsDefaultUnlessItsChecksRefuseIt() throws {
    var script = try FillScript(Self.offered, interactive: true)
    var port = try Self.step("(more)", in: &script, answering: ["web"])
    port.field = try #require(script.session.form.sections.first?.fields[1])
    let reader = script.session.reader
    let taken = OfferedFieldMenu.unpickedValue(for: port, reader: reader) { _ in nil }
    #expect(taken.value == .integer(8080) && taken.problem == nil)
    let refused = OfferedFieldMenu.unpickedValue(for: port, reader: reader) { _ in "too big" }
    #expect(refused.value == .null && refused.problem == "too big")
  }

  // MARK: Unions

  @Test func anotherVariantDropsWhatWasAnsweredForTheFirst() throws {
    var script = try FillScript(FillSessionUnionItemsTests.form, interactive: true)
    let menu = try Self.step("(variant).install[0]", in: &script)
    script.session.submit("1")
    let item = try Self.path("install[0]")
    let rules = script.session.unionAnswering
    #expect(rules.choosing(.string("Requirements file"), at: menu.path) == [])
    #expect(
      rules.choosing(.string("Package"), at: menu.path) == [
        .store(.object([:]), at: item), .unsettleAll(under: item),
      ])
    #expect(
      rules.choosing(.string("text"), at: menu.path) == [
        .store(.null, at: item), .unsettleAll(under: item),
      ])
  }

  @Test func aWholeItemTypedAtTheMenuAnswersTheItem() throws {
    var script = try FillScript(FillSessionUnionItemsTests.form, interactive: true)
    let menu = try Self.step("(variant).install[0]", in: &script)
    let rules = script.session.unionAnswering
    #expect(rules.wholeItemStep(typed: "Package", at: menu) == nil)
    let item = try #require(rules.wholeItemStep(typed: " {path: src}", at: menu))
    #expect(item.path == (try Self.path("install[0]")))
    #expect(item.field.title == menu.field.title)
    #expect(
      rules.takingWholeItem(.object(["path": .string("src")]), at: item, menu: menu) == [
        .store(.object(["path": .string("src")]), at: item.path), .settle(item.path, .answered),
        .settle(menu.path, .answered),
      ])
  }

  // MARK: Derived defaults

  /// A derived answer left as offered follows the answer it reads, and so does one that
  /// reads it in turn; one typed over does not.
  @Test func derivedAnswersLeftAsOfferedFollowTheirSources() throws {
    var script = try FillScript(
      """
      - name
      - {key: slug, default: "{{ name }}-x"}
      - {key: url, default: "https://{{ slug }}"}
      - {key: title, default: "{{ name }}!"}
      """, interactive: true)
    script.fill(["a", "", "", "typed"])
    #expect(script.json == #"{"name":"a","slug":"a-x","url":"https://a-x","title":"typed"}"#)
    var session = script.session
    let name = try Self.path("name")
    session.setAnswer(.string("b"), at: name)
    let edits = DerivedFollowing.edits(
      after: name, context: session.context, record: session.record)
    #expect(
      edits == [
        .store(.string("b-x"), at: try Self.path("slug")),
        .rememberDerived(.string("b-x"), at: try Self.path("slug")),
        .rememberDerived(nil, at: try Self.path("title")),
        .store(.string("https://b-x"), at: try Self.path("url")),
        .rememberDerived(.string("https://b-x"), at: try Self.path("url")),
      ])
  }

  // MARK: Buttons

  @Test func theButtonGivenInAdvanceIsTheFirstMadeTrue() {
    var presets = PresetAnswers()
    presets.set(.bool(true), at: FieldPath.root.appending("discard"), origin: .user)
    #expect(ButtonChoice.preset(in: ButtonChoiceTests.buttons, presets: presets)?.key == "discard")
    #expect(ButtonChoice.preset(in: ButtonChoiceTests.buttons, presets: PresetAnswers()) == nil)
    let problem = ButtonChoice.unknown("x", in: ButtonChoiceTests.buttons, origin: .user)
    #expect(problem.message == "'x' is not one of the buttons (Save, Save as draft, Discard)")
  }
}
