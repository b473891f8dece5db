import Foundation
import Testing

@testable import FormlineCore

/// Nothing typed is lost or altered: moving and deleting items keeps their nested values,
/// emptied items are removed, secrets can be kept, `--ask-all` reaches collections.
struct FillSessionIntegrityTests {
  static let contacts = """
    - key: owner
    - key: contacts
      sortable: true
      template:
        fields:
          - key: name
            required: true
          - key: tags
            template: text
    """

  static let twoContacts = """
    {"owner": "me", "contacts": [
      {"name": "Ada", "tags": ["math", "logic"]},
      {"name": "Bob", "tags": []}]}
    """

  private func presets(_ json: String, form yaml: String) throws -> PresetAnswers {
    var presets = PresetAnswers()
    presets.mergeAnswersDocument(json, file: "in.json", form: try TestForms.form(yaml))
    return presets
  }

  private func contactsDriver() throws -> FillScript {
    var driver = try FillScript(
      Self.contacts, interactive: true,
      presets: try presets(Self.twoContacts, form: Self.contacts))
    #expect(driver.fill([]).isFinished)
    return driver
  }

  @Test func movingAnItemKeepsItsNestedListAndAsksNothing() throws {
    var driver = try contactsDriver()
    driver.session.moveItem(at: 0, to: 1, of: FieldPath([.key("contacts")]))
    driver.asked = []
    #expect(driver.fill([]).isFinished)
    #expect(driver.asked == [])
    #expect(
      driver.json
        == #"{"owner":"me","contacts":[{"name":"Bob","tags":[]},{"name":"Ada","tags":["math","logic"]}]}"#
    )
  }

  @Test func deletingAnItemKeepsTheNextItemsNestedList() throws {
    var driver = try FillScript(
      Self.contacts, interactive: true,
      presets: try presets(
        #"{"owner": "me", "contacts": [{"name": "Ada"}, {"name": "Bob", "tags": ["x"]}]}"#,
        form: Self.contacts))
    #expect(driver.fill([]).isFinished)
    driver.session.deleteItem(at: 0, of: FieldPath([.key("contacts")]))
    driver.asked = []
    #expect(driver.fill([]).isFinished)
    #expect(driver.asked == [])
    #expect(driver.json == #"{"owner":"me","contacts":[{"name":"Bob","tags":["x"]}]}"#)
  }

  @Test func typedNestedItemsMoveWithTheirItem() throws {
    var driver = try FillScript(Self.contacts, interactive: true)
    driver.fill(["me", "Ada", "math", "", "Bob", "", ""])
    driver.session.moveItem(at: 1, to: 0, of: FieldPath([.key("contacts")]))
    driver.asked = []
    #expect(driver.fill([]).isFinished)
    #expect(driver.asked == [])
    #expect(
      driver.json
        == #"{"owner":"me","contacts":[{"name":"Bob","tags":[]},{"name":"Ada","tags":["math"]}]}"#
    )
  }

  @Test func clearingAListItemRemovesIt() throws {
    var driver = try FillScript("- {key: tags, template: text}\n- done", interactive: true)
    driver.fill(["a", "b", "", "x"])
    // Back to the second tag (from "done": the list's end, then b).
    for _ in 0..<3 {
      let wentBack = driver.session.back()
      #expect(wentBack)
    }
    guard case .ask(let step, let prefill, _) = driver.session.next() else {
      Issue.record("expected an ask")
      return
    }
    #expect(step.path.description == "tags[1]")
    #expect(prefill == "b")
    driver.session.clear()
    driver.fill(["", "x"])
    #expect(driver.json == #"{"tags":["a"],"done":"x"}"#)
  }

  @Test func clearingTheNextItemEndsTheList() throws {
    var driver = try FillScript("- {key: tags, template: text}\n- done", interactive: true)
    driver.fill(["a"])
    _ = driver.session.next()
    driver.session.clear()
    driver.fill(["x"])
    #expect(driver.json == #"{"tags":["a"],"done":"x"}"#)
  }

  @Test func enterKeepsASecretEditedFromTheReview() throws {
    var driver = try FillScript(
      "- user\n- {key: pin, type: password, required: true}", interactive: true)
    driver.fill(["ann", "s3cret"])
    let pin = try #require(driver.session.reviewItems().first { $0.step.path.description == "pin" })
    driver.session.edit(pin.step)
    guard case .ask(let step, let prefill, _) = driver.session.next() else {
      Issue.record("expected an ask")
      return
    }
    #expect(step.path.description == "pin")
    #expect(prefill == nil, "a secret is never put on the line")
    let kept = driver.session.submit("")
    #expect(kept == .accepted(echo: nil))
    let event = driver.session.next()
    #expect(event == .finished)
    #expect(driver.json == #"{"user":"ann","pin":"s3cret"}"#)
  }

  @Test func backFromAReviewEditReturnsToTheReviewUnchanged() throws {
    var driver = try FillScript("- a\n- b\n- c", interactive: true)
    driver.fill(["1", "2", "3"])
    let edited = try #require(driver.session.reviewItems().last)
    driver.session.edit(edited.step)
    guard case .ask(let step, _, _) = driver.session.next() else {
      Issue.record("expected an ask")
      return
    }
    #expect(step.path.description == "c")
    let wentBack = driver.session.back()
    #expect(wentBack)
    let event = driver.session.next()
    #expect(event == .finished)
    #expect(driver.json == #"{"a":"1","b":"2","c":"3"}"#)
  }

  @Test func askAllOffersEveryKnownItemAndThenMore() throws {
    var driver = try FillScript(
      Self.contacts, interactive: true, askAll: true,
      presets: try presets(Self.twoContacts, form: Self.contacts))
    driver.fill(["me", "Ada", "math", "logic", "", "Bob", "", "Cy", "", ""])
    #expect(
      driver.asked == [
        "owner", "contacts[0].name", "contacts[0].tags[0]", "contacts[0].tags[1]",
        "contacts[0].tags[2]", "contacts[1].name", "contacts[1].tags[0]", "contacts[2].name",
        "contacts[2].tags[0]", "contacts[3].name",
      ])
    #expect(driver.prefills.prefix(3) == ["me", "Ada", "math"])
    #expect(
      driver.json
        == #"{"owner":"me","contacts":[{"name":"Ada","tags":["math","logic"]},{"name":"Bob","tags":[]},{"name":"Cy","tags":[]}]}"#
    )
  }

  @Test func nowIsReadStrictly() throws {
    let utc = Zone.utc
    #expect(throws: DateInputError.self) { try InstantText.parse("2026-02-30", timeZone: utc) }
    #expect(throws: DateInputError.self) {
      try InstantText.parse("2026-02-30T10:00:00Z", timeZone: utc)
    }
    let instant = try InstantText.parse("2026-03-01", timeZone: utc)
    #expect(InstantText.format(instant) == "2026-03-01T00:00:00Z")
    #expect(
      InstantText.format(try InstantText.parse("2026-11-23T10:00:00+01:00", timeZone: utc))
        == "2026-11-23T09:00:00Z")
  }
}

