import FormlineTestSupport
import Foundation
import Testing

/// A JSON Schema `default` is an annotation: the file holds what was chosen, given or
/// required, never the defaults of properties nobody asked for (tsconfig's schema has a
/// default for 66 of its compiler options).
struct SchemaDefaultsEndToEndTests {
  static let tsconfig = Fixture.packageRoot.appendingPathComponent(
    "Tests/FormlineEndToEndTests/Fixtures/published-schemas/tsconfig.schema.json"
  ).path

  @Test func givenOptionsAreTheOnlyOnesWritten() throws {
    let run = try FormlineBinary.run([
      Self.tsconfig, "-y", "--set", "compilerOptions.strict=true", "--set",
      "compilerOptions.target=ES2020",
    ])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stdout
        == "{\n  \"compilerOptions\": {\n    \"target\": \"ES2020\",\n    \"strict\": true\n  }\n}\n"
    )
  }

  @Test func nothingGivenWritesAnEmptyObject() throws {
    let run = try FormlineBinary.run([Self.tsconfig, "-y"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == "{}\n")
  }

  static let schema = """
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "required": ["name", "port"],
     "properties": {
       "name": {"type": "string", "default": "web"},
       "port": {"type": "integer", "default": 8080},
       "debug": {"type": "boolean", "default": false},
       "tags": {"type": "array", "items": {"type": "string"}, "default": ["a"]},
       "mode": {"enum": ["fast", "slow"], "default": "slow"}}}
    """

  @Test func aRequiredPropertyTakesItsDefaultAnOptionalOneIsLeftOut() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("schema.json")
    try Self.schema.write(toFile: file, atomically: true, encoding: .utf8)
    let alone = try FormlineBinary.run([file, "-y"])
    #expect(alone.status == 0, "stderr: \(alone.stderr)")
    #expect(alone.stdout == "{\n  \"name\": \"web\",\n  \"port\": 8080\n}\n")
    // Piped answers that end early: nobody chose the rest either.
    let piped = try FormlineBinary.run([file], input: "api\n")
    #expect(piped.status == 0, "stderr: \(piped.stderr)")
    #expect(piped.stdout == "{\n  \"name\": \"api\",\n  \"port\": 8080\n}\n")
    // An empty line is Enter at the prompt: the default offered there, chosen (every
    // property asked in turn, so `debug` is asked too).
    let entered = try FormlineBinary.run([file, "--ask-all"], input: "api\n\n\n")
    #expect(entered.status == 0, "stderr: \(entered.stderr)")
    #expect(entered.stdout == "{\n  \"name\": \"api\",\n  \"port\": 8080,\n  \"debug\": false\n}\n")
  }
}

/// At a terminal the default is offered at the prompt; only what was picked is written.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct SchemaDefaultsInteractiveEndToEndTests {
  @Test func pickingStrictAndTargetWritesExactlyThoseTwoOptions() throws {
    let directory = try TemporaryDirectory()
    let terminal = try PseudoTerminal.formline(
      [SchemaDefaultsEndToEndTests.tsconfig, "-f", "json"], in: directory.path,
      state: directory.file("state"))
    let menu = "Also fill in (number or name; Enter: done): "
    try terminal.expect(menu)
    terminal.send("?" + TerminalKeys.enter)
    try terminal.expect("not picked are left out of the file.")
    try terminal.expect(menu)
    terminal.send("compilerOptions" + TerminalKeys.enter)
    try terminal.expect(menu)
    terminal.send("strict" + TerminalKeys.enter)
    try terminal.expect("[y/N]: ")
    terminal.send("y" + TerminalKeys.enter)
    try terminal.expect(menu)
    terminal.send("target" + TerminalKeys.enter)
    // The schema's default is offered at the prompt.
    try terminal.expect("[ES3]: ")
    terminal.send("ES2020" + TerminalKeys.enter)
    try terminal.expect(menu)
    terminal.send(TerminalKeys.enter)
    try terminal.expect(menu)
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Enter to finish: ")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(
      terminal.capturedOutput
        == "{\n  \"compilerOptions\": {\n    \"target\": \"ES2020\",\n    \"strict\": true\n  }\n}\n"
    )
  }

  /// A `const` or `readOnly` property nobody gave is as optional as any other: left out;
  /// a required one, and a variant's tag that tells it from the others, are written.
  static let constants = """
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "required": ["name", "api"],
     "properties": {
       "name": {"type": "string"},
       "api": {"const": "v1"},
       "version": {"const": 2},
       "id": {"type": "string", "readOnly": true, "default": "generated"},
       "source": {"oneOf": [
         {"type": "object", "properties": {"kind": {"const": "git"}, "url": {"type": "string"}},
          "required": ["url"]},
         {"type": "object", "properties": {"kind": {"const": "path"}, "path": {"type": "string"}},
          "required": ["path"]}]}}}
    """

  @Test func optionalConstantsNobodyGaveAreLeftOut() throws {
    let directory = try TemporaryDirectory()
    let schema = directory.file("schema.json")
    try Self.constants.write(toFile: schema, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([schema, "-y", "--set", "name=web"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == "{\n  \"name\": \"web\",\n  \"api\": \"v1\"\n}\n")
    // Given, they are written; typed text spells the constant it stands for.
    let given = try FormlineBinary.run([
      schema, "-y", "--set", "name=web", "--set", "version=2", "--set", "id=abc",
    ])
    #expect(given.status == 0, "stderr: \(given.stderr)")
    #expect(
      given.stdout
        == "{\n  \"name\": \"web\",\n  \"api\": \"v1\",\n  \"version\": 2,\n"
        + "  \"id\": \"abc\"\n}\n")
    let wrong = try FormlineBinary.run([schema, "-y", "--set", "name=web", "--set", "version=3"])
    #expect(wrong.status == 65)
    #expect(wrong.stderr.contains("version: must be 2, not 3"), "\(wrong.stderr)")
  }

  /// A variant's tag is its own: given, it picks the variant and is written with it (and a
  /// variant picked from the menu writes its tag: `UnionInteractiveEndToEndTests`).
  @Test func aVariantsTagIsWrittenWithIt() throws {
    let directory = try TemporaryDirectory()
    let schema = directory.file("schema.json")
    try Self.constants.write(toFile: schema, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([
      schema, "-y", "--set", "name=web", "--set", "source.kind=git", "--set", "source.url=u",
    ])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stdout.contains("\"source\": {\n    \"kind\": \"git\",\n    \"url\": \"u\""),
      "\(run.stdout)")
  }
}
