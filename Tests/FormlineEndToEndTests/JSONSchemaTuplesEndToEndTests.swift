import FormlineTestSupport
import Foundation
import Testing

/// A JSON Schema tuple at a terminal: one question per position, named by its place and
/// kind, refusing what that position's kind refuses as it is typed.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct JSONSchemaTuplesEndToEndTests {
  static let schema = Fixture.packageRoot.appendingPathComponent(
    "Tests/FormlineEndToEndTests/Fixtures/json-schema/tuples/schema.json"
  ).path

  @Test func aCoordinateAsksFirstAndSecondNumber() throws {
    let directory = try TemporaryDirectory()
    let terminal = try PseudoTerminal.formline(
      [Self.schema, "-f", "json"], in: directory.path, state: directory.file("state"))
    try terminal.expect("coordinate: 1st (number)")
    terminal.send("north" + TerminalKeys.enter)
    try terminal.expect("'north' is not a number")
    // Asked again with the refused text to edit: typed before then, keys would be lost.
    try terminal.expect("no more): north")
    terminal.send(TerminalKeys.controlU + "51.5" + TerminalKeys.enter)
    try terminal.expect("coordinate: 2nd (number)")
    terminal.send("-0.12" + TerminalKeys.enter)
    // Closed after two: the menu of the optional lists follows; one picked asks its first
    // position.
    try terminal.expect("Also fill in (number or name; Enter: done): ")
    terminal.send("endpoint" + TerminalKeys.enter)
    try terminal.expect("endpoint: Host")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("1) release")
    try terminal.expect("Also fill in (number or name; Enter: done): ")
    terminal.send(TerminalKeys.enter)
    let review = try terminal.expect("Number to edit")
    #expect(review.contains("coordinate: 2nd (number): -0.12"))
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    let output = PseudoTerminal.stripANSI(terminal.capturedOutput)
    #expect(output.contains("\"coordinate\": [\n    51.5,\n    -0.12\n  ]"), "\(output)")
    #expect(!output.contains("coordinate #3"))
  }
}