/// One rule for item counts on every path: required means at least one item (or
/// `minItems`); optional means none, or at least `minItems`; the author's message wins.
struct ItemCountRuleTests {
  private func fromAnswers(_ yaml: String, _ json: String) throws -> FillScript {
    var presets = PresetAnswers()
    presets.mergeAnswersDocument(json, file: "a.json", form: try TestForms.form(yaml))
    var driver = try FillScript(yaml, presets: presets)
    driver.fill([])
    return driver
  }

  @Test func aRequiredCollectionNeedsAnItemFromAFileAsFromAPipe() throws {
    let yaml = "- {key: tags, template: text, required: true}"
    let piped = try FillScript(yaml).filled([""])
    let file = try fromAnswers(yaml, #"{"tags": []}"#)
    #expect(piped.problems == ["<stdin>:1: error: tags: needs at least 1 item"])
    #expect(file.problems.map { $0.contains("tags: needs at least 1 item") } == [true])
  }

  /// An empty list is a count of zero that `minItems` judges, as a multi-select's `none`
  /// is; only no answer at all (null) is left to `required`.
  @Test func anOptionalCollectionWithMinItemsRefusesAnEmptyList() throws {
    let yaml = "- {key: tags, template: text, minItems: 2}"
    let piped = try FillScript(yaml).filled([""])
    #expect(piped.problems == ["<stdin>:1: error: tags: needs at least 2 items"])
    let short = try FillScript(yaml).filled(["a", ""])
    #expect(short.problems == ["<stdin>:2: error: tags: needs at least 2 items"])
    #expect(try fromAnswers(yaml, #"{"tags": []}"#).problems.count == 1)
    #expect(try fromAnswers(yaml, #"{"tags": ["a"]}"#).problems.count == 1)
    #expect(try fromAnswers(yaml, #"{"tags": ["a", "b"]}"#).problems == [])
  }

  @Test func theAuthorsMessageWinsOnEveryPath() throws {
    let yaml = """
      - key: tags
        template: text
        validators: [{minItems: 2, message: give two tags}, {maxItems: 3, message: three at most}]
      """
    #expect(
      try FillScript(yaml).filled(["a", ""]).problems == [
        "<stdin>:2: error: tags: give two tags"
      ])
    #expect(
      try fromAnswers(yaml, #"{"tags": ["a"]}"#).problems.map { $0.contains("give two tags") }
        == [true])
    #expect(
      try fromAnswers(yaml, #"{"tags": ["a", "b", "c", "d"]}"#).problems.map {
        $0.contains("three at most")
      } == [true])
    var interactive = try FillScript(yaml, interactive: true)
    interactive.fill(["a", "", "b", ""])
    #expect(interactive.refusals == ["give two tags"])
  }

  @Test func aMultiSelectWithMinItemsRefusesNone() throws {
    let yaml = "- {key: pets, type: multipleSelector, options: [dog, cat, fish], minItems: 2}"
    var interactive = try FillScript(yaml, interactive: true)
    interactive.fill(["none", "1,2"])
    #expect(interactive.refusals == ["needs at least 2 items"])
    #expect(interactive.json == #"{"pets":["dog","cat"]}"#)
    // No answer at all stays possible for an optional field.
    #expect(try FillScript(yaml).filled([""]).json == #"{"pets":null}"#)
  }
}

