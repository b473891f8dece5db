import FormlineTestSupport
import Foundation
import Testing

/// A collection whose items are a union of objects, without a person: each item is its
/// variant's line (number or title) then its fields' lines, as a union field is piped, or
/// the whole item typed in braces.
struct UnionItemsEndToEndTests {
  static let form = """
    fields:
      - key: install
        template:
          match: one
          variants:
            - title: Requirements file
              fields:
                - {key: requirements, required: true}
            - title: Package
              fields:
                - {key: path, required: true}
                - {key: method, options: [pip, setuptools], default: pip}
    """

  @Test func eachItemIsItsVariantThenItsFieldsOrOneObjectInBraces() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("form.yaml")
    try Self.form.write(toFile: file, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(
      [file, "-f", "json"], input: "Requirements\ndocs/req.txt\n2\n.\n\n{path: src}\n\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stdout
        == "{\n  \"install\": [\n    {\n      \"requirements\": \"docs/req.txt\"\n    },\n"
        + "    {\n      \"path\": \".\",\n      \"method\": \"pip\"\n    },\n"
        + "    {\n      \"path\": \"src\"\n    }\n  ]\n}\n")
    let refused = try FormlineBinary.run([file], input: "svn\n\n")
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("<stdin>:1: error: install[0]: "), "\(refused.stderr)")
  }
}

