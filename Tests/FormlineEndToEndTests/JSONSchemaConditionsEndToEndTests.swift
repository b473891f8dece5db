import FormlineTestSupport
import Foundation
import Testing

/// A JSON Schema's `if`/`then` in the wizard: the property it requires gets the required
/// marker and refuses an empty answer once the `if` holds, and only then.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct JSONSchemaConditionsEndToEndTests {
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
    try PseudoTerminal(
      executable: FormlineBinary.path, arguments: [file, "--no-review"],
      environment: ["XDG_STATE_HOME": directory.file("state"), "TZ": "UTC", "NO_COLOR": "1"],
      currentDirectory: directory.path, standardOutput: .pipe)
  }

  @Test func thePropertyThenRequiresIsRequiredOnceTheIfHolds() throws {
    let terminal = try start()
    try terminal.expect("Kind *: ")
    terminal.send("2" + TerminalKeys.enter)
    try terminal.expect("Image *: ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("an answer is required")
    try terminal.expect("Image *: ")
    terminal.send("app" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.capturedOutput == "{\n  \"kind\": \"docker\",\n  \"image\": \"app\"\n}\n")
  }

  @Test func otherwiseItMayBeLeftEmpty() throws {
    let terminal = try start()
    try terminal.expect("Kind *: ")
    terminal.send("1" + TerminalKeys.enter)
    try terminal.expect("Image: ")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.capturedOutput == "{\n  \"kind\": \"simple\"\n}\n")
  }
}
