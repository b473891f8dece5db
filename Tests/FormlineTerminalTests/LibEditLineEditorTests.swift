import FormlineTestSupport
import Foundation
import Testing

typealias Key = TerminalKeys

/// The libedit editor driven through a real pseudo-terminal: editing keys, pre-fill,
/// completion, history and UTF-8 (docs/libedit.md §9: always expect the prompt before typing).
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"), .timeLimit(.minutes(1)))
struct LibEditLineEditorTests {
  @Test func typingAndEditingKeys() throws {
    let tty = try ProbeSession.start(["--ask", "a", "--ask", "b", "--ask", "c", "--ask", "d"])
    try tty.expect("a: ")
    tty.send("world" + Key.controlA + "hello " + Key.controlE + " again" + Key.enter)
    try tty.expect("RESULT a line [hello world again]")
    try tty.expect("b: ")
    tty.send("abc def" + Key.controlA + Key.right + Key.controlK + Key.enter)
    try tty.expect("RESULT b line [a]")
    try tty.expect("c: ")
    tty.send("one two three" + Key.controlW + Key.enter)
    try tty.expect("RESULT c line [one two ]")
    try tty.expect("d: ")
    tty.send("bd" + Key.left + "c" + Key.home + "a" + Key.end + "e" + Key.left + Key.delete)
    tty.send(Key.enter)
    try tty.expect("RESULT d line [abcd]")
    try tty.expect("DONE")
    #expect(try tty.waitForExit() == 0)
  }

  @Test func prefilledValueIsEditable() throws {
    let tty = try ProbeSession.start(["--ask", "name;prefill=Alice"])
    try tty.expect("name: Alice")
    tty.send(Key.controlA + "Dr. " + Key.controlE + " Smith" + Key.backspace + Key.enter)
    try tty.expect("RESULT name line [Dr. Alice Smit]")
    #expect(try tty.waitForExit() == 0)
  }

  @Test func wordCompletionCompletesExtendsAndLists() throws {
    let words = "words=Red,green,blue,black,brown,Zoë-grün"
    let tty = try ProbeSession.start([
      "--ask", "a;\(words)", "--ask", "b;\(words)", "--ask", "c;\(words)",
    ])
    try tty.expect("a: ")
    tty.send("b" + Key.tab)
    try tty.expect("blue   black  brown")  // in columns
    tty.send("lu" + Key.tab + Key.enter)
    try tty.expect("RESULT a line [blue]")
    try tty.expect("b: ")
    tty.send("r" + Key.tab + Key.enter)  // case-insensitive, completes to the option's spelling
    try tty.expect("RESULT b line [Red]")
    try tty.expect("c: ")
    tty.send("zo" + Key.tab + Key.enter)
    try tty.expect("RESULT c line [Zoë-grün]")
    #expect(try tty.waitForExit() == 0)
  }

  @Test func pathCompletionFiltersByExtension() throws {
    let directory = try TemporaryDirectory()
    try directory.create(files: ["notes.txt", "notes.md", "sub/inner.txt"])
    let tty = try ProbeSession.start(
      ["--ask", "a;paths=txt", "--ask", "b;paths=txt"], currentDirectory: directory.path)
    try tty.expect("a: ")
    tty.send("no" + Key.tab + Key.enter)  // notes.md is filtered out, so the match is unique
    try tty.expect("RESULT a line [notes.txt]")
    try tty.expect("b: ")
    tty.send("s" + Key.tab + "i" + Key.tab + Key.enter)
    try tty.expect("RESULT b line [sub/inner.txt]")
    #expect(try tty.waitForExit() == 0)
  }

  @Test func historyIsPerKey() throws {
    let tty = try ProbeSession.start([
      "--ask", "a;history=fruit", "--ask", "b;history=animal", "--ask", "c", "--rounds", "2",
    ])
    try tty.expect("a: ")
    tty.send("apple" + Key.enter)
    try tty.expect("b: ")
    tty.send("bear" + Key.enter)
    try tty.expect("c: ")
    tty.send("cherry" + Key.enter)
    try tty.expect("ROUND 2")
    try tty.expect("a: ")
    tty.send(Key.up + Key.up + Key.enter)  // only "apple" is in this key's history
    try tty.expect("RESULT a line [apple]")
    try tty.expect("b: ")
    tty.send(Key.up + Key.enter)
    try tty.expect("RESULT b line [bear]")
    try tty.expect("c: ")
    tty.send(Key.up + Key.enter)  // no history key: nothing to recall
    try tty.expect("RESULT c line []")
    #expect(try tty.waitForExit() == 0)
  }

