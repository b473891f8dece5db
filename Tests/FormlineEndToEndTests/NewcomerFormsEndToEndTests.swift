import FormlineTestSupport
import Foundation
import Testing

/// Forms as a newcomer writes them: `choices:` for a menu's options, the type names other
/// tools use, a menu with a single option, and a secret asked again.
struct NewcomerFormsEndToEndTests {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  private func file(_ text: String, name: String = "form.yaml") throws -> String {
    let path = directory.file(name)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func choicesAreTheMenusOptions() throws {
    let form = try file("- {key: env, type: select, choices: [dev, prod]}\n")
    #expect(try FormlineBinary.run(["validate", form]).status == 0)
    let refused = try FormlineBinary.run([form, "-y", "--set", "env=staging"])
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("choose one of: dev, prod"), "\(refused.stderr)")
    let taken = try FormlineBinary.run([form, "--no-review"], input: "2\n")
    #expect(taken.status == 0, "\(taken.stderr)")
    #expect(taken.stdout.contains(#""env": "prod""#))
  }

  @Test func aSelectWithoutOptionsIsAnError() throws {
    let form = try file("- {key: env, type: select}\n")
    let run = try FormlineBinary.run(["validate", form])
    #expect(run.status == 65)
    #expect(run.stderr.contains("form.yaml:1:20: error: env: a 'select' field needs its options"))
  }

  @Test(arguments: [("int", "integer"), ("bool", "boolean"), ("list", "array")])
  func usualTypeNamesGetADidYouMean(name: String, meant: String) throws {
    let form = try file("- {key: x, type: \(name)}\n")
    let run = try FormlineBinary.run(["validate", form])
    #expect(run.status == 65)
    #expect(run.stderr.contains("unknown type '\(name)'"))
    #expect(run.stderr.contains("did you mean '\(meant)'?"), "\(run.stderr)")
  }
}

/// The same at a terminal.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct NewcomerFormsInteractiveEndToEndTests: TerminalSuite {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  private func start(_ form: String, _ arguments: [String]) throws -> PseudoTerminal {
    try start([try file(form)] + arguments, environment: [:])
  }

  @Test func enterTakesTheOnlyOptionOfARequiredMenu() throws {
    let terminal = try start(
      "- {key: region, required: true, options: [eu-west]}\n", ["--no-review"])
    try terminal.expect("Region * [eu-west]: ")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.capturedOutput.contains(#""region": "eu-west""#))
  }

  @Test func aSecretAskedAgainSaysEnterKeepsIt() throws {
    let terminal = try start("- {key: token, type: password}\n- key: name\n", ["--review"])
    try terminal.expect("Token: ")
    terminal.send("s3cret" + TerminalKeys.enter)
    try terminal.expect("Name: ")
    terminal.send("Ada" + TerminalKeys.enter)
    try terminal.expect("Number to edit")
    terminal.send("1" + TerminalKeys.enter)
    try terminal.expect("Token (Enter keeps it): ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Number to edit")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.capturedOutput.contains(#""token": "s3cret""#))
  }
}
