import FormlineTestSupport
import Foundation
import Testing

/// A JSON Schema's `if`/`then` in the wizard: the property it requires gets the required
/// marker and refuses an empty answer once the `if` holds, and only then; `not` refuses at
/// the prompt, and an object's own checks ask a field again at the end.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct JSONSchemaConditionsEndToEndTests: TerminalSuite {
  let directory: TemporaryDirectory
  let file: String

  init() throws {
    directory = try TemporaryDirectory()
    file = directory.file("schema.json")
    try #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "required": ["kind"],
     "properties": {"kind": {"enum": ["simple", "docker"]}, "image": {"type": "string"}},
     "if": {"properties": {"kind": {"const": "docker"}}, "required": ["kind"]},
     "then": {"required": ["image"]}}
    """#.write(toFile: file, atomically: true, encoding: .utf8)
  }

  private func start() throws -> PseudoTerminal {
    try start([file, "--no-review"])
  }

  @Test func thePropertyThenRequiresIsRequiredOnceTheIfHolds() throws {
    let terminal = try start()
    try terminal.expect("kind *: ")
    terminal.send("2" + TerminalKeys.enter)
    try terminal.expect("image *: ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("an answer is required")
    try terminal.expect("image *: ")
    terminal.send("app" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.capturedOutput == "{\n  \"kind\": \"docker\",\n  \"image\": \"app\"\n}\n")
  }

  @Test func notRefusesAtThePromptAndAnObjectShortOfPropertiesIsAskedAgain() throws {
    let schema = directory.file("counted.json")
    try #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "required": ["user"], "minProperties": 2,
     "properties": {"user": {"type": "string", "not": {"const": "root"}},
       "team": {"type": "string"}, "tier": {"type": "string"}}}
    """#.write(toFile: schema, atomically: true, encoding: .utf8)
    let terminal = try PseudoTerminal.formline(
      [schema, "--no-review"], in: directory.path, state: directory.file("state"))
    try terminal.expect("user *: ")
    terminal.send("root" + TerminalKeys.enter)
    try terminal.expect("must not be root")
    try terminal.expect("user *: ")
    terminal.send(TerminalKeys.controlU + "app" + TerminalKeys.enter)
    // The optional properties are offered; Enter picks none of them.
    try terminal.expect("2) tier")
    try terminal.expect("Also fill in (number or name; Enter: done): ")
    terminal.send(TerminalKeys.enter)
    // The object has one property of the two it needs: its first empty field comes back.
    try terminal.expect("must have at least 2 properties")
    try terminal.expect("team: ")
    terminal.send("web" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.capturedOutput == "{\n  \"user\": \"app\",\n  \"team\": \"web\"\n}\n")
  }

  @Test func otherwiseItIsOfferedAndMayBeLeftOut() throws {
    let terminal = try start()
    try terminal.expect("kind *: ")
    terminal.send("1" + TerminalKeys.enter)
    try terminal.expect("1) image")
    try terminal.expect("Also fill in (number or name; Enter: done): ")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(!terminal.screenText.contains("image:"))
    #expect(terminal.capturedOutput == "{\n  \"kind\": \"simple\"\n}\n")
  }
}
