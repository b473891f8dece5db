import FormlineTestSupport
import Foundation
import Testing

/// Signals sent to formline while it asks: SIGINT and SIGQUIT from outside (not the keys),
/// and a stop (`kill -STOP`, Ctrl-Z) followed by `fg` (SIGCONT).
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct SignalsEndToEndTests: TerminalSuite {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  /// What `start` gives formline, for the runs started through a shell instead.
  private var environment: [String: String] {
    ["XDG_STATE_HOME": state, "TZ": "UTC", "NO_COLOR": "1"]
  }

  private static let withSecret = "- name\n- key: token\n  secret: true\n- city\n"

  /// `kill -INT` and `kill -QUIT` end the run as Ctrl-C does: terminal restored, the
  /// answers kept as a draft, exit 128 + the signal, at a libedit prompt and at a secret.
  @Test(arguments: [(SIGINT, "interrupted"), (SIGQUIT, "quit")], [false, true])
  func interruptAndQuitKeepADraft(signal: (number: Int32, reason: String), atTheSecret: Bool)
    throws
  {
    let output = directory.file("out.json")
    let terminal = try start([try file(Self.withSecret), "-o", output])
    try terminal.expect("Name: ")
    terminal.send("Ann" + TerminalKeys.enter)
    try terminal.expect("Token: ")
    if !atTheSecret {
      terminal.send("s3cret" + TerminalKeys.enter)
      try terminal.expect("City: ")
    }
    terminal.send("Ro")
    kill(terminal.pid, signal.number)
    #expect(try terminal.waitForExit() == 128 + signal.number)
    let modes = terminal.localModes()
    #expect(modes?.echo == true && modes?.canonical == true && modes?.signals == true)
    #expect(terminal.screenText.contains("formline: \(signal.reason); nothing written."))
    #expect(terminal.screenText.contains("Continue with: formline "))
    #expect(!FileManager.default.fileExists(atPath: output))
    let drafts = try FileManager.default.contentsOfDirectory(atPath: state + "/formline/drafts")
    let text = try String(
      contentsOfFile: state + "/formline/drafts/" + (drafts.first ?? ""), encoding: .utf8)
    #expect(text.contains("\"name\": \"Ann\""))
    #expect(!text.contains("s3cret"))
  }

  /// libedit's handlers re-sent SIGINT and SIGQUIT to the whole process group; the script
  /// that ran formline must live on to see its exit status.
  @Test(arguments: [SIGINT, SIGQUIT])
  func theScriptThatRanFormlineIsLeftAlone(signal: Int32) throws {
    let path = try file(Self.withSecret)
    let terminal = try PseudoTerminal(
      executable: "/bin/sh",
      arguments: ["-c", "\"$0\" \"$1\"; echo \"script saw $?\"", FormlineBinary.path, path],
      environment: environment, currentDirectory: directory.path, standardOutput: .pipe)
    try terminal.expect("Name: ")
    let children = try String(
      contentsOfFile: "/proc/\(terminal.pid)/task/\(terminal.pid)/children", encoding: .utf8)
    let formline = try #require(children.split(separator: " ").first.flatMap { pid_t($0) })
    kill(formline, signal)
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.capturedOutput == "script saw \(128 + signal)\n")
  }

  /// Stopped at a secret prompt and continued after the shell turned echo back on: the
  /// prompt is drawn again, echo is off again, and nothing typed shows.
  @Test func continuingASecretPromptTurnsEchoOffAgain() throws {
    let terminal = try start([try file("- key: token\n  secret: true\n- next\n"), "--no-review"])
    try terminal.expect("Token: ")
    terminal.send("abc")
    kill(terminal.pid, SIGSTOP)
    #expect(terminal.waitUntilStopped())
    terminal.setLocalModes(echo: true, canonical: true)  // what the shell does meanwhile
    kill(terminal.pid, SIGCONT)
    try terminal.expect("Token: ")  // drawn again
    #expect(terminal.localModes()?.echo == false)
    terminal.send("def" + TerminalKeys.enter)
    try terminal.expect("Next: ")
    terminal.send("n" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.capturedOutput.contains("\"token\": \"abcdef\""))
    #expect(!terminal.screenText.contains("abc") && !terminal.screenText.contains("def"))
  }

  /// The same at a libedit prompt: the line is drawn again and editing goes on in raw mode.
  @Test func continuingALinePromptRedrawsTheLine() throws {
    let terminal = try start([try file("- name\n- city\n"), "--no-review"])
    try terminal.expect("Name: ")
    terminal.send("Ann")
    try terminal.expect("Ann")
    kill(terminal.pid, SIGSTOP)
    #expect(terminal.waitUntilStopped())
    terminal.setLocalModes(echo: true, canonical: true)
    kill(terminal.pid, SIGCONT)
    try terminal.expect("Name: Ann")  // drawn again
    #expect(terminal.localModes()?.echo == false)
    terminal.send("e" + TerminalKeys.enter)
    try terminal.expect("City: ")
    terminal.send("Oslo" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.capturedOutput == "{\n  \"name\": \"Anne\",\n  \"city\": \"Oslo\"\n}\n")
  }

  /// Ctrl-Z typed at a secret prompt and at a line prompt, in a shell with job control:
  /// formline stops, and after `fg` echo is off again, the prompt and line are drawn again
  /// and what was typed before is kept.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
  func controlZSuspendsAndFgResumesEveryPrompt() throws {
    _ = try file("- key: token\n  secret: true\n- next\n")
    let terminal = try PseudoTerminal(
      executable: "/bin/bash", arguments: ["--norc", "--noprofile", "-i"],
      environment: environment.merging(["PS1": "READY> "]) { $1 },
      currentDirectory: directory.path)
    try terminal.expect("READY> ")
    terminal.send("'\(FormlineBinary.path)' form.yaml --no-review -o out.json\r")
    try terminal.expect("Token: ")
    terminal.send("ab\u{1A}")
    try terminal.expect("Stopped")
    try terminal.expect("READY> ")
    terminal.send("fg\r")
    try terminal.expect("Token: ")
    #expect(terminal.localModes()?.echo == false)
    terminal.send("cd\r")
    let afterSecret = try terminal.expect("Next: ")
    #expect(!afterSecret.contains("cd"))
    terminal.send("n\u{1A}")
    try terminal.expect("Stopped")
    try terminal.expect("READY> ")
    terminal.send("fg\r")
    try terminal.expect("Next: n")
    terminal.send("o\r")
    try terminal.expect("READY> ")
    terminal.send("echo status=$?; exit\r")
    try terminal.expect("status=0")
    _ = try terminal.waitForExit()
    let written = try String(contentsOfFile: directory.file("out.json"), encoding: .utf8)
    #expect(written == "{\n  \"token\": \"abcd\",\n  \"next\": \"no\"\n}\n")
  }
}
