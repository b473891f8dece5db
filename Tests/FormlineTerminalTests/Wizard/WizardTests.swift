import FormlineCore
import FormlineTestSupport
import Foundation
import Testing

@testable import FormlineTerminal

/// The wizard driven by a scripted line editor: no terminal, exact prompts and results.
struct WizardTests {
  private func form(_ yaml: String) throws -> Form {
    try FormLoader(surroundings: .testing()).load(text: yaml, file: "form.yaml").form
  }

  private func run(
    _ yaml: String, lines: [String], review: Bool = false,
    presets: PresetAnswers = PresetAnswers()
  ) throws -> (FillOutcome, ScriptedLineEditor) {
    let editor = ScriptedLineEditor(lines: lines)
    let session = FillSession(
      form: try form(yaml), presets: presets,
      options: FillOptions(
        interactive: true,
        surroundings: .testing(now: Date(timeIntervalSince1970: 1_795_000_000))))
    let wizard = Wizard(
      session: session, editor: editor,
      settings: Wizard.Settings(style: TerminalStyle(mode: .plain), review: review))
    return (wizard.run(), editor)
  }

  private func json(_ outcome: FillOutcome) -> String? {
    if case .finished(let value) = outcome {
      return JSONWriter.render(value, pretty: false).trimmingCharacters(in: .newlines)
    }
    return nil
  }

  @Test(arguments: [
    ("?", WizardCommand.help), (":help", .help), ("<", .back), (":back", .back),
    (":clear", .clear), (":abort", .abort), (":q", .abort), ("\\?", .answer("?")),
    ("\\:back", .answer(":back")), ("\\\\x", .answer("\\x")), ("hello", .answer("hello")),
  ])
  func commandsAndTheirEscape(line: String, command: WizardCommand) {
    #expect(WizardCommand.parse(line) == command)
  }

  @Test func promptsShowMarkerDefaultAndBreadcrumb() throws {
    let (outcome, editor) = try run(
      """
      - key: name
        required: true
      - key: city
        default: Paris
      - key: address
        fields:
          - street
      """, lines: ["Ann", "", "Main St"])
    #expect(json(outcome) == #"{"name":"Ann","city":"Paris","address":{"street":"Main St"}}"#)
    #expect(editor.requests.map(\.prompt) == ["Name *: ", "City [Paris]: ", "Address › Street: "])
  }

  @Test func validationLoopKeepsTheTypedText() throws {
    let (outcome, editor) = try run(
      "- key: age\n  type: integer\n  max: 120\n", lines: ["200", "20"])
    #expect(json(outcome) == #"{"age":20}"#)
    #expect(editor.requests.map(\.prefill) == [nil, "200"])
    #expect(editor.transcript.contains("✗ must be at most 120"))
  }

  @Test func clearSetsNullAndRequiredRefusesIt() throws {
    let (outcome, editor) = try run(
      "- key: a\n  required: true\n- key: b\n", lines: [":clear", "A", ":clear"])
    #expect(json(outcome) == #"{"a":"A","b":null}"#)
    #expect(editor.transcript.contains("✗ an answer is required"))
  }

  /// FXForms: a default ensures the field "can never be set to nil by the user".
  @Test func clearIsRefusedWhereThereIsADefault() throws {
    let (outcome, editor) = try run("- key: b\n  default: x\n", lines: [":clear", "y"])
    #expect(json(outcome) == #"{"b":"y"}"#)
    #expect(editor.transcript.contains("✗ has a default (x) and is never empty"))
  }

  @Test func abortAndInterruptStop() throws {
    let (aborted, _) = try run("- a\n- b\n", lines: ["x", ":abort"])
    guard case .aborted = aborted else {
      Issue.record("expected aborted, got \(aborted)")
      return
    }
    let editor = ScriptedLineEditor([.line("x"), .interrupted])
    let wizard = Wizard(
      session: FillSession(
        form: try form("- a\n- b\n"),
        options: FillOptions(interactive: true, surroundings: .testing())),
      editor: editor, settings: Wizard.Settings(style: TerminalStyle(mode: .plain), review: false))
    guard case .interrupted(let session) = wizard.run() else {
      Issue.record("expected interrupted")
      return
    }
    #expect(session.answers[FieldPath(parsing: "a") ?? .root] == .string("x"))
  }

