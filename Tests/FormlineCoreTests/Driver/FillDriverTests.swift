import FormlineTestSupport
import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

/// The policy of a fill without a person (formline(1) NON-INTERACTIVE USE), run in-process: piped
/// lines, the end of input, refused lines, buttons, and fills with no answers at all.
struct FillDriverTests {
  private func session(_ yaml: String) throws -> FillSession {
    try FillScript(yaml).session
  }

  private func run(_ yaml: String, input: String?) throws -> (FillOutcome, FillSession) {
    var driver = FillDriver(
      session: try session(yaml), answers: input.map { PipedAnswers(InMemoryBytes($0)) })
    let outcome = driver.run()
    return (outcome, driver.session)
  }

  private func problems(_ outcome: FillOutcome) -> [String] {
    guard case .invalid(let problems) = outcome else { return [] }
    return problems.map(\.description)
  }

  @Test func everyProblemIsListedWithItsLine() throws {
    let (outcome, _) = try run(
      "- {key: a, type: integer}\n- {key: b, type: email}\n- c", input: "x\ny\nz\n")
    #expect(
      problems(outcome) == [
        "<stdin>:1: error: a: 'x' is not a whole number",
        "<stdin>:2: error: b: 'y' is not an email address (name@example.com)",
      ])
  }

  @Test func theEndOfInputTakesDefaultsAndNamesTheLastLine() throws {
    let yaml = "- a\n- {key: b, default: B}\n- {key: c, required: true}"
    let (short, _) = try run(yaml, input: "x\n")
    #expect(
      problems(short) == ["<stdin>:1: error: c: no answer: standard input ended after line 1"])
    let (empty, _) = try run(yaml, input: "")
    #expect(problems(empty) == ["<stdin>:1: error: c: no answer: standard input is empty"])
    let (enough, _) = try run(yaml, input: "x\n\ny\n")
    guard case .finished(let result) = enough else {
      Issue.record("expected finished, got \(enough)")
      return
    }
    #expect(result == .object(["a": .string("x"), "b": .string("B"), "c": .string("y")]))
  }

  @Test func aRefusedLineIsAProblemOfItsField() throws {
    let (outcome, _) = try run("- a\n- b", input: "ok\n\u{1B}[31m\n")
    #expect(
      problems(outcome) == [
        "<stdin>:2: error: b: the line contains the control character U+001B (ESC)"
      ])
  }

  @Test func withoutAnswersDefaultsAreTakenAndRequiredFieldsListed() throws {
    let (outcome, _) = try run(
      "- {key: a, required: true}\n- {key: b, default: x}\n- {key: c, required: true}",
      input: nil)
    #expect(
      problems(outcome) == [
        "error: a: \(FillDriver.noAnswerGiven)", "error: c: \(FillDriver.noAnswerGiven)",
      ])
  }

  @Test func aPipedLinePicksAButtonAndCancelStops() throws {
    let yaml = """
      - name
      - {key: save, title: Save, action: submit}
      - {key: later, title: Later, action: submit}
      - {title: Discard, action: cancel}
      """
    var options = FillOptions(interactive: false, surroundings: .testing(now: TestForms.now))
    options.buttonsFromInput = true
    let form = try TestForms.form(yaml)
    var later = FillDriver(
      session: FillSession(form: form, options: options),
      answers: PipedAnswers(InMemoryBytes("Ada\nlat\n")))
    guard case .finished(let result) = later.run() else {
      Issue.record("expected finished")
      return
    }
    #expect(result.objectValue?["later"] == .bool(true))
    var discard = FillDriver(
      session: FillSession(form: form, options: options),
      answers: PipedAnswers(InMemoryBytes("Ada\n3\n")))
    guard case .aborted = discard.run() else {
      Issue.record("expected cancelled")
      return
    }
  }

  @Test func eventsFollowEachAnswer() throws {
    final class Events: FillObserver {
      var lines: [String] = []
      func happened(_ event: FillStreamEvent) {
        lines.append(event.jsonLine.trimmingCharacters(in: .newlines))
      }
    }
    var driver = FillDriver(
      session: try session("- {key: age, type: integer}\n- name"),
      answers: PipedAnswers(InMemoryBytes("x\nAda\n")))
    let events = Events()
    driver.observers = [events]
    _ = driver.run()
    #expect(
      events.lines == [
        #"{"event":"fieldEntered","path":"age","title":"Age"}"#,
        #"{"event":"lineEntered","path":"age","text":"x"}"#,
        #"{"event":"validationFailed","path":"age","message":"'x' is not a whole number"}"#,
        #"{"event":"fieldLeft","path":"age"}"#,
        #"{"event":"fieldEntered","path":"name","title":"Name"}"#,
        #"{"event":"lineEntered","path":"name","text":"Ada"}"#,
        #"{"event":"valueSet","path":"name","value":"Ada","oldValue":null}"#,
        #"{"event":"fieldLeft","path":"name"}"#,
      ])
  }

  @Test func aTimeoutStopsWhereTheQuestionWas() throws {
    var driver = FillDriver(session: try session("- a\n- b"), answers: TimedOutAfterOne())
    guard case .timedOut = driver.run() else {
      Issue.record("expected a timeout")
      return
    }
    #expect(driver.session.current?.path.description == "b")
  }
}

/// One answer, then nothing in time.
private struct TimedOutAfterOne: AnswerFeed {
  var given = false
  mutating func next() -> AnswerLine {
    defer { given = true }
    return given ? .stopped(.timedOut) : .line("x", number: 1)
  }
}
