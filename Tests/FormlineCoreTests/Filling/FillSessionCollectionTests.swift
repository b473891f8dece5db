import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

/// Collections (FXForms templates, XLForm multivalued sections): the empty-line-ends
/// protocol, subform items, presets, and add/delete/move (formline(5) SECTIONS, SUBFORMS AND
/// COLLECTIONS).
struct FillSessionCollectionTests {
  static let tags = "- {key: tags, template: text}\n- done"
  static let people = """
    - key: people
      template:
        fields: [name, {key: age, type: integer}]
    - done
    """

  @Test func scalarItemsUntilAnEmptyLine() throws {
    var driver = try FillScript(Self.tags)
    driver.fill(["a", "b", "", "yes"])
    #expect(driver.asked == ["tags[0]", "tags[1]", "tags[2]", "done"])
    #expect(driver.json == #"{"tags":["a","b"],"done":"yes"}"#)
  }

  @Test func anEmptyFirstLineGivesAnEmptyArray() throws {
    var driver = try FillScript(Self.tags)
    driver.fill(["", "x"])
    #expect(driver.json == #"{"tags":[],"done":"x"}"#)
  }

  @Test func theNextItemStepSaysItCanEndTheCollection() throws {
    var driver = try FillScript(Self.tags, interactive: true)
    guard case .ask(let step, _, _) = driver.session.next() else {
      Issue.record("expected an ask")
      return
    }
    #expect(step.role == .newItem(collection: FieldPath([.key("tags")])))
    #expect(step.path.description == "tags[0]")
    #expect(step.field.title == "Tags #1")
  }

