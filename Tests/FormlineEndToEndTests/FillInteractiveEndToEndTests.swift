import FormlineTestSupport
import Foundation
import Testing

/// The wizard as a person meets it: the built binary in a real pseudo-terminal, the result
/// read from a separate pipe so prompts and output are checked apart (formline(1) THE INTERACTIVE
/// WIZARD).
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct FillInteractiveEndToEndTests: TerminalSuite {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  static let profile = """
    title: Profile
    fields:
      - key: name
        required: true
      - key: city
        default: Paris
      - key: plan
        options: [Free, Pro, Enterprise]
      - key: age
        type: integer
        min: 18
    """

  @Test func typingEditingAndDefaultsProduceTheResultOnStdoutOnly() throws {
    let terminal = try start([try file(Self.profile), "--no-review"])
    try terminal.expect("Name *: ")
    terminal.send("Zoë" + TerminalKeys.left + TerminalKeys.left + "X" + TerminalKeys.enter)
    try terminal.expect("City [Paris]: ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("3) Enterprise")
    try terminal.expect("Plan: ")
    terminal.send("en" + TerminalKeys.tab + TerminalKeys.enter)
    try terminal.expect("Age (≥ 18): ")
    terminal.send("17" + TerminalKeys.enter)
    try terminal.expect("must be at least 18")
    // The refused text stays on the line, editable.
    try terminal.expect("Age (≥ 18): 17")
    terminal.send(TerminalKeys.backspace + TerminalKeys.backspace + "42" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(
      terminal.capturedOutput
        == "{\n  \"name\": \"ZXoë\",\n  \"city\": \"Paris\",\n  \"plan\": \"Enterprise\",\n  \"age\": 42\n}\n"
    )
    #expect(!terminal.screenText.contains("\"name\""), "the result never goes to the terminal")
  }

  @Test func backAndHelpAndPrefilledValue() throws {
    let terminal = try start([try file(Self.profile), "--no-review"])
    try terminal.expect("Name *: ")
    terminal.send("Ann" + TerminalKeys.enter)
    try terminal.expect("City [Paris]: ")
    terminal.send("?" + TerminalKeys.enter)
    try terminal.expect(":abort")
    try terminal.expect("City [Paris]: ")
    terminal.send("<" + TerminalKeys.enter)
    // Going back puts the current value on the line, editable.
    try terminal.expect("Name *: Ann")
    terminal.send(TerminalKeys.controlA + "Dr " + TerminalKeys.enter)
    try terminal.expect("City [Paris]: ")
    terminal.send("Lyon" + TerminalKeys.enter)
    try terminal.expect("Plan: ")
    terminal.send(TerminalKeys.pageUp)
    try terminal.expect("City [Paris]: Lyon")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Plan: ")
    terminal.send("2" + TerminalKeys.enter)
    try terminal.expect("→ Pro")
    try terminal.expect("Age (≥ 18): ")
    terminal.send("30" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.capturedOutput.contains("\"name\": \"Dr Ann\""))
    #expect(terminal.capturedOutput.contains("\"city\": \"Lyon\""))
    #expect(terminal.capturedOutput.contains("\"plan\": \"Pro\""))
  }

  @Test func reviewScreenEditsByNumberAndMasksSecrets() throws {
    let path = try file(
      """
      - key: user
      - key: pin
        type: password
      - key: colour
        type: color
      """)
    let terminal = try start([path])
    try terminal.expect("User: ")
    terminal.send("ann" + TerminalKeys.enter)
    try terminal.expect("Pin: ")
    terminal.send("s3cr3t-value" + TerminalKeys.enter)
    try terminal.expect("Colour: ")
    terminal.send("teal" + TerminalKeys.enter)
    try terminal.expect("→ #008080")
    try terminal.expect("Review")
    try terminal.expect("2. Pin: ••••••")
    try terminal.expect("Enter to finish")
    terminal.send("1" + TerminalKeys.enter)
    try terminal.expect("User: ann")
    terminal.send("ie" + TerminalKeys.enter)
    try terminal.expect("1. User: annie")
    try terminal.expect("Enter to finish")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.capturedOutput.contains("\"user\": \"annie\""))
    #expect(terminal.capturedOutput.contains("\"pin\": \"s3cr3t-value\""))
    #expect(!terminal.screenText.contains("s3cr3t"), "a secret never reaches the terminal")
  }

  @Test func historyRecallsOnlyTheSameFieldsAnswers() throws {
    let path = try file(
      """
      - key: tags
        template: text
      - key: note
      """)
    let terminal = try start([path, "--no-review"])
    try terminal.expect("Tags #1 (empty line: no more): ")
    terminal.send("alpha" + TerminalKeys.enter)
    try terminal.expect("Tags #2 (empty line: no more): ")
    terminal.send(TerminalKeys.up + TerminalKeys.end + "-2" + TerminalKeys.enter)
    try terminal.expect("Tags #3 (empty line: no more): ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Note: ")
    // Up at another field recalls nothing of the tags.
    terminal.send(TerminalKeys.up + "n" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(
      terminal.capturedOutput
        == "{\n  \"tags\": [\n    \"alpha\",\n    \"alpha-2\"\n  ],\n  \"note\": \"n\"\n}\n")
  }

  @Test func controlCSavesADraftAndResumeCompletes() throws {
    let path = try file(Self.profile)
    let output = directory.file("out.json")
    let first = try start([path, "-o", output, "--no-review"])
    try first.expect("Name *: ")
    first.send("Ann" + TerminalKeys.enter)
    try first.expect("City [Paris]: ")
    first.send("Rome" + TerminalKeys.enter)
    try first.expect("Plan: ")
    first.send("Pr" + TerminalKeys.controlC)
    try first.expect("--resume")
    #expect(try first.waitForExit() == 130)
    #expect(first.localModes()?.echo ?? true, "terminal restored")
    #expect(!FileManager.default.fileExists(atPath: output), "nothing partial is written")
    let drafts = try FileManager.default.contentsOfDirectory(atPath: state + "/formline/drafts")
    #expect(drafts.count == 1)
    let draftPath = state + "/formline/drafts/" + (drafts.first ?? "")
    let mode =
      try FileManager.default.attributesOfItem(atPath: draftPath)[.posixPermissions] as? Int
    #expect(mode == 0o600)

    let second = try start([path, "-o", output, "--resume", "--no-review"])
    try second.expect("Plan: ")
    // The answers of the first run can be gone back to, pre-filled.
    second.send(TerminalKeys.pageUp)
    try second.expect("City [Paris]: Rome")
    second.send(TerminalKeys.enter)
    try second.expect("Plan: ")
    second.send("1" + TerminalKeys.enter)
    try second.expect("Age (≥ 18): ")
    second.send("20" + TerminalKeys.enter)
    #expect(try second.waitForExit() == 0)
    let written = try String(contentsOfFile: output, encoding: .utf8)
    #expect(
      written
        == "{\n  \"name\": \"Ann\",\n  \"city\": \"Rome\",\n  \"plan\": \"Free\",\n  \"age\": 20\n}\n"
    )
    #expect(!FileManager.default.fileExists(atPath: draftPath), "the draft is removed when done")
  }

  @Test func draftsNeverHoldSecrets() throws {
    let path = try file("- key: password\n- key: next\n")
    let terminal = try start([path])
    try terminal.expect("Password: ")
    terminal.send("hunter2" + TerminalKeys.enter)
    try terminal.expect("Next: ")
    terminal.send(TerminalKeys.controlC)
    #expect(try terminal.waitForExit() == 130)
    let drafts = try FileManager.default.contentsOfDirectory(atPath: state + "/formline/drafts")
    let text = try String(
      contentsOfFile: state + "/formline/drafts/" + (drafts.first ?? ""), encoding: .utf8)
    #expect(!text.contains("hunter2"))
  }

  @Test func controlDOnARequiredFieldInterrupts() throws {
    let terminal = try start([try file(Self.profile)])
    try terminal.expect("Name *: ")
    terminal.send(TerminalKeys.controlD)
    #expect(try terminal.waitForExit() == 130)
  }

  @Test func timeoutExits124WithNothingWritten() throws {
    let output = directory.file("out.json")
    let terminal = try start([try file(Self.profile), "--timeout", "0.5", "-o", output])
    try terminal.expect("Name *: ")
    #expect(try terminal.waitForExit() == 124)
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func literalAnswerThatLooksLikeACommand() throws {
    let terminal = try start([try file("- key: q\n"), "--no-review"])
    try terminal.expect("Q: ")
    terminal.send("\\?" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.capturedOutput == "{\n  \"q\": \"?\"\n}\n")
  }

  @Test func subformBreadcrumbsSectionsAndTranscript() throws {
    let path = try file(
      """
      sections:
        - title: Account
          fields:
            - key: address
              fields:
                - city
      """)
    let transcript = directory.file("transcript.txt")
    let terminal = try start([path, "--no-review", "--transcript", transcript])
    try terminal.expect("Account")
    try terminal.expect("Address › City: ")
    terminal.send("Oslo" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.capturedOutput == "{\n  \"address\": {\n    \"city\": \"Oslo\"\n  }\n}\n")
    let text = try String(contentsOfFile: transcript, encoding: .utf8)
    #expect(text.contains("City: Oslo"))
  }

  @Test func formTextCannotDriveTheTerminal() throws {
    let path = try file("- key: x\n  title: \"Evil \\e]0;owned\\a\\e[2J\"\n")
    let terminal = try start([path, "--no-review"])
    try terminal.expect("Evil ^[]0;owned^G^[[2J: ")
    terminal.send("1" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(!terminal.rawOutput.contains(0x07), "no BEL reaches the terminal")
  }

  @Test func askAllOffersKnownAnswersAsEditableValues() throws {
    let path = try file(Self.profile)
    let answers = directory.file("answers.yaml")
    try "name: Ann\ncity: Rome\nplan: Pro\nage: 40\n".write(
      toFile: answers, atomically: true, encoding: .utf8)
    let terminal = try start([path, "-a", answers, "--ask-all", "--no-review"])
    try terminal.expect("Name *: Ann")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("City [Paris]: Rome")
    terminal.send(TerminalKeys.controlU + "Oslo" + TerminalKeys.enter)
    try terminal.expect("Plan: Pro")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Age (≥ 18): 40")
    terminal.send("1" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(
      terminal.capturedOutput
        == "{\n  \"name\": \"Ann\",\n  \"city\": \"Oslo\",\n  \"plan\": \"Pro\",\n  \"age\": 401\n}\n"
    )
  }

  @Test(arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
  func stopSignalsKeepTheAnswersAsADraft(signal: Int32, status: Int32) throws {
    let path = try file(Self.profile)
    let output = directory.file("out.json")
    let terminal = try start([path, "-o", output])
    try terminal.expect("Name *: ")
    terminal.send("Ann" + TerminalKeys.enter)
    try terminal.expect("City [Paris]: ")
    kill(terminal.pid, signal)
    #expect(try terminal.waitForExit() == status)
    #expect(terminal.localModes()?.echo ?? true, "terminal restored")
    #expect(!FileManager.default.fileExists(atPath: output))
    let drafts = try FileManager.default.contentsOfDirectory(atPath: state + "/formline/drafts")
    let text = try String(
      contentsOfFile: state + "/formline/drafts/" + (drafts.first ?? ""), encoding: .utf8)
    #expect(text.contains("\"name\": \"Ann\""))
  }

  /// libedit's own handler re-raises SIGTERM to the whole process group (kill(0, …)); a
  /// script that ran formline must live on to see its exit status.
  @Test func terminatingFormlineLeavesTheScriptThatRanIt() throws {
    let path = try file(Self.profile)
    let terminal = try PseudoTerminal(
      executable: "/bin/sh",
      arguments: ["-c", "\"$0\" \"$1\"; echo \"script saw $?\"", FormlineBinary.path, path],
      environment: ["XDG_STATE_HOME": state, "TZ": "UTC", "NO_COLOR": "1"],
      currentDirectory: directory.path, standardOutput: .pipe)
    try terminal.expect("Name *: ")
    terminal.send("Ann" + TerminalKeys.enter)
    try terminal.expect("City [Paris]: ")
    let children = try String(
      contentsOfFile: "/proc/\(terminal.pid)/task/\(terminal.pid)/children", encoding: .utf8)
    let formline = try #require(children.split(separator: " ").first.flatMap { pid_t($0) })
    kill(formline, SIGTERM)
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.capturedOutput == "script saw 143\n")
  }

  /// Closing the terminal window: SIGHUP, then every read fails.
  ///
  /// Once this left formline spinning on the secret prompt at full CPU, orphaned, and
  /// writing the goodbye message to the closed terminal trapped (exit 132).
  @Test(arguments: [false, true])
  func closingTheTerminalEndsTheRunWithADraft(atTheSecret: Bool) throws {
    let path = try file("- key: name\n- key: token\n  secret: true\n- city\n")
    let terminal = try start([path])
    try terminal.expect("Name: ")
    if atTheSecret {
      terminal.send("Ann" + TerminalKeys.enter)
      try terminal.expect("Token: ")
    }
    terminal.hangUp()
    let status = try terminal.waitForExit()
    #expect(status == 129, "exit status \(status)")
    let drafts = try FileManager.default.contentsOfDirectory(atPath: state + "/formline/drafts")
    #expect(drafts.count == 1)
  }

  @Test func terminatingDuringASecretRestoresEcho() throws {
    let terminal = try start([try file("- key: token\n  secret: true\n- next\n")])
    try terminal.expect("Token: ")
    // The prompt is drawn before echo goes off: keys sent in between would be echoed by
    // the terminal itself, whatever formline does.
    let deadline = Date().addingTimeInterval(5)
    while terminal.localModes()?.echo != false, Date() < deadline { usleep(10_000) }
    terminal.send("abc")
    kill(terminal.pid, SIGTERM)
    #expect(try terminal.waitForExit() == 143)
    #expect(terminal.localModes()?.echo == true)
    #expect(!terminal.screenText.contains("abc"))
  }
}