extension FillScript {
  /// The driver after answering `lines`.
  fileprivate func filled(_ lines: [String]) -> FillScript {
    var copy = self
    copy.fill(lines)
    return copy
  }
}

/// A menu answer that is an option's own text is that option on every path; a position is
/// used only when no option has that text.
struct OptionTextTests {
  static let replicas = "- {key: replicas, type: integer, options: [3, 1, 2, 5]}"

  @Test func anOptionsValueWinsOverAMenuPosition() throws {
    var piped = try FillScript(Self.replicas)
    piped.fill(["1"])
    #expect(piped.json == #"{"replicas":1}"#)
    var presets = PresetAnswers()
    presets.mergeSetArguments(["replicas=1"], form: try TestForms.form(Self.replicas))
    var set = try FillScript(Self.replicas, presets: presets)
    set.fill([])
    #expect(set.json == #"{"replicas":1}"#)
    // 4 is no option's text: it is the fourth item.
    var position = try FillScript(Self.replicas)
    position.fill(["4"])
    #expect(position.json == #"{"replicas":5}"#)
  }

  @Test func aNumberThatIsNoPositionCanBeAPrefix() throws {
    var driver = try FillScript(
      "- {key: remind, options: [none, 15 minutes before, 1 hour before]}", interactive: true)
    driver.fill(["15"])
    #expect(driver.refusals == [])
    #expect(driver.json == #"{"remind":"15 minutes before"}"#)
  }
}
