import FormlineTestSupport
import Foundation
import Testing

/// Seed behaviour only a person at a terminal sees: the built binary in a pseudo-terminal.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct SeedPromptsEndToEndTests: TerminalSuite {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  private func start(_ form: String, _ arguments: [String] = []) throws -> PseudoTerminal {
    try start([try file(form), "--no-review"] + arguments)
  }

  /// FXForms' grouping example, with its "empty string to create a section partition
  /// without a title": the break is a rule in plain text.
  @Test func anUntitledSectionBreakIsMarked() throws {
    let terminal = try start(
      """
      - {key: field1, header: Section 1}
      - field2
      - {key: field3, header: ""}
      - field4
      """)
    try terminal.expect("Field1: ")
    terminal.send("a" + TerminalKeys.enter)
    try terminal.expect("Field2: ")
    terminal.send("b" + TerminalKeys.enter)
    try terminal.expect("Field3: ")
    terminal.send("c" + TerminalKeys.enter)
    try terminal.expect("Field4: ")
    terminal.send("d" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    let screen = terminal.screenText.replacingOccurrences(of: "\r\n", with: "\n")
    #expect(screen.contains("Field2: b\n\n----\nField3: "), "\(screen.debugDescription)")
    #expect(!screen.contains("null"))
  }

  /// FormKit's switch cannot be made nil at the prompt either.
  @Test func clearIsRefusedOnASwitch() throws {
    let terminal = try start("- {key: rememberMe, type: boolean}\n")
    try terminal.expect("Remember me [y/N]: ")
    terminal.send(":clear" + TerminalKeys.enter)
    try terminal.expect("is a switch and is never empty: give true or false")
    try terminal.expect("Remember me [y/N]: ")
    terminal.send("y" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.capturedOutput == "{\n  \"rememberMe\": true\n}\n")
  }

  /// XLForm's step counter example: `stepControl.wraps` on, steps of 10 from 10 to 100.
  @Test func plusAtTheMaximumWraps() throws {
    let terminal = try start(
      """
      - tag: stepCounter
        rowType: stepCounter
        title: Step counter
        value: 100
        cellConfigAtConfigure:
          stepControl.wraps: true
          stepControl.stepValue: 10
          stepControl.minimumValue: 10
          stepControl.maximumValue: 100
      """)
    try terminal.expect("Step counter")
    terminal.send(String(repeating: TerminalKeys.backspace, count: 3) + "+" + TerminalKeys.enter)
    try terminal.expect("10 (wrapped)")
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.capturedOutput == "{\n  \"stepCounter\": 10\n}\n")
  }

  /// XLForm's `addAsteriskToRequiredRowsTitle` (default false there) turns the marker off.
  @Test(arguments: [(false, "Name: "), (true, "Name *: ")])
  func theRequiredMarkerFollowsAddAsterisk(add: Bool, prompt: String) throws {
    let terminal = try start(
      """
      addAsteriskToRequiredRowsTitle: \(add)
      sections:
        - rows:
            - {tag: name, rowType: name, title: Name, required: true}
      """)
    try terminal.expect(prompt)
    #expect(!terminal.screenText.contains(add ? "Name: " : "*"))
    terminal.send("Ann" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
  }

  /// FormKit's password field and its "eye": Ctrl-R shows what is typed, and `?` says so.
  @Test func theSecretCanBeShownWhileTyping() throws {
    let terminal = try start("- {key: password, type: password}\n")
    try terminal.expect("Password: ")
    terminal.send("?" + TerminalKeys.enter)
    try terminal.expect("Ctrl-R: shows or hides what is typed")
    try terminal.expect("Password: ")
    terminal.send("s3cret")
    #expect(!terminal.screenText.contains("s3cret"))
    terminal.send("\u{12}")
    try terminal.expect("Password: s3cret")
    // Shown, a key typed next is echoed after what is there.
    terminal.send("!")
    try terminal.expect("!")
    terminal.send("\u{12}" + "?" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.capturedOutput == "{\n  \"password\": \"s3cret!?\"\n}\n")
    #expect(!terminal.screenText.contains("s3cret!?"), "hidden again: the last key not shown")
  }

  /// FormKit's entering/typing/setting/leaving and XLForm's old and new value: going back
  /// with `<` leaves the field, and a value changed says what it was.
  @Test func eventsFollowGoingBackAndChangingAValue() throws {
    let terminal = try start(
      "- {key: title, type: text}\n- {key: location, type: text}\n",
      ["--events", "events.jsonl"])
    try terminal.expect("Title: ")
    terminal.send("Lunch" + TerminalKeys.enter)
    try terminal.expect("Location: ")
    terminal.send("<" + TerminalKeys.enter)
    try terminal.expect("Title: Lunch")
    terminal.send(
      String(repeating: TerminalKeys.backspace, count: 5) + "Dinner" + TerminalKeys.enter)
    try terminal.expect("Location: ")
    terminal.send("Rome" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    let lines = try String(contentsOfFile: directory.file("events.jsonl"), encoding: .utf8)
    #expect(
      lines == """
        {"event":"fieldEntered","path":"title","title":"Title"}
        {"event":"lineEntered","path":"title","text":"Lunch"}
        {"event":"valueSet","path":"title","value":"Lunch","oldValue":null}
        {"event":"fieldLeft","path":"title"}
        {"event":"fieldEntered","path":"location","title":"Location"}
        {"event":"fieldLeft","path":"location"}
        {"event":"fieldEntered","path":"title","title":"Title"}
        {"event":"lineEntered","path":"title","text":"Dinner"}
        {"event":"valueSet","path":"title","value":"Dinner","oldValue":"Lunch"}
        {"event":"fieldLeft","path":"title"}
        {"event":"fieldEntered","path":"location","title":"Location"}
        {"event":"lineEntered","path":"location","text":"Rome"}
        {"event":"valueSet","path":"location","value":"Rome","oldValue":null}
        {"event":"fieldLeft","path":"location"}
        {"event":"finished"}

        """)
  }
}
