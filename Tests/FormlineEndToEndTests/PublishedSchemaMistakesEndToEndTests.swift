import FormlineTestSupport
import Foundation
import Testing

/// A published schema's own mistakes (Fixtures/published-schemas/mistakes.schema.json) do
/// not refuse the schema: each is one warning with its place in the schema, and the fill
/// goes on without the part that is wrong.
struct PublishedSchemaMistakesEndToEndTests {
  static let schema = Fixture.packageRoot.appendingPathComponent(
    "Tests/FormlineEndToEndTests/Fixtures/published-schemas/mistakes.schema.json"
  ).path

  static func occurrences(of text: String, in output: String) -> Int {
    output.components(separatedBy: text).count - 1
  }

  @Test func theSchemaLoadsAndEachMistakeIsOneWarning() throws {
    let run = try FormlineBinary.run(["validate", Self.schema])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let expected = [
      "mistakes.schema.json:8:5: warning: footnote_backlink_inline: the schema's default is "
        + "not used (expected text, got boolean)",
      "mistakes.schema.json:13:5: warning: signingHashAlgorithms: the schema's default is "
        + "not used",
      "mistakes.schema.json:29:18: warning: lookbehind: the pattern (?<=a)b(? is not a "
        + "regular expression ECMA-262 accepts: it is not checked",
      "warning: colour: format 'color-hex' is not one JSON Schema defines",
      "warning: size: JSON Schema keyword 'exclusiveMaximun' is not supported",
      "warning: remote '$ref' not fetched (https://json.schemastore.org/base.json#/definitions/base)",
    ]
    for line in expected {
      #expect(Self.occurrences(of: line, in: run.stderr) == 1, "\(line)\n\(run.stderr)")
    }
    #expect(Self.occurrences(of: ": warning: ", in: run.stderr) == expected.count, "\(run.stderr)")
    // The Annex B pattern and the decimal counts are no mistake at all.
    #expect(!run.stderr.contains("role:"), "\(run.stderr)")
    #expect(!run.stderr.contains("code:"), "\(run.stderr)")
  }

  @Test func aDefaultTheSchemaRefusesIsNeverWritten() throws {
    // Required, and its only default refused: an answer is needed, not the bad default.
    let alone = try FormlineBinary.run([Self.schema, "-y"])
    #expect(alone.status == 65)
    #expect(alone.stderr.contains("footnote_backlink_inline: required, but no answer was given"))
    let given = try FormlineBinary.run([
      Self.schema, "-y", "--set", "footnote_backlink_inline=on",
    ])
    #expect(given.status == 0, "stderr: \(given.stderr)")
    #expect(given.stdout == "{\n  \"footnote_backlink_inline\": \"on\"\n}\n")
  }

  @Test func patternsAreECMA262WithAnnexBAndCountsMayBeWrittenAsDecimals() throws {
    func fill(_ sets: [String]) throws -> FormlineBinary.Run {
      try FormlineBinary.run(
        [Self.schema, "-y", "--set", "footnote_backlink_inline=x"]
          + sets.flatMap { ["--set", $0] })
    }
    let variable = try fill(["role=${self:custom.role}"])
    #expect(variable.status == 0, "stderr: \(variable.stderr)")
    #expect(variable.stdout.contains("\"role\": \"${self:custom.role}\""))
    let wrong = try fill(["role=admin"])
    #expect(wrong.status == 65)
    #expect(wrong.stderr.contains("role: does not match the pattern"), "\(wrong.stderr)")
    // A pattern that does not compile checks nothing.
    let unchecked = try fill(["lookbehind=anything"])
    #expect(unchecked.status == 0, "stderr: \(unchecked.stderr)")
    let long = try fill(["code=abc"])
    #expect(long.status == 65)
    #expect(long.stderr.contains("at most 2 characters"), "\(long.stderr)")
    let short = try fill(["code=ab"])
    #expect(short.status == 0, "stderr: \(short.stderr)")
  }
}

