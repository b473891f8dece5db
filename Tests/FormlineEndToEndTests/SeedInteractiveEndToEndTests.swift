import FormlineTestSupport
import Foundation
import Testing

/// Seed semantics a person sees at a terminal: the built binary in a pseudo-terminal.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct SeedInteractiveEndToEndTests {
  /// XLForm's example hides a section with `$switch == 1`; FormKit's switches are never
  /// nil; a multi-select's placeholder is its None item; events follow the fill.
  static let form = """
    sections:
      - rows:
          - {tag: switch, rowType: booleanSwitch, title: Show more}
      - hidden: "$switch == 0"
        rows:
          - {tag: more, rowType: text, title: More}
      - rows:
          - {tag: extras, rowType: multipleSelector, placeholder: None, selectorOptions: [cheese, ham]}
          - {tag: age, rowType: integer, min: 18}
    """

  @Test func switchesPlaceholdersAndEventsAtATerminal() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("form.yaml")
    try Self.form.write(toFile: path, atomically: true, encoding: .utf8)
    let events = directory.file("events.jsonl")
    let terminal = try PseudoTerminal(
      executable: FormlineBinary.path, arguments: [path, "--no-review", "--events", events],
      environment: [
        "XDG_STATE_HOME": directory.file("state"), "TZ": "UTC", "NO_COLOR": "1",
      ],
      currentDirectory: directory.path, standardOutput: .pipe)
    try terminal.expect("Show more [y/N]: ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("1) None (no answer)")
    try terminal.expect("Extras (1,3-5, all, none, +N/-N; Enter: no answer): ")
    terminal.send("1" + TerminalKeys.enter)
    try terminal.expect("Age (≥ 18): ")
    terminal.send("12" + TerminalKeys.enter)
    try terminal.expect("must be at least 18")
    // The question comes back with the typed text to edit; keys sent before it is drawn
    // would reach the line before the text is put back.
    try terminal.expect("Age (≥ 18): 12")
    terminal.send(String(repeating: TerminalKeys.backspace, count: 2) + "40" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(
      terminal.capturedOutput
        == "{\n  \"switch\": false,\n  \"extras\": null,\n  \"age\": 40\n}\n")
    #expect(!terminal.screenText.contains("More: "), "the section stays hidden")
    let lines = try String(contentsOfFile: events, encoding: .utf8)
    #expect(lines.contains(#"{"event":"valueSet","path":"switch","value":false,"oldValue":null}"#))
    #expect(
      lines.contains(
        #"{"event":"validationFailed","path":"age","message":"must be at least 18"}"#))
    #expect(lines.hasSuffix(#"{"event":"finished"}"# + "\n"))
  }
}
