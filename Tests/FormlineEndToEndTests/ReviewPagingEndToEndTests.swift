import FormlineTestSupport
import Foundation
import Testing

/// A review longer than the terminal is shown a screenful at a time, long answers wrap under
/// their title, and Ctrl-D at the review finishes as Enter does.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct ReviewPagingEndToEndTests {
  @Test func aLongReviewPagesWrapsAndFinishesOnControlD() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("form.yaml")
    let keys = (1...20).map { "field\($0)" }
    try (["- key: notes"] + keys.map { "- key: \($0)\n  default: v\($0)" })
      .joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    let answers = directory.file("answers.yaml")
    try "notes: the quick brown fox jumps over the lazy dog and keeps on running far away\n"
      .write(toFile: answers, atomically: true, encoding: .utf8)
    let terminal = try PseudoTerminal(
      executable: FormlineBinary.path, arguments: [path, "-a", answers, "--review"],
      environment: ["XDG_STATE_HOME": directory.file("state"), "NO_COLOR": "1"],
      currentDirectory: directory.path, rows: 12, columns: 40, standardOutput: .pipe)
    // Known answers are not asked; the others take their defaults.
    for key in keys {
      try terminal.expect("\(key.prefix(1).uppercased() + key.dropFirst()) [v\(key)]: ")
      terminal.send(TerminalKeys.enter)
    }
    try terminal.expect("Review")
    let firstPage = try terminal.expect("14 more (Enter; or N to edit) --")
    #expect(firstPage.contains("   1. Notes: the quick brown fox jumps\n      over the lazy dog"))
    #expect(!firstPage.contains("Field8"))
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Field13: vfield13")
    try terminal.expect("5 more (Enter; or N to edit) --")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Field20: vfield20")
    // (At 40 columns libedit wraps the prompt itself, so only its start is matched.)
    try terminal.expect("Number to edit")
    terminal.send(TerminalKeys.controlD)
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.capturedOutput.contains("\"field20\": \"vfield20\""))
  }

  /// On a short terminal an error typed at a "more" prompt, and `?`, stay on the screen:
  /// only the prompt comes again, not the list that would scroll them away.
  @Test func messagesAtTheReviewStayOnAShortTerminal() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("form.yaml")
    try (1...12).map { "- key: field\($0)" }.joined(separator: "\n")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let answers = directory.file("answers.yaml")
    try (1...12).map { "field\($0): v\($0)" }.joined(separator: "\n")
      .write(toFile: answers, atomically: true, encoding: .utf8)
    let terminal = try PseudoTerminal(
      executable: FormlineBinary.path, arguments: [path, "-a", answers, "--review"],
      environment: ["XDG_STATE_HOME": directory.file("state"), "NO_COLOR": "1"],
      currentDirectory: directory.path, rows: 10, columns: 80, standardOutput: .pipe)
    try terminal.expect("more (Enter; or N to edit) --")
    terminal.send("q" + TerminalKeys.enter)
    try terminal.expect("choose a number from 1 to 12")
    let afterError = try terminal.expect("Enter to finish: ")
    #expect(!afterError.contains("Review"), "the list came back: \(afterError)")
    terminal.send("?" + TerminalKeys.enter)
    try terminal.expect("change answer N")
    let afterHelp = try terminal.expect("Enter to finish: ")
    #expect(!afterHelp.contains("Review"), "the list came back: \(afterHelp)")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
  }
}