extension PublishedSchemaMistakesEndToEndTests {
  /// Judged by the evaluator alone (no form built), the schema's pattern that does not
  /// compile is still said once, with its place, however many files are checked.
  @Test func thePatternNotCheckedIsSaidOnceWithoutAForm() throws {
    let directory = try TemporaryDirectory()
    let first = directory.file("first.json")
    let second = directory.file("second.json")
    try #"{"footnote_backlink_inline": "x", "lookbehind": "anything"}"#.write(
      toFile: first, atomically: true, encoding: .utf8)
    try #"{"footnote_backlink_inline": "y"}"#.write(
      toFile: second, atomically: true, encoding: .utf8)
    let warning =
      "mistakes.schema.json:29:18: warning: lookbehind: the pattern (?<=a)b(? is not a "
      + "regular expression ECMA-262 accepts: it is not checked"
    let single = try FormlineBinary.run(["validate", Self.schema, "--answers", first])
    #expect(single.status == 0, "stderr: \(single.stderr)")
    #expect(Self.occurrences(of: warning, in: single.stderr) == 1, "\(single.stderr)")
    let batch = try FormlineBinary.run([
      "validate", Self.schema, "--each", first, second,
    ])
    #expect(batch.status == 0, "stderr: \(batch.stderr)")
    #expect(Self.occurrences(of: warning, in: batch.stderr) == 1, "\(batch.stderr)")
  }
  /// A part of a published schema that cannot be compiled refuses only what reaches it.
  ///
  /// tslint.json's shape: a `$ref` to a draft-04 tuple's list of schemas, which is no
  /// schema. `validate` judges every other value as Python's jsonschema does.
  @Test func aPartThatCannotBeCompiledRefusesOnlyTheValuesThatReachIt() throws {
    let directory = try TemporaryDirectory()
    let schema = directory.file("schema.json")
    try #"""
    {"$schema": "http://json-schema.org/draft-04/schema#", "type": "object",
     "properties": {"a": {"$ref": "#/definitions/t/items"}, "b": {"type": "string"}},
     "definitions": {"t": {"type": "array", "items": [{"type": "string"}]}}}
    """#.write(toFile: schema, atomically: true, encoding: .utf8)
    let clear = directory.file("clear.json")
    try #"{"b": "x"}"#.write(toFile: clear, atomically: true, encoding: .utf8)
    let reaching = directory.file("reaching.json")
    try #"{"a": "x"}"#.write(toFile: reaching, atomically: true, encoding: .utf8)
    let valid = try FormlineBinary.run(["validate", schema, "--answers", clear])
    #expect(valid.status == 0, "\(valid.stderr)")
    #expect(
      Self.occurrences(
        of:
          "warning: a part of the schema cannot be compiled: urn:formline:schema#/definitions/t/items",
        in: valid.stderr) == 1, "\(valid.stderr)")
    let refused = try FormlineBinary.run(["validate", schema, "--answers", reaching])
    #expect(refused.status == 65)
    #expect(
      refused.stderr.contains("error: a: cannot be checked: the schema cannot be compiled here"),
      "\(refused.stderr)")
  }

  /// A `type` name JSON Schema does not have (Uplift's `"#/$defs/JSONBump"`, meant as a
  /// `$ref`) is one warning: the part is not asked, and a value that reaches it is refused.
  @Test func aTypeNameThatIsNoTypeIsAWarning() throws {
    let directory = try TemporaryDirectory()
    let schema = directory.file("schema.json")
    try #"""
    {"$schema": "http://json-schema.org/draft-07/schema#", "type": "object",
     "properties": {"a": {"type": "#/x"}, "b": {"type": ["strng", "integer"]}}}
    """#.write(toFile: schema, atomically: true, encoding: .utf8)
    let checked = try FormlineBinary.run(["validate", schema])
    #expect(checked.status == 0, "\(checked.stderr)")
    #expect(
      checked.stderr.contains(
        "warning: a: '#/x' is not a JSON Schema type: this part is not asked"),
      "\(checked.stderr)")
    #expect(checked.stderr.contains("warning: b: 'strng' is not a JSON Schema type"))
    let given = directory.file("given.json")
    try #"{"b": 2}"#.write(toFile: given, atomically: true, encoding: .utf8)
    let kept = try FormlineBinary.run([schema, "-y", "--answers", given])
    #expect(kept.status == 0, "\(kept.stderr)")
    #expect(kept.stdout == "{\n  \"b\": 2\n}\n")
    try #"{"a": 1}"#.write(toFile: given, atomically: true, encoding: .utf8)
    let refused = try FormlineBinary.run([schema, "-y", "--answers", given])
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("error: a: expected #/x, got integer"), "\(refused.stderr)")
  }

  /// `.pmbot.yml`'s schema writes `"config": "object"` where a schema should be: that part
  /// allows any value, said once, where questions are made and where values are judged.
  @Test func aScalarWhereASchemaShouldBeAllowsAnyValue() throws {
    let directory = try TemporaryDirectory()
    let schema = directory.file("pmbot.json")
    try #"""
    {"$schema": "http://json-schema.org/draft-07/schema#", "type": "object",
     "required": ["name"],
     "properties": {"name": {"type": "string"},
       "config": "object"}}
    """#.write(toFile: schema, atomically: true, encoding: .utf8)
    let answers = directory.file("answers.json")
    try #"{"name": "composer", "config": {"depth": 2, "labels": ["deps"]}}"#.write(
      toFile: answers, atomically: true, encoding: .utf8)
    let warning =
      "pmbot.json:4:14: warning: config: a schema is an object or true/false, not string: "
      + "any value is allowed here"
    let checked = try FormlineBinary.run(["validate", schema, "--answers", answers])
    #expect(checked.status == 0, "stderr: \(checked.stderr)")
    #expect(Self.occurrences(of: warning, in: checked.stderr) == 1, "\(checked.stderr)")
    let filled = try FormlineBinary.run([schema, "-y", "-f", "json", "--answers", answers])
    #expect(filled.status == 0, "stderr: \(filled.stderr)")
    #expect(
      filled.stdout
        == "{\n  \"name\": \"composer\",\n  \"config\": {\n    \"depth\": 2,\n"
        + "    \"labels\": [\n      \"deps\"\n    ]\n  }\n}\n", "\(filled.stdout)")
    // A fill counts the schema's warnings; `validate` shows them.
    #expect(filled.stderr.contains("form has 1 warning"), "\(filled.stderr)")
  }
}
