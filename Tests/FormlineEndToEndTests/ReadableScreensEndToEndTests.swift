import FormlineTestSupport
import Foundation
import Testing

/// What the fill prints reads as a person would write it: the review shows dates and
/// multi-line text as the fill echoed them, a section's footer is said once, and on a
/// narrow screen menus and `?` help break between words under their own text.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct ReadableScreensEndToEndTests {
  @Test func theReviewShowsDatesAndLinesAsTypedAndAFooterOnce() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("form.yaml")
    try """
    sections:
      - title: Dates
        footer: End of dates.
        fields:
          - {key: born, type: date}
          - {key: bio, type: longtext}
      - title: Other
        fields:
          - note

    """.write(toFile: path, atomically: true, encoding: .utf8)
    let terminal = try PseudoTerminal(
      executable: FormlineBinary.path, arguments: [path, "--review"],
      environment: ["XDG_STATE_HOME": directory.file("state"), "NO_COLOR": "1"],
      currentDirectory: directory.path, rows: 30, columns: 80, standardOutput: .pipe)
    try terminal.expect("Born: ")
    terminal.send("2026-12-31" + TerminalKeys.enter)
    try terminal.expect("→ Thu 31 Dec 2026")
    try terminal.expect("Bio: ")
    terminal.send("first" + TerminalKeys.enter)
    terminal.send("second" + TerminalKeys.enter)
    terminal.send(TerminalKeys.enter)
    try terminal.expect("End of dates.")
    try terminal.expect("Note: ")
    terminal.send("n" + TerminalKeys.enter)
    let review = try terminal.expect("Enter to finish: ")
    #expect(review.contains("   1. Born: Thu 31 Dec 2026\n"), "\(review)")
    #expect(review.contains("   2. Bio: first\n      second\n"), "\(review)")
    terminal.send("1" + TerminalKeys.enter)
    try terminal.expect("Born")
    terminal.send(TerminalKeys.controlU + "2027-01-01" + TerminalKeys.enter)
    let again = try terminal.expect("Enter to finish: ")
    #expect(again.contains("Born: Fri 1 Jan 2027"), "\(again)")
    #expect(!again.contains("End of dates."), "the footer was printed again: \(again)")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.capturedOutput.contains("\"born\": \"2027-01-01\""))
    #expect(terminal.capturedOutput.contains("\"bio\": \"first\\nsecond\""))
  }

  @Test func menusAndHelpBreakBetweenWordsOnANarrowScreen() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("form.yaml")
    try """
    fields:
      - {key: host, required: true}
      - key: debugMode
        type: boolean
        offered: true
        help: Turn on verbose logging of every request and response for troubleshooting

    """.write(toFile: path, atomically: true, encoding: .utf8)
    let terminal = try PseudoTerminal(
      executable: FormlineBinary.path, arguments: [path],
      environment: ["XDG_STATE_HOME": directory.file("state"), "NO_COLOR": "1"],
      currentDirectory: directory.path, rows: 40, columns: 40, standardOutput: .pipe)
    try terminal.expect("Host *: ")
    terminal.send("h1" + TerminalKeys.enter)
    // (At 40 columns libedit wraps the prompt itself, so only its start is matched.)
    let menu = try terminal.expect("Also fill in")
    #expect(
      menu.contains(
        "      1) Debug mode — Turn on verbose\n         logging of every request and\n"),
      "\(menu)")
    terminal.send("?" + TerminalKeys.enter)
    let help = try terminal.expect("answer 'text' literally,")
    #expect(
      help.contains(
        "    :abort     stop; nothing is written\n               and nothing is kept\n"),
      "\(help)")
    terminal.send(TerminalKeys.controlC)
    _ = try terminal.waitForExit()
  }

  /// A prompt's notes share one pair of parentheses instead of piling up.
  @Test func aPromptsNotesShareOneParenthesis() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("form.yaml")
    try """
    fields:
      - key: people
        template:
          fields:
            - {key: name, required: true, placeholder: Sample name}

    """.write(toFile: path, atomically: true, encoding: .utf8)
    let terminal = try PseudoTerminal(
      executable: FormlineBinary.path, arguments: [path],
      environment: ["XDG_STATE_HOME": directory.file("state"), "NO_COLOR": "1"],
      currentDirectory: directory.path, rows: 30, columns: 100, standardOutput: .pipe)
    try terminal.expect("People › #1 › Name * (empty line: no more; e.g. Sample name): ")
    terminal.send(TerminalKeys.controlC)
    _ = try terminal.waitForExit()
  }
}
