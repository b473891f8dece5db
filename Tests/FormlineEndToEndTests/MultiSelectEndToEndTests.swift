import FormlineTestSupport
import Foundation
import Testing

/// Multi-selects at a terminal: the prompt says the syntax, Tab completes the item being
/// typed, and `+N`/`-N` change the selection instead of replacing it.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct MultiSelectEndToEndTests {
  @Test func syntaxHintTabPerItemAndAddRemove() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("form.yaml")
    try """
    - key: pets
      type: multipleSelector
      options: [cat, dog, bird]
      default: [cat]
    - key: more
      type: multipleSelector
      options: [dog, other, owl]
    - key: less
      type: multipleSelector
      options: [cat, dog]
      default: [cat, dog]
    """.write(toFile: path, atomically: true, encoding: .utf8)
    let terminal = try PseudoTerminal(
      executable: FormlineBinary.path, arguments: [path, "--no-review"],
      environment: ["XDG_STATE_HOME": directory.file("state"), "NO_COLOR": "1"],
      currentDirectory: directory.path, standardOutput: .pipe)
    try terminal.expect("Pets (1,3-5, all, none, +N/-N) [cat]: ")
    terminal.send("+2" + TerminalKeys.enter)
    try terminal.expect("→ cat, dog")
    try terminal.expect("More (1,3-5, all, none, +N/-N): ")
    terminal.send("dog,ot" + TerminalKeys.tab)
    try terminal.expect("dog,other")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("→ dog, other")
    try terminal.expect("Less (1,3-5, all, none, +N/-N) [cat, dog]: ")
    terminal.send("-1" + TerminalKeys.enter)
    try terminal.expect("→ dog")
    #expect(try terminal.waitForExit() == 0)
    let result = terminal.capturedOutput.filter { !$0.isWhitespace }
    #expect(
      result
        == #"{"pets":["cat","dog"],"more":["dog","other"],"less":["dog"]}"#)
  }
}
