import FormlineTestSupport
import Foundation
import Testing

/// One meaning per value, whichever way it reaches a JSON Schema form: answers merged from
/// several sources are judged by the schema as one file alone is, a `format` warns at a
/// fill as it does in `validate`, and what the schema allows comes back as it was given.
struct SchemaOnePathEndToEndTests {
  static let schema = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "properties": {
       "name": {"type": "string"},
       "build": {"type": "object", "properties": {"context": {"type": "string"}}},
       "email": {"type": "string", "format": "email"},
       "address": {"type": "string", "format": "ipv4"},
       "site": {"type": "string", "format": "uri"},
       "when": {"type": "string", "format": "date-time"},
       "colors": {"type": "array", "uniqueItems": true,
                  "items": {"enum": ["red", "green", "blue"]}}
     }}
    """#

  private func write(_ text: String, _ name: String, in directory: TemporaryDirectory) throws
    -> String
  {
    let file = directory.file(name)
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    return file
  }

  @Test func aMistypedObjectIsRefusedWhenAnswersAreMerged() throws {
    let directory = try TemporaryDirectory()
    let schema = try write(Self.schema, "schema.json", in: directory)
    let answers = try write(#"{"build": 12345}"#, "a.json", in: directory)
    let other = try write(#"{"name": "x"}"#, "b.json", in: directory)
    let error = "\(answers):1:11: error: build: expected object, got integer"
    for extra in [["--set", "name=x"], ["-a", other]] {
      let run = try FormlineBinary.run(["validate", schema, "-a", answers] + extra)
      #expect(run.status == 65, "\(extra): \(run.stderr)")
      #expect(run.stderr.contains(error), "\(extra): \(run.stderr)")
      #expect(!run.stderr.contains("answer not used"), "\(run.stderr)")
      let fill = try FormlineBinary.run([schema, "-y", "-a", answers] + extra)
      #expect(fill.status == 65, "\(extra): \(fill.stderr)")
      #expect(fill.stdout.isEmpty)
    }
    let null = try write(#"{"build": null}"#, "null.json", in: directory)
    let refusedNull = try FormlineBinary.run(["validate", schema, "-a", null, "--set", "name=x"])
    #expect(refusedNull.status == 65, "\(refusedNull.stderr)")
    #expect(
      refusedNull.stderr.contains("\(null):1:11: error: build: expected object, got null"),
      "\(refusedNull.stderr)")
    let set = try FormlineBinary.run(["validate", schema, "--set", "build=3"])
    #expect(set.status == 65, "\(set.stderr)")
    #expect(set.stderr.contains("error: build: expected object, got string"), "\(set.stderr)")
    #expect(set.stderr.contains("from --set build=3"), "\(set.stderr)")
  }

  @Test func aFormatMismatchInAnswersWarnsAndTheValueIsKept() throws {
    let directory = try TemporaryDirectory()
    let schema = try write(Self.schema, "schema.json", in: directory)
    let given = #"{"email": "ann", "address": "999.1.1.1", "site": "not a uri"}"#
    let answers = try write(given, "a.json", in: directory)
    let fill = try FormlineBinary.run([schema, "-y", "-a", answers, "-f", "json"])
    #expect(fill.status == 0, "\(fill.stderr)")
    #expect(
      fill.stdout
        == "{\n  \"email\": \"ann\",\n  \"address\": \"999.1.1.1\",\n  \"site\": \"not a uri\"\n}\n",
      "\(fill.stdout)")
    for (column, name) in [(11, "email"), (29, "address"), (50, "site")] {
      #expect(
        fill.stderr.contains("\(answers):1:\(column): warning: \(name):"), "\(fill.stderr)")
    }
    #expect(!fill.stderr.contains("error:"), "\(fill.stderr)")
    let validate = try FormlineBinary.run(["validate", schema, "-a", answers, "--set", "name=x"])
    #expect(validate.status == 0, "\(validate.stderr)")
    #expect(validate.stderr.contains("warning: email:"), "\(validate.stderr)")
  }

  /// Every property asked, each with a format.
  static let formats = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "required": ["email", "address", "site", "when"],
     "properties": {
       "email": {"type": "string", "format": "email"},
       "address": {"type": "string", "format": "ipv4"},
       "site": {"type": "string", "format": "uri"},
       "when": {"type": "string", "format": "date-time"}
     }}
    """#

  @Test func typedTextThatMissesItsFormatIsKeptWithAWarning() throws {
    let directory = try TemporaryDirectory()
    let schema = try write(Self.formats, "schema.json", in: directory)
    let run = try FormlineBinary.run(
      [schema, "-f", "json"], input: "ann\n1.2.3\nexample.org\n2024-05-01T10:00:00.25+02:00\n")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout == """
        {
          "email": "ann",
          "address": "1.2.3",
          "site": "https://example.org",
          "when": "2024-05-01T10:00:00.25+02:00"
        }

        """, "\(run.stdout)")
    #expect(run.stderr.contains("<stdin>:1: warning: email:"), "\(run.stderr)")
    #expect(run.stderr.contains("<stdin>:2: warning: address:"), "\(run.stderr)")
    #expect(!run.stderr.contains("error:"), "\(run.stderr)")
    // What a reader cannot read is kept too, and warned about.
    let unread = try FormlineBinary.run(
      [schema, "-f", "json"], input: "a@b.c\n1.2.3.4\nnot a uri\nsoon\n")
    #expect(unread.status == 0, "\(unread.stderr)")
    #expect(unread.stdout.contains("\"site\": \"not a uri\""), "\(unread.stdout)")
    #expect(unread.stdout.contains("\"when\": \"soon\""), "\(unread.stdout)")
    #expect(unread.stderr.contains("<stdin>:4: warning: when:"), "\(unread.stderr)")
  }

  @Test(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
  func aFormatMismatchAtThePromptWarnsAndTheAnswerStands() throws {
    let directory = try TemporaryDirectory()
    let schema = try write(Self.formats, "schema.json", in: directory)
    let terminal = try PseudoTerminal.formline(
      [schema, "-f", "json"], in: directory.path, state: directory.file("state"))
    try terminal.expect("email *: ")
    terminal.send("ann" + TerminalKeys.enter)
    let warned = PseudoTerminal.stripANSI(try terminal.expect("address *"))
    #expect(warned.contains("warning: 'ann' is not an email address"), "\(warned)")
    terminal.send("1.2.3.4" + TerminalKeys.enter)
    try terminal.expect("site *")
    terminal.send("https://example.org" + TerminalKeys.enter)
    try terminal.expect("when *")
    terminal.send("2024-05-01T10:00:00Z" + TerminalKeys.enter)
    try terminal.expect("Number to edit")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    let output = PseudoTerminal.stripANSI(terminal.capturedOutput)
    #expect(output.contains("\"email\": \"ann\""), "\(output)")
    #expect(output.contains("\"when\": \"2024-05-01T10:00:00Z\""), "\(output)")
  }

  @Test func dateTimesAndListsComeBackAsGiven() throws {
    let directory = try TemporaryDirectory()
    let schema = try write(Self.schema, "schema.json", in: directory)
    let given =
      "{\n  \"when\": \"2024-01-02T03:04:05.123456+05:30\",\n"
      + "  \"colors\": [\n    \"blue\",\n    \"red\"\n  ]\n}\n"
    let answers = try write(given, "a.json", in: directory)
    let run = try FormlineBinary.run([schema, "-y", "-a", answers, "-f", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == given)
    let set = try FormlineBinary.run(
      [schema, "-y", "--set", "when=2024-01-02T03:04:05.5Z", "-f", "json"])
    #expect(set.stdout.contains("\"when\": \"2024-01-02T03:04:05.5Z\""), "\(set.stdout)")
  }
}
