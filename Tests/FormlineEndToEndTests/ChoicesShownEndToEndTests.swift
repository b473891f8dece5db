import FormlineTestSupport
import Foundation
import Testing

/// Choices are shown: a union of constants is a menu like an `enum`'s (with Tab
/// completion), a union of listed values and any other text is a numbered menu that also
/// takes typed text, a union's help lists the values of its list of choices, and the menu
/// of a hundred offered properties is printed whole once, then as one line.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct ChoicesShownEndToEndTests {
  static let choices = Fixture.packageRoot.appendingPathComponent(
    "Tests/FormlineEndToEndTests/Fixtures/published-schemas/choices.schema.json"
  ).path

  @Test func aUnionOfConstantsIsAMenuWithTabCompletion() throws {
    let directory = try TemporaryDirectory()
    let terminal = try PseudoTerminal.formline(
      [Self.choices, "-f", "json"], in: directory.path, state: directory.file("state"))
    try terminal.expect("1) npm — Node")
    try terminal.expect("5) github-actions")
    try terminal.expect("ecosystem *: ")
    terminal.send("git" + TerminalKeys.tab)
    try terminal.expect("github-actions")
    terminal.send(TerminalKeys.enter)
    // The values of the list branch are shown with the constant's, before the prompt.
    try terminal.expect("Choices: all; or a list of htmlzip, pdf, epub (Tab completes)")
    try terminal.expect("formats *: ")
    terminal.send("?" + TerminalKeys.enter)
    try terminal.expect("Accepts: 'all'; or a list of htmlzip, pdf, epub")
    try terminal.expect("formats *: ")
    terminal.send("pdf, epub" + TerminalKeys.enter)
    try terminal.expect("Enter to finish: ")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(
      terminal.capturedOutput
        == "{\n  \"ecosystem\": \"github-actions\",\n  \"formats\": [\n    \"pdf\",\n"
        + "    \"epub\"\n  ]\n}\n")
  }

  @Test func aHundredOfferedPropertiesArePrintedWholeOnceThenAsOneLine() throws {
    let directory = try TemporaryDirectory()
    let terminal = try PseudoTerminal.formline(
      [SchemaDefaultsEndToEndTests.tsconfig, "-f", "json"], in: directory.path,
      state: directory.file("state"))
    let menu = "Also fill in (number or name; Enter: done): "
    try terminal.expect(menu)
    terminal.send("compilerOptions" + TerminalKeys.enter)
    try terminal.expect("more: PageDown for the next page")
    try terminal.expect(menu)
    terminal.send("strict" + TerminalKeys.enter)
    try terminal.expect("[y/N]: ")
    terminal.send("y" + TerminalKeys.enter)
    try terminal.expect("(103 more to pick: type a name, Tab completes, ? lists them)")
    try terminal.expect(menu)
    terminal.send(TerminalKeys.enter)
    try terminal.expect(menu)
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Enter to finish: ")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(
      terminal.capturedOutput == "{\n  \"compilerOptions\": {\n    \"strict\": true\n  }\n}\n")
    // Printed whole once: the second time is the one line, not the list again.
    #expect(!terminal.screenText.contains("1) charset · 2) composite"), "\(terminal.screenText)")
  }

  /// Dependabot's `package-ecosystem`: one of the names it lists, or any other text.
  static let openChoice = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "required": ["package-ecosystem"],
     "properties": {"package-ecosystem": {"type": "string",
       "anyOf": [{"enum": ["bundler", "cargo", "npm"]}, {"minLength": 1}]}}}
    """#

  private func startOpenChoice(in directory: TemporaryDirectory) throws -> PseudoTerminal {
    let file = directory.file("schema.json")
    try Self.openChoice.write(toFile: file, atomically: true, encoding: .utf8)
    return try PseudoTerminal.formline(
      [file, "-f", "json", "--no-review"], in: directory.path, state: directory.file("state"))
  }

  @Test func anOpenChoiceIsANumberedMenuWhoseNumbersPick() throws {
    let directory = try TemporaryDirectory()
    let terminal = try startOpenChoice(in: directory)
    try terminal.expect("  2) cargo")
    try terminal.expect("  3) npm")
    try terminal.expect("(a number picks one; other text is taken as typed)")
    try terminal.expect("package-ecosystem *: ")
    terminal.send("?" + TerminalKeys.enter)
    try terminal.expect("A number picks that value from the menu above.")
    try terminal.expect("Tab: completes a listed value, or lists them")
    try terminal.expect("package-ecosystem *: ")
    terminal.send("3" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.capturedOutput == "{\n  \"package-ecosystem\": \"npm\"\n}\n")
  }

  @Test func anOpenChoiceCompletesWithTabAndTakesOtherText() throws {
    let directory = try TemporaryDirectory()
    let completing = try startOpenChoice(in: directory)
    try completing.expect("package-ecosystem *: ")
    completing.send("ca" + TerminalKeys.tab)
    try completing.expect("cargo")
    completing.send(TerminalKeys.enter)
    #expect(try completing.waitForExit() == 0)
    #expect(completing.capturedOutput == "{\n  \"package-ecosystem\": \"cargo\"\n}\n")
    // Not listed, but the schema allows any non-empty text: taken as typed, not a filter.
    let other = try TemporaryDirectory()
    let typing = try startOpenChoice(in: other)
    try typing.expect("package-ecosystem *: ")
    typing.send("np" + TerminalKeys.enter)
    #expect(try typing.waitForExit() == 0)
    #expect(typing.capturedOutput == "{\n  \"package-ecosystem\": \"np\"\n}\n")
  }

  /// `auto` or a number: a typed number is an answer, so no menu numbers shadow it.
  @Test func aUnionThatTakesANumberListsItsValuesWithoutNumbers() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("schema.json")
    try #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "required": ["workers"],
     "properties": {"workers": {"anyOf": [{"enum": ["auto"]}, {"type": "integer"}]}}}
    """#.write(toFile: file, atomically: true, encoding: .utf8)
    let terminal = try PseudoTerminal.formline(
      [file, "-f", "json", "--no-review"], in: directory.path, state: directory.file("state"))
    try terminal.expect("Choices: auto (Tab completes)")
    try terminal.expect("workers *: ")
    terminal.send("1" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.capturedOutput == "{\n  \"workers\": 1\n}\n")
    #expect(!terminal.screenText.contains("1) auto"))
  }
}
