import FormlineTestSupport
import Foundation
import Testing

/// A schema's unions at a terminal: "one or many" typed in brackets with the reading echoed,
/// object variants chosen from a menu and then asked, the choice kept by going back and by
/// a draft resumed.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct UnionInteractiveEndToEndTests: TerminalSuite {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  static let menu = "Also fill in (number or name; Enter: done): "

  private func start(_ arguments: [String]) throws -> PseudoTerminal {
    try start([JSONSchemaEndToEndTests.schemaFile("unions")] + arguments, environment: [:])
  }

  @Test func oneOrManyAndAnObjectVariantChosenFromTheMenu() throws {
    let terminal = try start(["-f", "json", "--no-review"])
    try terminal.expect("port *: ")
    terminal.send("auto" + TerminalKeys.enter)
    try terminal.expect("→ auto (text)")
    try terminal.expect("tags *: ")
    terminal.send("[ci, docs]" + TerminalKeys.enter)
    try terminal.expect("→ [\"ci\",\"docs\"] (a list of 2)")
    try terminal.expect("1) Git repository")
    try terminal.expect("2) Local folder")
    try terminal.expect("source *: ")
    terminal.send("1" + TerminalKeys.enter)
    try terminal.expect("source › url *: ")
    // Back to the menu: the variant chosen is offered again, and another can be taken.
    terminal.send("<" + TerminalKeys.enter)
    try terminal.expect("source *: Git repository")
    terminal.send(TerminalKeys.controlU + "2" + TerminalKeys.enter)
    try terminal.expect("source › path *: ")
    terminal.send("src" + TerminalKeys.enter)
    // The optional properties come last, on request.
    try terminal.expect("3) python")
    try terminal.expect(Self.menu)
    terminal.send("python" + TerminalKeys.enter)
    try terminal.expect("python: ")
    terminal.send("3.10" + TerminalKeys.enter)
    try terminal.expect("→ 3.10 (text)")
    try terminal.expect(Self.menu)
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(
      terminal.capturedOutput
        == "{\n  \"port\": \"auto\",\n  \"tags\": [\n    \"ci\",\n    \"docs\"\n  ],\n"
        + "  \"python\": \"3.10\",\n  \"source\": {\n    \"kind\": \"path\",\n"
        + "    \"path\": \"src\"\n  }\n}\n")
  }

  @Test func aDraftKeepsTheChosenVariant() throws {
    let output = directory.file("out.yaml")
    let first = try start(["-o", output, "--no-review"])
    try first.expect("port *: ")
    first.send("8080" + TerminalKeys.enter)
    try first.expect("tags *: ")
    first.send("ci" + TerminalKeys.enter)
    try first.expect("source *: ")
    first.send("Git" + TerminalKeys.enter)
    try first.expect("source › url *: ")
    first.send(TerminalKeys.controlC)
    try first.expect("--resume")
    #expect(try first.waitForExit() == 130)
    let second = try start(["-o", output, "--resume", "--no-review"])
    try second.expect("source › url *: ")
    second.send("https://example.org/r.git" + TerminalKeys.enter)
    try second.expect("source › " + Self.menu)
    second.send("branch" + TerminalKeys.enter)
    try second.expect("source › branch [main]: ")
    second.send(TerminalKeys.enter)
    // Nothing left to pick for the source: the menu of the whole file.
    try second.expect("3) python")
    try second.expect(Self.menu)
    second.send(TerminalKeys.enter)
    #expect(try second.waitForExit() == 0)
    #expect(
      try String(contentsOfFile: output, encoding: .utf8)
        == "port: 8080\ntags: ci\nsource:\n  kind: git\n  url: https://example.org/r.git\n"
        + "  branch: main\n")
  }
}
