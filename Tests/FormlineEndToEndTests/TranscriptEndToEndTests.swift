import FormlineTestSupport
import Foundation
import Testing

/// `--transcript`: the lines the terminal showed, in order, as plain text, secrets masked.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct TranscriptEndToEndTests {
  let directory: TemporaryDirectory
  let form: String

  init() throws {
    directory = try TemporaryDirectory()
    form = directory.file("form.yaml")
    try """
    title: Trip
    fields:
      - key: port
        type: integer
        default: 8080
      - key: pin
        type: password
      - key: colour
        options: [red, green]
      - key: note
    """.write(toFile: form, atomically: true, encoding: .utf8)
  }

  @Test func theTranscriptIsWhatTheTerminalShowedLineByLine() throws {
    let path = directory.file("transcript.txt")
    let terminal = try PseudoTerminal(
      executable: FormlineBinary.path, arguments: [form, "--no-review", "--transcript", path],
      environment: ["XDG_STATE_HOME": directory.file("state"), "TZ": "UTC"],
      currentDirectory: directory.path, standardOutput: .pipe)
    try terminal.expect("Port [8080]: ")
    terminal.send("x" + TerminalKeys.enter)
    try terminal.expect("✗")
    try terminal.expect("Port [8080]: x")
    terminal.send(TerminalKeys.controlU + TerminalKeys.enter)
    try terminal.expect("Pin: ")
    terminal.send("s3cret" + TerminalKeys.enter)
    try terminal.expect("Colour: ")
    terminal.send("?" + TerminalKeys.enter)
    try terminal.expect("Commands:")
    try terminal.expect("Colour: ")
    terminal.send("<" + TerminalKeys.enter)
    try terminal.expect("Pin (Enter keeps it): ")
    terminal.send("s3cret" + TerminalKeys.enter)
    try terminal.expect("Colour: ")
    terminal.send("2" + TerminalKeys.enter)
    try terminal.expect("Note: ")
    terminal.send(TerminalKeys.controlC)
    #expect(try terminal.waitForExit() == 130)
    let transcript = try String(contentsOfFile: path, encoding: .utf8)
    let lines = transcript.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "Trip")
    #expect(lines.contains("Port [8080]: x"), "a rejected answer is kept")
    #expect(lines.contains { $0.hasPrefix("  ✗ ") })
    #expect(lines.contains("Port [8080]: "), "an accepted default is kept")
    #expect(lines.contains("Pin: ••••••"))
    #expect(!transcript.contains("s3cret"))
    #expect(lines.contains("Colour: ?"), "typed commands are kept")
    #expect(lines.contains("Colour: <"))
    #expect(lines.contains("Colour: 2"))
    #expect(lines.contains("  → green"))
    #expect(lines.contains("Note: ^C"))
    #expect(lines.contains { $0.hasPrefix("formline: interrupted; nothing written") })
    #expect(transcript.hasSuffix("\n"))
    #expect(!transcript.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    // Every line is one the terminal showed, in the same order.
    let screen = terminal.screenText
    var searchFrom = screen.startIndex
    // (Secrets are not echoed, and Ctrl-C is named in the file but not drawn.)
    for line in lines where !line.isEmpty && !line.contains("•") {
      let shown = line.hasSuffix("^C") ? String(line.dropLast(2)) : line
      guard let found = screen.range(of: shown, range: searchFrom..<screen.endIndex) else {
        Issue.record("not on the screen (in order): \(line)")
        break
      }
      searchFrom = found.upperBound
    }
  }

  @Test func resumingWithThePrintedCommandContinuesTheTranscript() throws {
    let path = directory.file("resumed.txt")
    let environment = ["XDG_STATE_HOME": directory.file("state"), "TZ": "UTC", "NO_COLOR": "1"]
    let first = try PseudoTerminal(
      executable: FormlineBinary.path, arguments: [form, "--no-review", "--transcript", path],
      environment: environment, currentDirectory: directory.path, standardOutput: .pipe)
    try first.expect("Port [8080]: ")
    first.send("9090" + TerminalKeys.enter)
    try first.expect("Pin: ")
    first.send(TerminalKeys.controlC)
    #expect(try first.waitForExit() == 130)
    // The hint names the transcript, so following it records the second part in it too.
    #expect(first.screenText.contains("--transcript"))
    let second = try PseudoTerminal(
      executable: FormlineBinary.path,
      arguments: [form, "--resume", "--no-review", "--transcript", path],
      environment: environment, currentDirectory: directory.path, standardOutput: .pipe)
    try second.expect("Pin: ")
    second.send("s3cret" + TerminalKeys.enter)
    try second.expect("Colour: ")
    second.send("1" + TerminalKeys.enter)
    try second.expect("Note: ")
    second.send("hello" + TerminalKeys.enter)
    #expect(try second.waitForExit() == 0)
    let transcript = try String(contentsOfFile: path, encoding: .utf8)
    let firstPart = try #require(transcript.range(of: "Port [8080]: 9090\n"))
    let interrupted = try #require(transcript.range(of: "formline: interrupted"))
    let secondPart = try #require(transcript.range(of: "Note: hello\n"))
    #expect(firstPart.upperBound <= interrupted.lowerBound)
    #expect(interrupted.upperBound <= secondPart.lowerBound)
  }

  @Test func aPipedRunHasATranscriptToo() throws {
    let path = directory.file("piped.txt")
    let run = try FormlineBinary.run(
      [form, "--transcript", path], input: "\npin\n1\nhello\n")
    #expect(run.status == 0, "\(run.stderr)")
    let transcript = try String(contentsOfFile: path, encoding: .utf8)
    #expect(transcript.contains("Port [8080]: \n"))
    #expect(transcript.contains("Pin: ••••••\n"))
    #expect(transcript.contains("Note: hello\n"))
  }

  /// The reason is open(2)'s, not that of closing the descriptor it never gave.
  @Test func aTranscriptThatCannotBeOpenedSaysWhy() throws {
    let path = directory.file("missing/t.txt")
    let run = try FormlineBinary.run([form, "--transcript", path], input: "\npin\n1\nhello\n")
    #expect(run.status == 73)
    #expect(
      run.stderr.contains("\(path): cannot write the transcript: No such file or directory"),
      "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test func aFullDiskFailsTheRunWithStatus73() throws {
    let run = try FormlineBinary.run(
      [form, "--transcript", "/dev/full"], input: "\npin\n1\nhello\n")
    #expect(run.status == 73)
    #expect(run.stderr.contains("/dev/full: the transcript is incomplete"))
    #expect(run.stdout.contains("\"note\": \"hello\""), "the answers are still written")
  }
}
