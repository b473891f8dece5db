import FormlineTestSupport
import Foundation
import Testing

/// Prompts that explain themselves: separators, hints kept on re-asking, bounds,
/// placeholders apart from defaults. (The timeout counts idle time: `DeadlineTests`, on a
/// clock the test moves.)
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct PromptHintsEndToEndTests {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  private func start(_ form: String, _ arguments: [String] = [], colour: Bool = false) throws
    -> PseudoTerminal
  {
    let path = directory.file("form.yaml")
    try form.write(toFile: path, atomically: true, encoding: .utf8)
    // Colour is on unless NO_COLOR is set at all, so the colour cases leave it out.
    return try PseudoTerminal.formline(
      [path, "--no-review"] + arguments, in: directory.path, state: directory.file("state"),
      removing: colour ? ["NO_COLOR"] : [])
  }

  @Test func aTitleEndingInAQuestionMarkGetsNoColonInColourToo() throws {
    let terminal = try start(
      "- key: count\n  title: How many?\n  type: integer\n- key: name\n  title: 'Your name:'\n",
      colour: true)
    try terminal.expect("How many?")
    terminal.send("2" + TerminalKeys.enter)
    try terminal.expect("Your name:")
    terminal.send("Ann" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(!terminal.screenText.contains("How many?:"))
    #expect(!terminal.screenText.contains("Your name::"))
  }

  @Test func aReaskedPromptKeepsItsDefaultAndBounds() throws {
    let terminal = try start(
      "- key: port\n  type: integer\n  default: 8080\n  min: 1\n  max: 65535\n")
    try terminal.expect("Port (1–65535) [8080]: ")
    terminal.send("99999" + TerminalKeys.enter)
    try terminal.expect("✗")
    // The refused text is back on the line, and the prompt still says what Enter takes.
    try terminal.expect("Port (1–65535) [8080]: 99999")
    terminal.send(TerminalKeys.controlU + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.capturedOutput.contains("\"port\": 8080"))
  }

  @Test func aPlaceholderIsShownAsAnExampleNotADefault() throws {
    let terminal = try start("- key: location\n  placeholder: Main St 1\n")
    try terminal.expect("Location (e.g. Main St 1): ")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(!terminal.screenText.contains("[Main St 1]"))
    #expect(terminal.capturedOutput.contains("\"location\": null"))
  }

  /// XLForm's `noValueDisplayText` often repeats the title, which the prompt already says.
  @Test func aPlaceholderThatRepeatsTheTitleIsLeftOut() throws {
    let terminal = try start(
      "- {tag: location, rowType: text, title: Location, noValueDisplayText: Location…}\n")
    try terminal.expect("Location: ")
    terminal.send("Room 4" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(!terminal.screenText.contains("e.g."))
    #expect(terminal.capturedOutput.contains("\"location\": \"Room 4\""))
  }
}

/// Timeouts without a person: nothing to resume.
struct PipedTimeoutEndToEndTests {
  @Test func aPipedTimeoutLeavesNoDraftAndNoResumeHint() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("form.yaml")
    try "- key: a\n- key: b\n".write(toFile: form, atomically: true, encoding: .utf8)
    let script = "{ echo x; sleep 3; } | \"$0\" \"$1\" --timeout 0.5"
    let run = try FormlineBinary.run(
      ["-c", script, FormlineBinary.path, form],
      environment: ["XDG_STATE_HOME": directory.file("state")], executable: "/bin/bash")
    #expect(run.status == 124)
    #expect(!run.stderr.contains("--resume"))
    #expect(!FileManager.default.fileExists(atPath: directory.file("state/formline")))
  }
}