  /// Typed (`<`) or as a key (PageUp), going back from the first question says why
  /// nothing happened, then asks it again.
  @Test(arguments: [LineReadResult.line("<"), .back])
  func backAtTheFirstQuestionSaysSo(back: LineReadResult) throws {
    let editor = ScriptedLineEditor([back, .line("x"), .line("y")])
    let wizard = Wizard(
      session: FillSession(
        form: try form("- a\n- b\n"),
        options: FillOptions(interactive: true, surroundings: .testing())),
      editor: editor, settings: Wizard.Settings(style: TerminalStyle(mode: .plain), review: false))
    guard case .finished = wizard.run() else {
      Issue.record("expected finished")
      return
    }
    #expect(editor.transcript.contains("(this is the first question)"))
    #expect(editor.requests.map(\.prompt) == ["A: ", "A: ", "B: "])
  }

  @Test func reviewAddsDeletesAndMovesCollectionItems() throws {
    let yaml = """
      - key: tags
        template: text
        sortable: true
      """
    // a, b, c entered; in the review line 1 is the list, 3 is "b": move it up, delete
    // line 4 ("c"), add one more through the list's line, finish.
    let (outcome, editor) = try run(
      yaml, lines: ["a", "b", "c", "", "^3", "-4", "1", "d", "", ""], review: true)
    #expect(json(outcome) == #"{"tags":["b","a","d"]}"#)
    #expect(editor.transcript.contains("1. Tags: 3 items"))
    #expect(editor.transcript.contains("2. Tags #1: a"))
    #expect(editor.transcript.contains("1. Tags: 2 items"))
  }

  @Test func reviewEditReasksThatFieldAndNewlyVisibleOnes() throws {
    let yaml = """
      - key: pets
        default: false
      - key: count
        type: integer
        when: "$pets == true"
      """
    let (outcome, _) = try run(yaml, lines: ["n", "1", "y", "3", ""], review: true)
    #expect(json(outcome) == #"{"pets":true,"count":3}"#)
  }

  @Test func severalButtonsAreOfferedAndCancelAborts() throws {
    let yaml = """
      - name
      - {key: save, title: Save, action: submit}
      - {title: Discard, action: cancel}
      """
    let (saved, editor) = try run(yaml, lines: ["x", "1"])
    #expect(json(saved) == #"{"name":"x","save":true}"#)
    #expect(editor.transcript.contains("1) Save"))
    let (cancelled, _) = try run(yaml, lines: ["x", "Dis"])
    guard case .aborted = cancelled else {
      Issue.record("expected aborted, got \(cancelled)")
      return
    }
  }

  /// The buttons are chosen as piped input chooses them: Enter is submit, an action
  /// name names its button.
  @Test func enterAtTheButtonsSubmitsAndAnActionNameChooses() throws {
    let yaml = """
      - name
      - {key: save, title: Save, action: submit}
      - {title: Discard, action: cancel}
      """
    let (saved, _) = try run(yaml, lines: ["x", ""])
    #expect(json(saved) == #"{"name":"x","save":true}"#)
    let (cancelled, _) = try run(yaml, lines: ["x", "CANCEL"])
    guard case .aborted = cancelled else {
      Issue.record("expected aborted, got \(cancelled)")
      return
    }
  }

  @Test func dateAnswersAreEchoed() throws {
    let (outcome, editor) = try run("- key: when\n  type: date\n", lines: ["next friday"])
    #expect(json(outcome) != nil)
    #expect(editor.transcript.contains("  → "))
  }

  @Test func menuCompletionAndHistoryKeys() throws {
    let (_, editor) = try run(
      "- key: plan\n  options: [Free, Pro]\n- key: list\n  template: text\n",
      lines: ["Pro", "a", ""])
    #expect(editor.requests[0].completion == .words(["Free", "Pro"]))
    #expect(editor.requests[1].historyKey == "list[]")
    #expect(editor.requests[2].historyKey == "list[]")
  }

  @Test func slidersAndSteppersShowTheirRange() throws {
    let (outcome, editor) = try run(
      """
      - {key: volume, type: slider, min: 0, max: 10, steps: 10, default: 5}
      - {key: copies, type: stepper, min: 1, max: 9, default: 1}
      - {key: size, options: [S, M, L], inline: true}
      """, lines: ["7.4", "+", "l"])
    #expect(json(outcome) == #"{"volume":7,"copies":2,"size":"L"}"#)
    #expect(
      editor.requests.map(\.prompt) == [
        "Volume (0–10) [5]: ", "Copies (1–9, +/-) [1]: ", "Size (S/M/L): ",
      ])
  }
}
