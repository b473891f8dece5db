import Testing

@testable import FormlineCore

/// Going back through conditions and collections; buttons without a person.
struct FillSessionNavigationTests {
  @Test func goingBackReevaluatesConditions() throws {
    var driver = try FillScript(
      """
      - {key: hasPets, type: boolean}
      - {key: petName, when: $hasPets}
      - name
      """, interactive: true)
    driver.fill(["y", "Rex"])
    #expect(driver.session.current?.path.description == "name")
    #expect(driver.session.back() as Bool)
    #expect(driver.session.back() as Bool)
    driver.fill(["n", "Ada"])
    #expect(driver.asked == ["hasPets", "petName", "name", "hasPets", "name"])
    #expect(driver.json == #"{"hasPets":false,"name":"Ada"}"#)
  }

  @Test func goingBackIntoACollection() throws {
    var driver = try FillScript("- {key: tags, template: text}\n- done", interactive: true)
    driver.fill(["a", "b"])
    guard case .newItem = driver.session.current?.role else {
      Issue.record("expected the next-item step")
      return
    }
    #expect(driver.session.back() as Bool)
    guard case .ask(let step, let prefill, _) = driver.session.next() else {
      Issue.record("expected an ask")
      return
    }
    #expect(step.path.description == "tags[1]")
    #expect(prefill == "b")
    driver.session.submit("B")
    driver.fill(["", "ok"])
    #expect(driver.json == #"{"tags":["a","B"],"done":"ok"}"#)
  }

  @Test func goingBackOverAClosedCollectionReopensIt() throws {
    var driver = try FillScript("- {key: tags, template: text}\n- done", interactive: true)
    driver.fill(["a", ""])
    #expect(driver.session.current?.path.description == "done")
    #expect(driver.session.back() as Bool)
    driver.fill(["c", "", "ok"])
    #expect(driver.json == #"{"tags":["a","c"],"done":"ok"}"#)
  }

  @Test func buttonsWithoutAPersonSubmitUnlessAPresetChooses() throws {
    let yaml = """
      - name
      - {key: save, title: Save, action: submit}
      - {key: later, title: Later, action: submit}
      """
    var plain = try FillScript(yaml)
    plain.fill(["Ada"])
    #expect(plain.json == #"{"name":"Ada","save":true,"later":false}"#)

    let form = try TestForms.form(yaml)
    var presets = PresetAnswers()
    presets.mergeAnswersDocument("later: true\n", file: "a.yaml", form: form)
    var chosen = try FillScript(yaml, presets: presets)
    chosen.fill(["Ada"])
    #expect(chosen.json == #"{"name":"Ada","save":false,"later":true}"#)
  }

  @Test func readOnlyFormAsksNothing() throws {
    var driver = try FillScript(
      "disabled: true\nfields: [{key: a, default: x}, b]", interactive: true)
    var shown: [String] = []
    loop: while true {
      switch driver.session.next() {
      case .show(let step, let value):
        shown.append("\(step.path)=\(value?.editableText ?? "nil")")
      case .finished: break loop
      default:
        Issue.record("a read-only form asked something")
        break loop
      }
    }
    #expect(shown == ["a=x", "b=nil"])
    #expect(driver.json == #"{"a":"x","b":null}"#)
  }

  @Test func stepsListTheFlow() throws {
    let driver = try FillScript(
      """
      - {title: Intro}
      - name
      - {key: address, fields: [city]}
      - {key: tags, template: text}
      - {title: Go, action: submit}
      """)
    let steps = driver.session.steps()
    #expect(steps.map(\.path.description) == ["", "name", "address.city", "tags", "tags[0]"])
    #expect(
      steps.map(\.role) == [
        .display, .value, .value, .collection, .newItem(collection: FieldPath([.key("tags")])),
      ])
  }
}