/// The same at a terminal, on real schemas: Read the Docs' `python.install` and
/// Dependabot's `updates` items chosen from a menu, asked as subform items, shown in the
/// review, kept by `--resume`; the file written is one the schema accepts.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct UnionItemsInteractiveEndToEndTests: TerminalSuite {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  private func start(_ schema: String, _ arguments: [String]) throws -> PseudoTerminal {
    try start([JSONSchemaEndToEndTests.schemaFile(schema)] + arguments, environment: [:])
  }

  /// formline's own JSON Schema validator accepts the file.
  private func expectAccepted(_ output: String, by schema: String) throws {
    let check = try FormlineBinary.run([
      "validate", JSONSchemaEndToEndTests.schemaFile(schema), "--answers", output,
    ])
    #expect(check.status == 0, "stderr: \(check.stderr)")
  }

  static let menu = "Also fill in (number or name; Enter: done): "

  @Test func readTheDocsInstallsARequirementsFileAndAPackage() throws {
    let output = directory.file("readthedocs.yaml")
    let terminal = try start("readthedocs-full", ["-o", output])
    try terminal.expect("version * [2]: ")
    terminal.send("1" + TerminalKeys.enter)
    try terminal.expect(Self.menu)
    terminal.send("python" + TerminalKeys.enter)
    try terminal.expect("python › " + Self.menu)
    terminal.send("install" + TerminalKeys.enter)
    try terminal.expect("1) with requirements")
    try terminal.expect("3) method: uv")
    try terminal.expect("python › install #1 * (empty line: no more): ")
    terminal.send("1" + TerminalKeys.enter)
    try terminal.expect("python › install #1 › requirements *: ")
    terminal.send("docs/requirements.txt" + TerminalKeys.enter)
    // The item's optional properties are offered, not asked.
    try terminal.expect("python › install #1 › " + Self.menu)
    terminal.send(TerminalKeys.enter)
    try terminal.expect("python › install #2 * (empty line: no more): ")
    terminal.send("?" + TerminalKeys.enter)
    try terminal.expect("Or type the whole item in braces: {name: value, …}.")
    try terminal.expect("Enter: ends the list")
    try terminal.expect("python › install #2 * (empty line: no more): ")
    terminal.send("with path" + TerminalKeys.enter)
    try terminal.expect("python › install #2 › path *: ")
    terminal.send("." + TerminalKeys.enter)
    try terminal.expect("python › install #2 › " + Self.menu)
    terminal.send("method" + TerminalKeys.enter)
    try terminal.expect("python › install #2 › method [pip]: ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("python › install #2 › " + Self.menu)
    terminal.send(TerminalKeys.enter)
    try terminal.expect("python › install #3 * (empty line: no more): ")
    terminal.send(TerminalKeys.enter)
    // The menu of offered fields comes back as a short list of names.
    try terminal.expect("  1) formats · 2) conda · 3) build · 4) sphinx")
    try terminal.expect(Self.menu)
    terminal.send(TerminalKeys.enter)
    try terminal.expect("python › install #1: with requirements")
    try terminal.expect("python › install #2: with path")
    try terminal.expect("python › install #2 › path: .")
    try terminal.expect("Enter to finish: ")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(
      try String(contentsOfFile: output, encoding: .utf8)
        == "version: 2\npython:\n  install:\n"
        + "  - requirements: docs/requirements.txt\n  - path: .\n    method: pip\n")
    try expectAccepted(output, by: "readthedocs-full")
  }

  @Test func aDraftKeepsTheVariantOfEachItem() throws {
    let output = directory.file("readthedocs.yaml")
    let first = try start("readthedocs-full", ["-o", output, "--no-review"])
    try first.expect("version * [2]: ")
    first.send("1" + TerminalKeys.enter)
    try first.expect(Self.menu)
    first.send("python" + TerminalKeys.enter)
    try first.expect("python › " + Self.menu)
    first.send("install" + TerminalKeys.enter)
    try first.expect("python › install #1 * (empty line: no more): ")
    first.send("2" + TerminalKeys.enter)
    try first.expect("python › install #1 › path *: ")
    first.send("src" + TerminalKeys.enter)
    try first.expect("python › install #1 › " + Self.menu)
    first.send("method" + TerminalKeys.enter)
    try first.expect("python › install #1 › method [pip]: ")
    first.send(TerminalKeys.controlC)
    try first.expect("--resume")
    #expect(try first.waitForExit() == 130)
    let second = try start("readthedocs-full", ["-o", output, "--resume", "--no-review"])
    try second.expect("python › install #1 › method [pip]: ")
    second.send("setuptools" + TerminalKeys.enter)
    try second.expect("python › install #1 › " + Self.menu)
    second.send(TerminalKeys.enter)
    try second.expect("python › install #2 * (empty line: no more): ")
    second.send(TerminalKeys.enter)
    try second.expect(Self.menu)
    second.send(TerminalKeys.enter)
    #expect(try second.waitForExit() == 0)
    #expect(
      try String(contentsOfFile: output, encoding: .utf8)
        == "version: 2\npython:\n  install:\n  - path: src\n    method: setuptools\n")
    try expectAccepted(output, by: "readthedocs-full")
  }

  /// `--ask-all` offers items from an answers file as new ones are asked: the variant
  /// (prefilled), then its fields, a nested list's items included.
  @Test func askAllWalksTheVariantOfEachKnownItem() throws {
    let answers = directory.file("answers.yaml")
    try """
    version: 2
    python:
      install:
      - requirements: docs/req.txt
      - path: .
        method: setuptools
        extra_requirements: [docs]
    """.write(toFile: answers, atomically: true, encoding: .utf8)
    let output = directory.file("readthedocs.yaml")
    let terminal = try start(
      "readthedocs-full", ["-a", answers, "--ask-all", "--no-review", "-o", output])
    for prompt in [
      "version * [2]: 2", "formats [[]]: ", "Add conda? [y/N]: ", "Add build? [y/N]: ",
    ] {
      try terminal.expect(prompt)
      terminal.send(TerminalKeys.enter)
    }
    try terminal.expect("python › install #1 *: with requirements")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("python › install #1 › requirements *: docs/req.txt")
    terminal.send(TerminalKeys.controlU + "docs/requirements.txt" + TerminalKeys.enter)
    try terminal.expect("python › install #1 › method: ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("python › install #2 *: with path")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("python › install #2 › path *: .")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("python › install #2 › method [pip]: setuptools")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("python › install #2 › extra_requirements #1 *: docs")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("python › install #2 › extra_requirements #2 * (empty line: no more): ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("python › install #3 * (empty line: no more): ")
    terminal.send(TerminalKeys.enter)
    for prompt in ["Add sphinx? [y/N]: ", "Add mkdocs? [y/N]: ", "Add submodules? [y/N]: "] {
      try terminal.expect(prompt)
      terminal.send(TerminalKeys.enter)
    }
    try terminal.expect("Add search? [y/N]: ")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(
      try String(contentsOfFile: output, encoding: .utf8)
        == "version: 2\nformats: []\npython:\n  install:\n"
        + "  - requirements: docs/requirements.txt\n  - path: .\n    method: setuptools\n"
        + "    extra_requirements:\n    - docs\n")
    try expectAccepted(output, by: "readthedocs-full")
  }

  @Test func dependabotUpdatesForTwoEcosystems() throws {
    let output = directory.file("dependabot.yml")
    let terminal = try start("dependabot", ["-o", output, "--no-review"])
    // The required `updates` first: the optional "Enable beta ecosystems" is only offered.
    try terminal.expect("2) with directory")
    try terminal.expect("updates #1 * (empty line: no more): ")
    terminal.send("with directory" + TerminalKeys.enter)
    try terminal.expect("updates #1 › directory * (e.g. /): ")
    terminal.send("/" + TerminalKeys.enter)
    try terminal.expect("updates #1 › package-ecosystem *: ")
    terminal.send("npm" + TerminalKeys.enter)
    // `schedule` is required unless a multi-ecosystem group is named (an `if: {not: …}`):
    // asked in turn, never offered nor "Add schedule?".
    try answerSchedule(terminal, item: 1, interval: "weekly")
    try terminal.expect("updates #2 * (empty line: no more): ")
    terminal.send("with directories" + TerminalKeys.enter)
    try terminal.expect("updates #2 › directories #1 * (empty line: no more): ")
    terminal.send("/app" + TerminalKeys.enter)
    try terminal.expect("updates #2 › directories #2 * (empty line: no more): ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("updates #2 › package-ecosystem *: ")
    terminal.send("pip" + TerminalKeys.enter)
    try answerSchedule(terminal, item: 2, interval: "daily")
    try terminal.expect("updates #3 * (empty line: no more): ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("3) multi-ecosystem-groups")
    try terminal.expect(Self.menu)
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(!terminal.screenText.contains("Add schedule?"))
    #expect(!terminal.screenText.contains("enable-beta-ecosystems [y/n]"))
    let written = try String(contentsOfFile: output, encoding: .utf8)
    #expect(written.contains("- directory: /\n"), "\(written)")
    #expect(written.contains("  package-ecosystem: npm\n"), "\(written)")
    #expect(written.contains("    interval: weekly\n"), "\(written)")
    #expect(written.contains("- directories:\n  - /app\n"), "\(written)")
    #expect(written.contains("  package-ecosystem: pip\n"), "\(written)")
    #expect(written.contains("    interval: daily\n"), "\(written)")
    try expectAccepted(output, by: "dependabot")
  }

  /// The schedule's interval, then Enter at the menu of its optional day, time and time
  /// zone, then Enter at the item's menu of optional properties.
  private func answerSchedule(_ terminal: PseudoTerminal, item: Int, interval: String) throws {
    try terminal.expect("updates #\(item) › schedule › interval *: ")
    terminal.send(interval + TerminalKeys.enter)
    try terminal.expect("updates #\(item) › schedule › " + Self.menu)
    terminal.send(TerminalKeys.enter)
    // Enter on the menu of optional properties ends the item.
    try terminal.expect("updates #\(item) › " + Self.menu)
    terminal.send(TerminalKeys.enter)
  }
}
