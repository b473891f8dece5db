import FormlineTestSupport
import Foundation
import Testing

/// An answer to a JSON Schema form is judged at its prompt by the subschema of its
/// property, including what the questions made from the schema do not model: an error asks
/// again, a `format` mismatch is a warning and the answer stands.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct SchemaPromptEndToEndTests {
  static let schema = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "required": ["tag", "host"],
     "properties": {
       "tag": {"type": "string", "$dynamicRef": "#/$defs/short"},
       "host": {"type": "string", "$dynamicRef": "#/$defs/host"}
     },
     "$defs": {"short": {"maxLength": 3}, "host": {"format": "ipv4"}}}
    """#

  @Test func anErrorAsksAgainAndAFormatWarns() throws {
    let directory = try TemporaryDirectory()
    let schema = directory.file("schema.json")
    try Self.schema.write(toFile: schema, atomically: true, encoding: .utf8)
    let terminal = try PseudoTerminal.formline(
      [schema, "-f", "json"], in: directory.path, state: directory.file("state"))
    try terminal.expect("tag *: ")
    terminal.send("abcdef" + TerminalKeys.enter)
    try terminal.expect("is longer than 3 characters (rule /properties/tag/$dynamicRef/maxLength)")
    try terminal.expect("tag *: abcdef")
    terminal.send(TerminalKeys.controlU + "abc" + TerminalKeys.enter)
    try terminal.expect("host *: ")
    terminal.send("1.2.3" + TerminalKeys.enter)
    let warned = try terminal.expect("Number to edit")
    let text = PseudoTerminal.stripANSI(warned)
    #expect(text.contains("warning: must be an IPv4 address"), "\(text)")
    #expect(text.components(separatedBy: "(format 'ipv4')").count == 2, "said once: \(text)")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    let output = PseudoTerminal.stripANSI(terminal.capturedOutput)
    #expect(output.contains("\"tag\": \"abc\",\n  \"host\": \"1.2.3\""), "\(output)")
  }

  @Test func withoutAPersonTheRefusalNamesTheLine() throws {
    let directory = try TemporaryDirectory()
    let schema = directory.file("schema.json")
    try Self.schema.write(toFile: schema, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([schema], input: "abcdef\n1.2.3\n")
    #expect(run.status == 65)
    #expect(
      run.stderr.contains(
        "<stdin>:1: error: tag: is longer than 3 characters "
          + "(rule /properties/tag/$dynamicRef/maxLength)"), "\(run.stderr)")
    let warned = try FormlineBinary.run([schema], input: "abc\n1.2.3\n")
    #expect(warned.status == 0, "\(warned.stderr)")
    #expect(
      warned.stderr.contains("<stdin>:2: warning: host: must be an IPv4 address"),
      "\(warned.stderr)")
  }
}
