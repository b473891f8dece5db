import FormlineTestSupport
import Foundation
import Testing

/// Prompts that say what they take and what they did: the author's words for a pattern,
/// echoed defaults and readings, placeholder items apart from defaults, and `?` help
/// specific to the field.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct PromptHelpEndToEndTests {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  private func start(_ form: String) throws -> PseudoTerminal {
    let path = directory.file("form.yaml")
    try form.write(toFile: path, atomically: true, encoding: .utf8)
    return try PseudoTerminal(
      executable: FormlineBinary.path, arguments: [path, "--no-review"],
      environment: ["XDG_STATE_HOME": directory.file("state"), "TZ": "UTC", "NO_COLOR": "1"],
      currentDirectory: directory.path, standardOutput: .pipe)
  }

  @Test func aFailedPatternShowsTheHelpNotTheExpression() throws {
    let terminal = try start(
      "- key: user\n  pattern: '[a-z0-9]+'\n  help: lower-case letters and digits\n")
    try terminal.expect("User: ")
    terminal.send("Bad!" + TerminalKeys.enter)
    try terminal.expect("✗ does not have the expected form: lower-case letters and digits")
    try terminal.expect("User: Bad!")
    terminal.send(TerminalKeys.controlU + "?" + TerminalKeys.enter)
    try terminal.expect("Accepts: text in the form described above")
    try terminal.expect("User: ")
    terminal.send("bob" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(!terminal.screenText.contains("[a-z0-9]+"))
    #expect(!terminal.screenText.contains("any text"))
  }

  @Test func acceptedDefaultsAndChangedReadingsAreEchoed() throws {
    let terminal = try start(
      """
      - key: port
        default: 8080
      - key: handle
        type: twitter
      - key: copies
        type: integer
        cell: FXFormStepperCell
        min: 1
        max: 10
        default: 9
      - key: note
      """)
    try terminal.expect("Port [8080]: ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("→ 8080")
    try terminal.expect("Handle: ")
    terminal.send("jack" + TerminalKeys.enter)
    try terminal.expect("→ @jack")
    try terminal.expect("Copies (1–10, +/-) [9]: ")
    terminal.send("+5" + TerminalKeys.enter)
    try terminal.expect("→ 10 (the maximum)")
    try terminal.expect("Note: ")
    terminal.send("plain" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    // Text stored as typed is not echoed back.
    #expect(!terminal.screenText.contains("→ plain"))
    #expect(terminal.capturedOutput.contains("\"handle\": \"@jack\""))
  }

  @Test func aMenuPlaceholderIsNoAnswerNotADefault() throws {
    let terminal = try start(
      "- key: repeat\n  options: [Daily, Weekly]\n  placeholder: Never\n")
    try terminal.expect("1) Never (no answer)")
    try terminal.expect("Repeat (Enter: no answer): ")
    terminal.send("?" + TerminalKeys.enter)
    try terminal.expect("Enter: no answer ('Never', item 1)")
    try terminal.expect("Repeat (Enter: no answer): ")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(!terminal.screenText.contains("[Never]"))
    #expect(terminal.capturedOutput.contains("\"repeat\": null"))
  }

  @Test func helpIsSpecificToTheField() throws {
    let terminal = try start(
      "- key: name\n  required: true\n- key: port\n  type: integer\n  default: 8080\n- key: nick\n")
    try terminal.expect("Name *: ")
    terminal.send("?" + TerminalKeys.enter)
    let requiredHelp = try terminal.expect("Name *: ")
    #expect(requiredHelp.contains("Enter: nothing: an answer is required"))
    #expect(!requiredHelp.contains(":clear"))
    #expect(requiredHelp.contains(":abort     stop; nothing is written and nothing is kept"))
    #expect(
      requiredHelp.contains("Ctrl-C     stop; nothing is written, the answers so far are kept"))
    terminal.send("Ann" + TerminalKeys.enter)
    try terminal.expect("Port [8080]: ")
    terminal.send("?" + TerminalKeys.enter)
    let optionalHelp = try terminal.expect("Port [8080]: ")
    #expect(optionalHelp.contains("Enter: takes the default, 8080"))
    // A field with a default is never null, so there is nothing to clear.
    #expect(!optionalHelp.contains(":clear"))
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Nick: ")
    terminal.send("?" + TerminalKeys.enter)
    let nullableHelp = try terminal.expect("Nick: ")
    #expect(nullableHelp.contains(":clear     no answer (null)"))
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
  }
}