  @Test func subformItemsReadTheirFieldsInTurn() throws {
    var driver = try FillScript(Self.people)
    driver.fill(["Ada", "36", "Bob", "40", "", "ok"])
    #expect(
      driver.asked == [
        "people[0].name", "people[0].age", "people[1].name", "people[1].age", "people[2].name",
        "done",
      ])
    #expect(
      driver.json
        == #"{"people":[{"name":"Ada","age":36},{"name":"Bob","age":40}],"done":"ok"}"#)
  }

  @Test func subformItemBreadcrumbsNumberTheItem() throws {
    var driver = try FillScript(Self.people, interactive: true)
    _ = driver.session.next()
    driver.session.submit("Ada")
    guard case .ask(let step, _, _) = driver.session.next() else {
      Issue.record("expected an ask")
      return
    }
    #expect(step.path.description == "people[0].age")
    #expect(step.breadcrumb == ["People", "#1"])
  }

  @Test func itemValuesAreReadAndChecked() throws {
    var driver = try FillScript("- {key: mails, template: email}")
    driver.fill(["a@b.co", "nope", ""])
    #expect(
      driver.problems == [
        "<stdin>:2: error: mails[1]: 'nope' is not an email address (name@example.com)"
      ])
  }

  @Test func minimumItemCount() throws {
    var driver = try FillScript("- {key: tags, template: text, minItems: 2}")
    driver.fill(["a", ""])
    #expect(driver.problems == ["<stdin>:2: error: tags: needs at least 2 items"])
    #expect(driver.json == #"{"tags":["a"]}"#)

    var interactive = try FillScript(
      "- {key: tags, template: text, required: true}", interactive: true)
    interactive.fill(["", "a", ""])
    #expect(interactive.refusals == ["needs at least 1 item"])
    #expect(interactive.json == #"{"tags":["a"]}"#)
  }

  @Test func anInvalidItemKeepsTheLinesAligned() throws {
    var driver = try FillScript(Self.people)
    driver.fill(["Ada", "old", "Bob", "40", "", "ok"])
    #expect(driver.problems == ["<stdin>:2: error: people[0].age: 'old' is not a whole number"])
    #expect(
      driver.json
        == #"{"people":[{"name":"Ada","age":null},{"name":"Bob","age":40}],"done":"ok"}"#)
  }

  @Test func maximumItemCountStopsAsking() throws {
    var driver = try FillScript("- {key: tags, template: text, maxItems: 2}\n- done")
    driver.fill(["a", "b", "x"])
    #expect(driver.asked == ["tags[0]", "tags[1]", "done"])
    #expect(driver.json == #"{"tags":["a","b"],"done":"x"}"#)
  }

  @Test func collectionPresetsTakeEveryItem() throws {
    let form = try TestForms.form(Self.people)
    var presets = PresetAnswers()
    presets.mergeAnswersDocument(
      """
      people:
        - {name: Ada, age: 36}
        - {name: Bob, age: old}
      """, file: "answers.yaml", form: form)
    var driver = try FillScript(Self.people, presets: presets)
    driver.fill(["ok"])
    #expect(driver.asked == ["done"])
    #expect(
      driver.problems == [
        "answers.yaml:3:22: error: people[1].age: 'old' is not a whole number"
      ])
    #expect(
      driver.json
        == #"{"people":[{"name":"Ada","age":36},{"name":"Bob","age":null}],"done":"ok"}"#)
  }

  @Test func scalarCollectionFromSet() throws {
    let form = try TestForms.form(Self.tags)
    var presets = PresetAnswers()
    presets.mergeSetArguments(["tags=a, b ,c"], form: form)
    var driver = try FillScript(Self.tags, presets: presets)
    driver.fill(["x"])
    #expect(driver.json == #"{"tags":["a","b","c"],"done":"x"}"#)
  }

  @Test func addDeleteAndMoveItems() throws {
    var driver = try FillScript(Self.tags, interactive: true)
    driver.fill(["a", "b", "c", "", "x"])
    let tags = FieldPath([.key("tags")])
    driver.session.deleteItem(at: 0, of: tags)
    #expect(driver.json == #"{"tags":["b","c"],"done":"x"}"#)
    driver.session.moveItem(at: 1, to: 0, of: tags)
    #expect(driver.json == #"{"tags":["c","b"],"done":"x"}"#)
    driver.session.moveItem(at: 5, to: 0, of: tags)
    driver.session.deleteItem(at: 9, of: tags)
    #expect(driver.json == #"{"tags":["c","b"],"done":"x"}"#)
    driver.session.addItem(to: tags)
    driver.fill(["d", ""])
    #expect(driver.json == #"{"tags":["c","b","d"],"done":"x"}"#)
  }

  @Test func xlFormMultivaluedSectionFills() throws {
    var driver = try FillScript(
      """
      sections:
        - title: Phones
          multivaluedTag: phones
          template: phone
        - fields: [name]
      """)
    driver.fill(["555 1234", "12", "", "Ada"])
    #expect(
      driver.problems == [
        "<stdin>:2: error: phones[1]: '12' is not a phone number (digits, spaces, + - ( ) .)"
      ])
    #expect(driver.json == #"{"phones":["555 1234",null],"name":"Ada"}"#)
  }

  @Test func draftRoundTripLeavesSecretsOut() throws {
    let yaml = """
      - name
      - password
      - {key: tags, template: text}
      - {key: pin, secret: true}
      - city
      """
    var driver = try FillScript(yaml, interactive: true)
    driver.fill(["Ada", "hunter2", "a", "", "1234"])
    #expect(driver.session.current?.path.description == "city")
    let draft = Draft(
      session: driver.session, formPath: "form.yaml", savedAt: TestForms.now)
    #expect(draft.answers.objectValue?.keys.elements == ["name", "tags"])
    #expect(draft.json.contains("hunter2") == false)
    #expect(draft.json.contains("1234") == false)

    let read = try Draft(json: draft.json, file: "draft.json")
    #expect(read == draft)
    #expect(read.finishedCollections == [FieldPath([.key("tags")])])

    var resumed = try FillScript(yaml, interactive: true)
    resumed.session.restore(read)
    resumed.fill(["s3cret", "9999", "Paris"])
    #expect(resumed.asked == ["password", "pin", "city"])
    #expect(
      resumed.json
        == #"{"name":"Ada","password":"s3cret","tags":["a"],"pin":"9999","city":"Paris"}"#)
  }

  @Test func notADraft() {
    #expect(throws: Diagnostic.self) {
      try Draft(json: #"{"answers": 3}"#, file: "x.json")
    }
  }
}