  @Test func utf8TextIsEditedByCharacter() throws {
    let tty = try ProbeSession.start(["--ask", "city"])
    try tty.expect("city: ")
    tty.send("Zoë 東京" + Key.backspace + Key.left + Key.left + "X" + Key.enter)
    try tty.expect("RESULT city line [ZoëX 東] scalars=6")
    #expect(try tty.waitForExit() == 0)
  }

  @Test func invalidUTF8FromTheTerminalIsDropped() throws {
    let tty = try ProbeSession.start(["--ask", "name"])
    try tty.expect("name: ")
    tty.send(bytes: [0x61, 0xFF, 0xC3, 0x62, 0xE6, 0x9D, 0xB1] + Array("\r".utf8))
    try tty.expect("RESULT name line [ab東]")
    #expect(try tty.waitForExit() == 0)
  }

  @Test func literalControlCharacterIsRejected() throws {
    let tty = try ProbeSession.start(["--ask", "name"])
    try tty.expect("name: ")
    tty.send("a\u{16}\u{1}b" + Key.enter)  // Ctrl-V Ctrl-A inserts a literal ^A
    try tty.expect("RESULT name rejected [the line contains the control character U+0001")
    #expect(try tty.waitForExit() == 0)
  }

  @Test func resultsGoToStdoutAndTheConversationToTheTerminal() throws {
    let tty = try ProbeSession.start(
      ["--ask", "name;prefill=Bob", "--color"], standardOutput: .pipe)
    try tty.expect("name: Bob")
    tty.send(Key.enter)
    #expect(try tty.waitForExit() == 0)
    #expect(tty.capturedOutput.contains("RESULT name line [Bob]"))
    #expect(!tty.capturedOutput.contains("name: "))
    #expect(!tty.screenText.contains("RESULT"))
    // The colour escapes reach the terminal intact; libedit's \1 markers do not.
    let raw = String(decoding: tty.rawOutput, as: UTF8.self)
    #expect(raw.contains("\u{1B}[1mname\u{1B}[0m"))
    #expect(!raw.contains("\u{1}"))
  }
}

/// Terminal geometry and redirected stdout, as `formline form.yaml > out.json` runs it.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"), .timeLimit(.minutes(1)))
struct LibEditLineEditorGeometryTests {
  @Test func narrowTerminalWrapsAndResizeKeepsEditing() throws {
    let directory = try TemporaryDirectory()
    let output = directory.file("out.txt")
    let tty = try PseudoTerminal(
      executable: ProbeSession.probePath, arguments: ["--ask", "a;prefill=Alice", "--ask", "b"],
      rows: 10, columns: 20, standardOutput: .file(output))
    try tty.expect("a: Alice")
    tty.send(" " + String(repeating: "long-", count: 8) + Key.controlA + Key.right + "!")
    tty.send(Key.enter)
    try tty.expect("b: ")
    tty.resize(rows: 10, columns: 60)  // SIGWINCH while el_gets waits
    tty.send("after resize" + Key.enter)
    #expect(try tty.waitForExit() == 0)
    let results = try String(contentsOfFile: output, encoding: .utf8)
    #expect(results.contains("RESULT a line [A!lice long-long-long-long-long-long-long-long-]"))
    #expect(results.contains("RESULT b line [after resize]"))
    #expect(!tty.screenText.contains("RESULT"))
  }
}

extension LibEditLineEditorTests {
  /// Dragging a window edge sends many SIGWINCHes during one prompt: libedit must follow
  /// the last size, or long lines wrap at a width the terminal no longer has.
  @Test func everyResizeDuringAPromptIsFollowed() throws {
    let directory = try TemporaryDirectory()
    let output = directory.file("results.txt")
    let tty = try PseudoTerminal(
      executable: ProbeSession.probePath, arguments: ["--ask", "b"],
      rows: 10, columns: 80, standardOutput: .file(output))
    try tty.expect("b: ")
    tty.resize(rows: 10, columns: 60)
    usleep(100_000)
    tty.resize(rows: 10, columns: 20)
    usleep(100_000)
    tty.send(String(repeating: "x", count: 30) + Key.enter)
    #expect(try tty.waitForExit() == 0)
    let results = try String(contentsOfFile: output, encoding: .utf8)
    #expect(results.contains("RESULT b line [\(String(repeating: "x", count: 30))]"))
    // Wrapped at 20 columns, so the 30 keys never stand in one run on the screen.
    let raw = String(decoding: tty.rawOutput, as: UTF8.self)
    #expect(!raw.contains(String(repeating: "x", count: 30)))
  }
}
