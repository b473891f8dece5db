import FormlineTestSupport
import Foundation
import Testing

/// What formline prints and keeps when a run ends early: a resume hint safe to paste into
/// a shell, and drafts that only the run that used them removes.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct SafetyEndToEndTests: TerminalSuite {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  /// Runs `sh -c "printf %s WORD"` and returns what sh made of the word.
  private func shellReads(_ word: String) throws -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "printf '%s' " + word]
    process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Array(data)
  }

  /// A form named `q'<U+0301>;echo INJECTED;'.yaml`: the `'` and the combining mark are one
  /// Character, which the hint's quoting once compared as a whole and so left unescaped.
  @Test func theResumeHintQuotesAFormNameScalarByScalar() throws {
    let path = try file("- name\n- city\n", name: "q'\u{301};echo INJECTED;'.yaml")
    let terminal = try start([path])
    try terminal.expect("Name: ")
    terminal.send("Ann" + TerminalKeys.enter)
    try terminal.expect("City: ")
    kill(terminal.pid, SIGTERM)
    _ = try terminal.waitForExit()
    let screen = terminal.screenText
    let hint = try #require(screen.range(of: "Continue with: formline "))
    let end = try #require(screen.range(of: " --resume", range: hint.upperBound..<screen.endIndex))
    let word = String(screen[hint.upperBound..<end.lowerBound])
    #expect(try shellReads(word) == Array(path.utf8), "hint was \(word)")
  }

  /// Following the hint writes where and how the first run would have written: it repeats
  /// `-o`, `-f`, `--template` and `--transcript`, quoted for sh.
  @Test(arguments: [true, false])
  func theResumeHintRepeatsTheOutputOptions(template useTemplate: Bool) throws {
    let path = try file("- name\n- city\n")
    let template = directory.file("my template.mustache")
    try "{{name}} in {{city}}\n".write(toFile: template, atomically: true, encoding: .utf8)
    let output = directory.file("out dir's.txt")
    let log = directory.file("talk.txt")
    let options =
      ["-o", output, "--transcript", log]
      + (useTemplate ? ["--template", template] : ["-f", "yaml"])
    let terminal = try start([path, "--no-review"] + options)
    try terminal.expect("Name: ")
    terminal.send("Ann" + TerminalKeys.enter)
    try terminal.expect("City: ")
    terminal.send(TerminalKeys.controlC)
    #expect(try terminal.waitForExit() == 130)
    let screen = terminal.screenText
    let start = try #require(screen.range(of: "Continue with: formline "))
    let hint = String(screen[start.upperBound...].prefix { $0 != "\n" })
    #expect(!FileManager.default.fileExists(atPath: output))

    // The hint, run by sh as a person would paste it, continues and writes the same file.
    let resumed = try PseudoTerminal(
      executable: "/bin/sh",
      arguments: ["-c", "\"$0\" " + hint + " --no-review", FormlineBinary.path],
      environment: ["XDG_STATE_HOME": state, "TZ": "UTC", "NO_COLOR": "1"],
      currentDirectory: directory.path, standardOutput: .pipe)
    try resumed.expect("City: ")
    resumed.send("Rome" + TerminalKeys.enter)
    #expect(try resumed.waitForExit() == 0, "hint was \(hint)")
    #expect(
      try String(contentsOfFile: output, encoding: .utf8)
        == (useTemplate ? "Ann in Rome\n" : "name: Ann\ncity: Rome\n"))
    #expect(try String(contentsOfFile: log, encoding: .utf8).contains("City: Rome"))
  }

  /// A draft belongs to the interactive run that saved it; a later `-y` run or script must
  /// not delete it.
  @Test func aRunThatDidNotResumeKeepsTheDraft() throws {
    let path = try file("- name\n- city\n")
    let terminal = try start([path])
    try terminal.expect("Name: ")
    terminal.send("Ann" + TerminalKeys.enter)
    try terminal.expect("City: ")
    kill(terminal.pid, SIGTERM)
    #expect(try terminal.waitForExit() == 143)
    let drafts = try FileManager.default.contentsOfDirectory(atPath: state + "/formline/drafts")
    #expect(drafts.count == 1)

    let scripted = try FormlineBinary.run(
      [path, "-y", "--set", "name=Bo"], environment: ["XDG_STATE_HOME": state],
      directory: directory.path)
    #expect(scripted.status == 0, "\(scripted.stderr)")
    let after = try FileManager.default.contentsOfDirectory(atPath: state + "/formline/drafts")
    #expect(after == drafts)
  }
}

/// A broken `--template` is reported before the first question, not after the interview.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct TemplateCheckedFirstEndToEndTests {
  @Test(arguments: ["{{#a}}unclosed\n", nil])
  func aBrokenOrMissingTemplateFailsBeforeAsking(template: String?) throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("form.yaml")
    try "- name\n".write(toFile: form, atomically: true, encoding: .utf8)
    let templatePath = directory.file("out.mustache")
    if let template { try template.write(toFile: templatePath, atomically: true, encoding: .utf8) }
    let terminal = try PseudoTerminal.formline(
      [form, "--template", templatePath], in: directory.path, state: directory.file("state"))
    let status = try terminal.waitForExit()
    #expect(status == (template == nil ? 66 : 65))
    #expect(terminal.screenText.contains("out.mustache"))
    #expect(!terminal.screenText.contains("Name"))
  }

  @Test func aTemplateNameNoFieldHasFailsBeforeAsking() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("form.yaml")
    try "- name\n- city\n".write(toFile: form, atomically: true, encoding: .utf8)
    let templatePath = directory.file("out.mustache")
    try "name = {{name}}\ncity = {{town}}\n".write(
      toFile: templatePath, atomically: true, encoding: .utf8)
    let terminal = try PseudoTerminal.formline(
      [form, "--template", templatePath], in: directory.path, state: directory.file("state"))
    #expect(try terminal.waitForExit() == 65)
    #expect(
      terminal.screenText.contains(
        "out.mustache:2:10: error: 'town' is not a key of the form; it would render as nothing"))
    #expect(!terminal.screenText.contains("Name"))
  }
}
