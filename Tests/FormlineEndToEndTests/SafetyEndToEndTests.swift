import FormlineTestSupport
import Foundation
import Testing

/// What formline prints and keeps when a run ends early: a resume hint safe to paste into
/// a shell, and drafts that only the run that used them removes.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct SafetyEndToEndTests {
  let directory: TemporaryDirectory
  let state: String

  init() throws {
    directory = try TemporaryDirectory()
    state = directory.file("state")
  }

  private func form(_ text: String, name: String = "form.yaml") throws -> String {
    let path = directory.file(name)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  private func start(_ arguments: [String]) throws -> PseudoTerminal {
    try PseudoTerminal(
      executable: FormlineBinary.path, arguments: arguments,
      environment: ["XDG_STATE_HOME": state, "TZ": "UTC", "NO_COLOR": "1"],
      currentDirectory: directory.path, standardOutput: .pipe)
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
    let path = try form("- name\n- city\n", name: "q'\u{301};echo INJECTED;'.yaml")
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

  /// A draft belongs to the interactive run that saved it; a later `-y` run or script must
  /// not delete it.
  @Test func aRunThatDidNotResumeKeepsTheDraft() throws {
    let path = try form("- name\n- city\n")
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
    let terminal = try PseudoTerminal(
      executable: FormlineBinary.path, arguments: [form, "--template", templatePath],
      environment: ["XDG_STATE_HOME": directory.file("state"), "NO_COLOR": "1"],
      currentDirectory: directory.path, standardOutput: .pipe)
    let status = try terminal.waitForExit()
    #expect(status == (template == nil ? 66 : 65))
    #expect(terminal.screenText.contains("out.mustache"))
    #expect(!terminal.screenText.contains("Name"))
  }
}
