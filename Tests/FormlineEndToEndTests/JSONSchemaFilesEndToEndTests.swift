import FormlineTestSupport
import Foundation
import Testing

/// A schema in three files (schema.json names common.json and defs/person.json, which names
/// ../common.json): filled from an answers file, validated, and asked at a terminal as one
/// schema; a missing file is named with the schema and place that refer to it.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct JSONSchemaFilesEndToEndTests: TerminalSuite {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: directory.file("defs"), withIntermediateDirectories: true)
    _ = try file(
      #"""
      {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
       "required": ["name", "port"],
       "properties": {"name": {"type": "string"},
                      "port": {"$ref": "common.json#/definitions/port"},
                      "owner": {"$ref": "./defs/person.json"}}}
      """#, name: "schema.json")
    _ = try file(
      #"""
      {"definitions": {"port": {"title": "Port", "type": "integer", "minimum": 1},
                       "email": {"type": "string", "pattern": "@"}}}
      """#, name: "common.json")
    _ = try file(
      #"""
      {"type": "object", "required": ["email"],
       "properties": {"email": {"$ref": "../common.json#/definitions/email"},
                      "nick": {"$ref": "#/$defs/nick"}},
       "$defs": {"nick": {"type": "string", "maxLength": 8}}}
      """#, name: "defs/person.json")
  }

  @Test func filledFromAnswersAndValidatedAsOneSchema() throws {
    let schema = directory.file("schema.json")
    let good = try file(
      #"{"name": "web", "port": 8080, "owner": {"email": "a@b", "nick": "al"}}"#,
      name: "good.json")
    let filled = try FormlineBinary.run([schema, "-y", "-f", "json", "--answers", good])
    #expect(filled.status == 0, "stderr: \(filled.stderr)")
    #expect(filled.stderr.isEmpty, "\(filled.stderr)")
    let written = try JSONSerialization.jsonObject(with: Data(filled.stdout.utf8)) as? NSDictionary
    let given = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: good)))
    #expect(written == given as? NSDictionary)
    let valid = try FormlineBinary.run(["validate", schema, "--answers", good])
    #expect(valid.status == 0, "stderr: \(valid.stderr)")
    let bad = try file(
      #"{"name": "web", "port": 0, "owner": {"email": "ab", "nick": "far too long"}}"#,
      name: "bad.json")
    let refused = try FormlineBinary.run(["validate", schema, "--answers", bad])
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("port: 0 is less than the minimum 1"), "\(refused.stderr)")
    #expect(refused.stderr.contains("owner.email: does not match the pattern '@'"))
    #expect(refused.stderr.contains("owner.nick: is longer than 8 characters"))
    let unfilled = try FormlineBinary.run([schema, "-y", "-f", "json", "--answers", bad])
    #expect(unfilled.status == 65, "\(unfilled.stdout)")
  }

  @Test func aMissingFileIsNamedWhereverTheSchemaIsRead() throws {
    let schema = try file(
      #"""
      {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
       "properties": {"x": {"$ref": "defs/a.json"}}}
      """#, name: "broken.json")
    let answers = try file("{}", name: "empty.json")
    for arguments in [[schema, "-y", "-f", "json"], ["validate", schema, "--answers", answers]] {
      let run = try FormlineBinary.run(arguments)
      #expect(run.status == 65)
      #expect(
        run.stderr.contains(
          "error: cannot read defs/a.json referenced from \(schema) at /properties/x: no such file"
        ), "\(arguments): \(run.stderr)")
    }
  }

  @Test func askedAtATerminalWithTheRulesOfEachFile() throws {
    let output = directory.file("out.json")
    let terminal = try start([
      directory.file("schema.json"), "-f", "json", "--no-review", "-o", output,
    ])
    try terminal.expect("name *: ")
    terminal.send("web" + TerminalKeys.enter)
    try terminal.expect("port * (≥ 1): ")
    terminal.send("0" + TerminalKeys.enter)
    try terminal.expect("must be at least 1")
    // The refused text comes back to edit; keys sent before it is drawn would be lost.
    try terminal.expect("port * (≥ 1): 0")
    terminal.send(TerminalKeys.controlU + "8080" + TerminalKeys.enter)
    // An optional property is offered, not asked: picked from the menu, it is asked.
    try terminal.expect("Also fill in (number or name; Enter: done): ")
    terminal.send("1" + TerminalKeys.enter)
    try terminal.expect("owner › email *: ")
    terminal.send("nobody" + TerminalKeys.enter)
    try terminal.expect("does not match the pattern @")
    try terminal.expect("owner › email *: nobody")
    terminal.send(TerminalKeys.controlU + "a@b" + TerminalKeys.enter)
    try terminal.expect("owner › Also fill in (number or name; Enter: done): ")
    terminal.send("Nick" + TerminalKeys.enter)
    try terminal.expect("owner › nick: ")
    terminal.send("al" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    let written = try String(contentsOfFile: output, encoding: .utf8)
    #expect(
      written
        == "{\n  \"name\": \"web\",\n  \"port\": 8080,\n  \"owner\": {\n    \"email\": "
        + "\"a@b\",\n    \"nick\": \"al\"\n  }\n}\n")
  }
}
