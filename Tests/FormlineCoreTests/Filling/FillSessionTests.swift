import Testing

@testable import FormlineCore

/// The fill state machine driven in-process: asking, answering, going back, clearing, and
/// the result's shape.
struct FillSessionTests {
  static let basic = """
    - name
    - {key: age, type: integer}
    - {key: agree, type: boolean, default: true}
    """

  @Test func asksEachFieldInOrder() throws {
    var driver = try FillScript(Self.basic)
    #expect(driver.fill(["Ada", "36", ""]).isFinished)
    #expect(driver.asked == ["name", "age", "agree"])
    #expect(driver.json == #"{"name":"Ada","age":36,"agree":true}"#)
    #expect(driver.problems.isEmpty)
  }

  @Test func firstEventAsksTheFirstField() throws {
    var driver = try FillScript(Self.basic, interactive: true)
    guard case .ask(let step, let prefill, let problem) = driver.session.next() else {
      Issue.record("expected an ask")
      return
    }
    #expect(step.path.description == "name")
    #expect(step.field.title == "Name")
    #expect(step.role == .value)
    #expect(prefill == nil)
    #expect(problem == nil)
    #expect(driver.session.current == step)
  }

  @Test func submitReportsTheEcho() throws {
    var driver = try FillScript("- {key: site, type: url}", interactive: true)
    _ = driver.session.next()
    #expect(driver.session.submit("example.com") == .accepted(echo: "https://example.com"))
    #expect(driver.session.submit("x") == .invalid("nothing is being asked"))
  }

  @Test func emptyAnswersTakeTheDefaultOrNull() throws {
    var driver = try FillScript(Self.basic)
    driver.fill(["", "", ""])
    #expect(driver.json == #"{"name":null,"age":null,"agree":true}"#)
  }

  @Test func interactiveInvalidAnswerIsAskedAgain() throws {
    var driver = try FillScript(Self.basic, interactive: true)
    driver.fill(["Ada", "old", "-3x", "36", "n"])
    #expect(driver.asked == ["name", "age", "age", "age", "agree"])
    #expect(driver.refusals == ["'old' is not a whole number", "'-3x' is not a whole number"])
    #expect(driver.json == #"{"name":"Ada","age":36,"agree":false}"#)
    #expect(driver.session.problems.isEmpty)
  }

