import FormlineTestSupport
import Foundation
import Testing

/// Two optional properties whose names differ only in Unicode normalization, at the
/// wizard: the menu of offered fields tells them apart by their code points, picking one
/// asks that one, and the file gets each answer under its own name.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct TwinNamesInteractiveEndToEndTests: TerminalSuite {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  @Test func theMenuTellsTwinsApartAndEachIsAnsweredUnderItsOwnName() throws {
    let schema = try file(
      """
      {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
       "properties": {"\\u00e9": {"type": "integer"}, "e\\u0301": {"type": "string"}}}
      """, name: "schema.json")
    let terminal = try start([schema, "--no-review"])
    try terminal.expect("1) \u{E9} (U+00E9)")
    try terminal.expect("2) e\u{301} (U+0065 U+0301)")
    try terminal.expect("Also fill in (number or name; Enter: done): ")
    terminal.send("2" + TerminalKeys.enter)
    // Asked with its title composed: libedit would lose the combining mark (PromptMarkup).
    try terminal.expect("\u{E9}: ")
    terminal.send("five" + TerminalKeys.enter)
    try terminal.expect("1) \u{E9} (? describes them)")
    try terminal.expect("Also fill in (number or name; Enter: done): ")
    terminal.send("1" + TerminalKeys.enter)
    try terminal.expect("\u{E9}: ")
    // Nothing is left to offer: the fill ends.
    terminal.send("7" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    let expected = "{\n  \"\u{E9}\": 7,\n  \"e\u{301}\": \"five\"\n}\n"
    #expect(Array(terminal.capturedOutput.utf8) == Array(expected.utf8))
  }
}
