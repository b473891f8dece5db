import FormlineTestSupport
import Foundation
import Testing

/// A person writes a GitHub workflow by hand against the published schema: two jobs, one
/// needing the other, a matrix, and steps, typing values where the schema has unions
/// (`on`, `runs-on`, `matrix`) without knowing which variant each belongs to.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct WorkflowByHandEndToEndTests {
  static let menu = "Also fill in (number or name; Enter: done): "

  /// The steps of one job: `uses` and `run` each pick their variant from the step menu as
  /// the only option containing the word.
  static func steps(_ terminal: PseudoTerminal, job: String) throws {
    try terminal.expect("jobs › \(job) › steps #1 * (empty line: no more): ")
    terminal.send("uses" + TerminalKeys.enter)
    try terminal.expect("steps #1 › uses *: ")
    terminal.send("actions/checkout@v4" + TerminalKeys.enter)
    // `run` would make the step match two branches of its `oneOf`: not asked, not offered.
    try terminal.expect("steps #1 › " + Self.menu)
    #expect(!terminal.screenText.contains("steps #1 › run"), "\(terminal.screenText)")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("steps #2 * (empty line: no more): ")
    terminal.send("run" + TerminalKeys.enter)
    try terminal.expect("steps #2 › run *: ")
    terminal.send("npm test" + TerminalKeys.enter)
    try terminal.expect("steps #2 › " + Self.menu)
    terminal.send(TerminalKeys.enter)
    try terminal.expect("steps #3 * (empty line: no more): ")
    terminal.send(TerminalKeys.enter)
  }

  @Test func twoJobsAndAMatrixAreWrittenAsAPersonWouldWriteThem() throws {
    let directory = try TemporaryDirectory()
    let output = directory.file("ci.yml")
    let terminal = try PseudoTerminal.formline(
      [RealRecursiveSchemaEndToEndTests.schema, "-o", output, "--no-review"],
      in: directory.path, state: directory.file("state"))
    // The variants are named by what the schema says of them.
    try terminal.expect("1) event (one of branch_protection_rule, check_run, check_suite, …)")
    try terminal.expect("2) list of event")
    try terminal.expect("on *: ")
    // A list typed at the menu goes to the list variant.
    terminal.send("[push, pull_request]" + TerminalKeys.enter)
    try terminal.expect("jobs › #1 › Name * (empty line: no more): ")
    terminal.send("build" + TerminalKeys.enter)
    try terminal.expect("1) normal job (with runs-on)")
    try terminal.expect("jobs › build *: ")
    terminal.send("1" + TerminalKeys.enter)
    try terminal.expect("3) string containing expression syntax (text)")
    try terminal.expect("5) text")
    try terminal.expect("jobs › build › runs-on *: ")
    // Plain text at the menu: the expression variants refuse it, plain text takes it.
    terminal.send("ubuntu-latest" + TerminalKeys.enter)
    try terminal.expect("→ ubuntu-latest (text)")
    try terminal.expect("jobs › build › " + Self.menu)
    terminal.send("steps" + TerminalKeys.enter)
    try Self.steps(terminal, job: "build")
    try terminal.expect("jobs › build › " + Self.menu)
    terminal.send("strategy" + TerminalKeys.enter)
    try terminal.expect("strategy › matrix *: ")
    terminal.send("{os: [ubuntu-latest, macos-latest], node: [18, 20]}" + TerminalKeys.enter)
    // `fail-fast` and `max-parallel` are optional: offered, never asked in turn.
    try terminal.expect("jobs › build › strategy › " + Self.menu)
    terminal.send(TerminalKeys.enter)
    try terminal.expect("jobs › build › " + Self.menu)
    terminal.send(TerminalKeys.enter)
    try terminal.expect("jobs › #2 › Name * (empty line: no more): ")
    terminal.send("test" + TerminalKeys.enter)
    try terminal.expect("jobs › test *: ")
    terminal.send("normal" + TerminalKeys.enter)
    try terminal.expect("jobs › test › runs-on *: ")
    terminal.send("ubuntu-latest" + TerminalKeys.enter)
    try terminal.expect("jobs › test › " + Self.menu)
    terminal.send("needs" + TerminalKeys.enter)
    try terminal.expect("jobs › test › needs: ")
    terminal.send("build" + TerminalKeys.enter)
    try terminal.expect("jobs › test › " + Self.menu)
    terminal.send("steps" + TerminalKeys.enter)
    try Self.steps(terminal, job: "test")
    try terminal.expect("jobs › test › " + Self.menu)
    terminal.send(TerminalKeys.enter)
    try terminal.expect("jobs › #3 › Name * (empty line: no more): ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect(Self.menu)
    terminal.send("name" + TerminalKeys.enter)
    try terminal.expect("name: ")
    terminal.send("CI" + TerminalKeys.enter)
    try terminal.expect(Self.menu)
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0, "\(terminal.screenText)")
    let written = try String(contentsOfFile: output, encoding: .utf8)
    #expect(
      written == """
        name: CI
        'on':
        - push
        - pull_request
        jobs:
          build:
            runs-on: ubuntu-latest
            steps:
            - uses: actions/checkout@v4
            - run: npm test
            strategy:
              matrix:
                os:
                - ubuntu-latest
                - macos-latest
                node:
                - 18
                - 20
          test:
            needs: build
            runs-on: ubuntu-latest
            steps:
            - uses: actions/checkout@v4
            - run: npm test

        """)
    let check = try FormlineBinary.run(
      ["validate", RealRecursiveSchemaEndToEndTests.schema, "--answers", output])
    #expect(check.status == 0, "stderr: \(check.stderr)")
  }
}