  @Test func nonInteractiveProblemsAreAllCollected() throws {
    var driver = try FillScript(
      """
      - {key: name, required: true}
      - {key: age, type: integer}
      - {key: mail, type: email}
      - {key: zip, pattern: '[0-9]{5}', required: true}
      """)
    driver.fill(["", "old", "nobody", "1234"])
    #expect(driver.asked == ["name", "age", "mail", "zip"])
    #expect(
      driver.problems == [
        "<stdin>:1: error: name: an answer is required",
        "<stdin>:2: error: age: 'old' is not a whole number",
        "<stdin>:3: error: mail: 'nobody' is not an email address (name@example.com)",
        "<stdin>:4: error: zip: does not match the pattern [0-9]{5}",
      ])
    #expect(driver.json == #"{"name":null,"age":null,"mail":null,"zip":null}"#)
  }

  @Test func endOfInputTakesDefaultsAndMarksRequiredFieldsUnanswered() throws {
    var driver = try FillScript(Self.basic)
    driver.fill(["Ada"])
    #expect(driver.problems.isEmpty)
    #expect(driver.json == #"{"name":"Ada","age":null,"agree":true}"#)
    var required = try FillScript(Self.basic + "\n- {key: city, required: true}")
    required.fill(["Ada"])
    #expect(
      required.problems == ["<stdin>:1: error: city: no answer: standard input ended after line 1"])
  }

  @Test func backReturnsToThePreviousFieldWithItsValue() throws {
    var driver = try FillScript(Self.basic, interactive: true)
    driver.fill(["Ada", "36"])
    #expect(driver.session.current?.path.description == "agree")
    #expect(driver.session.back() as Bool)
    guard case .ask(let step, let prefill, _) = driver.session.next() else {
      Issue.record("expected an ask")
      return
    }
    #expect(step.path.description == "age")
    #expect(prefill == "36")
    #expect(driver.session.submit("40") == .accepted(echo: nil))
    guard case .ask(let after, _, _) = driver.session.next() else {
      Issue.record("expected an ask")
      return
    }
    #expect(after.path.description == "agree")
    #expect(driver.session.back() as Bool)
    #expect(driver.session.back() as Bool)
    guard case .ask(let first, let firstPrefill, _) = driver.session.next() else {
      Issue.record("expected an ask")
      return
    }
    #expect(first.path.description == "name")
    #expect(firstPrefill == "Ada")
    driver.fill(["Ada", "40", "y"])
    #expect(driver.json == #"{"name":"Ada","age":40,"agree":true}"#)
  }

  @Test func backAtTheFirstQuestionDoesNothing() throws {
    var driver = try FillScript(Self.basic, interactive: true)
    _ = driver.session.next()
    let wentBack = driver.session.back()
    #expect(!wentBack)
  }

  @Test func backAfterAResumeReachesTheEarlierAnswers() throws {
    var first = try FillScript(Self.basic, interactive: true)
    first.fill(["Ada", "36"])
    let draft = Draft(session: first.session, formPath: "form.yaml", savedAt: TestForms.now)

    var resumed = try FillScript(Self.basic, interactive: true)
    resumed.session.restore(draft)
    guard case .ask(let open, _, _) = resumed.session.next() else {
      Issue.record("expected an ask")
      return
    }
    #expect(open.path.description == "agree")
    #expect(resumed.session.back() as Bool)
    guard case .ask(let previous, let prefill, _) = resumed.session.next() else {
      Issue.record("expected an ask")
      return
    }
    #expect(previous.path.description == "age")
    #expect(prefill == "36")
    #expect(resumed.session.back() as Bool)
    let wentBeforeTheFirst = resumed.session.back()
    #expect(!wentBeforeTheFirst, "name is the first question")
    resumed.fill(["Eve", "37", "y"])
    #expect(resumed.json == #"{"name":"Eve","age":37,"agree":true}"#)
  }

  @Test func clearSetsNull() throws {
    var driver = try FillScript(Self.basic, interactive: true)
    driver.fill(["Ada", "36"])
    #expect(driver.session.back() as Bool)
    _ = driver.session.next()
    #expect(driver.session.clear() == .accepted(echo: nil))
    driver.fill(["n"])
    #expect(driver.json == #"{"name":"Ada","age":null,"agree":false}"#)
  }

  @Test func clearOnARequiredFieldIsRefused() throws {
    var driver = try FillScript("- {key: name, required: true}", interactive: true)
    _ = driver.session.next()
    #expect(driver.session.clear() == .invalid("an answer is required"))
  }

  @Test func hiddenFieldsAreNotAskedAndLeftOut() throws {
    let form = """
      - {key: hasPets, type: boolean}
      - {key: petName, hidden: "$hasPets == false"}
      - {key: plan, options: [Free, Pro]}
      - {key: card, when: "$plan == 'Pro'"}
      - {key: never, hidden: true}
      """
    var without = try FillScript(form)
    without.fill(["no", "1"])
    #expect(without.asked == ["hasPets", "plan"])
    #expect(without.json == #"{"hasPets":false,"plan":"Free"}"#)

    var with = try FillScript(form)
    with.fill(["yes", "Rex", "pro", "4242"])
    #expect(with.asked == ["hasPets", "petName", "plan", "card"])
    #expect(with.json == #"{"hasPets":true,"petName":"Rex","plan":"Pro","card":"4242"}"#)
  }

  @Test func hiddenSectionsAreSkipped() throws {
    var driver = try FillScript(
      """
      sections:
        - fields: [{key: pro, type: boolean}]
        - title: Billing
          hidden: "$pro == false"
          fields: [card]
        - fields: [notes]
      """)
    driver.fill(["n", "x"])
    #expect(driver.asked == ["pro", "notes"])
    #expect(driver.json == #"{"pro":false,"notes":"x"}"#)
  }

  @Test func subformsNestAnObject() throws {
    var driver = try FillScript(
      """
      - name
      - key: address
        fields:
          - street
          - {key: city, required: true}
      - {key: ok, type: boolean}
      """, interactive: true)
    var breadcrumbs: [[String]] = []
    for line in ["Ada", "1 Main St", "Paris", "y"] {
      guard case .ask(let step, _, _) = driver.session.next() else { break }
      breadcrumbs.append(step.breadcrumb)
      driver.session.submit(line)
    }
    #expect(driver.session.next() == .finished)
    #expect(breadcrumbs == [[], ["Address"], ["Address"], []])
    #expect(
      driver.json
        == #"{"name":"Ada","address":{"street":"1 Main St","city":"Paris"},"ok":true}"#)
  }

  @Test func inlineSubformsHaveNoBreadcrumb() throws {
    var driver = try FillScript(
      "- {key: address, inline: true, fields: [city]}", interactive: true)
    guard case .ask(let step, _, _) = driver.session.next() else {
      Issue.record("expected an ask")
      return
    }
    #expect(step.breadcrumb == [])
    #expect(step.path.description == "address.city")
  }

  @Test func keylessAndVirtualFieldsAreLeftOut() throws {
    var driver = try FillScript(
      """
      - {title: Welcome}
      - {key: intro, type: info, title: About}
      - name
      - {key: terms, class: TermsViewController}
      - {title: Done, action: submit}
      """)
    driver.fill(["Ada"])
    #expect(driver.asked == ["name"])
    // A keyed info row keeps its value, null here (XLForm's formValues).
    #expect(driver.json == #"{"intro":null,"name":"Ada"}"#)
  }

  @Test func labelsAreShownOnceInteractively() throws {
    var driver = try FillScript("- {title: Welcome}\n- name", interactive: true)
    guard case .show(let step, let value) = driver.session.next() else {
      Issue.record("expected a show")
      return
    }
    #expect(step.field.title == "Welcome")
    #expect(value == nil)
    guard case .ask(let ask, _, _) = driver.session.next() else {
      Issue.record("expected an ask")
      return
    }
    #expect(ask.path.description == "name")
  }

  @Test func disabledFieldsAreShownWithTheirValue() throws {
    var driver = try FillScript(
      "- {key: id, default: 7, type: integer, disabled: true}\n- name", interactive: true)
    guard case .show(let step, let value) = driver.session.next() else {
      Issue.record("expected a show")
      return
    }
    #expect(step.path.description == "id")
    #expect(step.isDisabled)
    #expect(value == .integer(7))
    driver.fill(["Ada"])
    #expect(driver.json == #"{"id":7,"name":"Ada"}"#)
  }

  @Test func severalButtonsAreOfferedLast() throws {
    var driver = try FillScript(
      """
      - name
      - {key: save, title: Save, action: submit}
      - {key: discard, title: Discard, action: cancel}
      """, interactive: true)
    _ = driver.session.next()
    driver.session.submit("Ada")
    guard case .chooseButton(let buttons) = driver.session.next() else {
      Issue.record("expected the buttons")
      return
    }
    #expect(buttons.map(\.title) == ["Save", "Discard"])
    #expect(driver.session.choose(button: buttons[1]) == .cancel)
    #expect(driver.session.next() == .finished)
    #expect(driver.json == #"{"name":"Ada","save":false,"discard":true}"#)
  }

  @Test func reviewItemsMaskSecretsAndShowTitles() throws {
    var driver = try FillScript(
      """
      - name
      - password
      - {key: plan, options: [{value: pro, title: Pro plan}, {value: free, title: Free}]}
      - {key: tags, type: multipleSelector, options: [a, b, c]}
      - nickname
      - {key: pin, secret: true}
      """)
    driver.fill(["Ada", "hunter2", "1", "3,1", "", "1234"])
    let items = driver.session.reviewItems()
    #expect(items.map(\.number) == [1, 2, 3, 4, 5, 6])
    #expect(
      items.map(\.step.path.description) == [
        "name", "password", "plan", "tags", "nickname", "pin",
      ])
    #expect(items.map(\.text) == ["Ada", "••••••", "Pro plan", "a, c", "—", "••••••"])
  }

  @Test func editFromReviewThenFillGaps() throws {
    var driver = try FillScript(
      """
      - {key: hasPets, type: boolean}
      - {key: petName, when: $hasPets}
      - name
      """, interactive: true)
    driver.fill(["n", "Ada"])
    #expect(driver.json == #"{"hasPets":false,"name":"Ada"}"#)
    let hasPets = try #require(driver.session.reviewItems().first)
    driver.session.edit(hasPets.step)
    guard case .ask(let step, let prefill, _) = driver.session.next() else {
      Issue.record("expected an ask")
      return
    }
    #expect(step.path.description == "hasPets")
    #expect(prefill == "no")
    driver.session.submit("y")
    guard case .ask(let gap, _, _) = driver.session.next() else {
      Issue.record("expected the new gap")
      return
    }
    #expect(gap.path.description == "petName")
    driver.session.submit("Rex")
    #expect(driver.session.next() == .finished)
    #expect(driver.json == #"{"hasPets":true,"petName":"Rex","name":"Ada"}"#)
  }
}
