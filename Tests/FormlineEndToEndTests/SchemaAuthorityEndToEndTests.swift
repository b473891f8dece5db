import FormlineTestSupport
import Foundation
import Testing

/// The compiled JSON Schema is the authority on a JSON Schema form: `validate` reports what
/// the evaluator reports, and a fill never writes a result the schema refuses.
struct SchemaAuthorityEndToEndTests {
  /// Keywords the form's questions do not model: only the evaluator sees them.
  static let schema = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "properties": {
       "name": {"type": "string"},
       "meta": {"type": "object", "properties": {"a": {"type": "string"}},
                "unevaluatedProperties": false},
       "handle": {"type": "string", "not": {"format": "email"}},
       "home": {"type": "string", "format": "uri"}
     }}
    """#

  private func write(_ text: String, _ name: String, in directory: TemporaryDirectory) throws
    -> String
  {
    let file = directory.file(name)
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    return file
  }

  @Test func aFillRefusesToWriteWhatTheSchemaRefuses() throws {
    let directory = try TemporaryDirectory()
    let schema = try write(Self.schema, "schema.json", in: directory)
    let answers = try write("name: x\nmeta: {a: q, zz: 1}\n", "answers.yaml", in: directory)
    let refused = try FormlineBinary.run([schema, "-y", "-a", answers])
    #expect(refused.status == 65)
    #expect(refused.stdout.isEmpty)
    #expect(
      refused.stderr.contains(
        "\(answers):2:18: error: meta.zz: no value is allowed here "
          + "(rule /properties/meta/unevaluatedProperties)"), "\(refused.stderr)")
    try "name: x\nmeta: {a: q}\n".write(toFile: answers, atomically: true, encoding: .utf8)
    let written = try FormlineBinary.run([schema, "-y", "-a", answers, "-f", "yaml"])
    #expect(written.status == 0, "\(written.stderr)")
    #expect(written.stdout == "name: x\nmeta:\n  a: q\n")
  }

  @Test func validateSaysWhatTheEvaluatorSays() throws {
    let directory = try TemporaryDirectory()
    let schema = try write(Self.schema, "schema.json", in: directory)
    let answers = try write(
      "{\n  \"meta\": {\"zz\": 1},\n  \"name\": 5\n}\n", "config.json", in: directory)
    let run = try FormlineBinary.run(["validate", schema, "--answers", answers])
    #expect(run.status == 65)
    let errors = run.stderr.split(separator: "\n").filter { $0.contains("error:") }
    #expect(
      errors.map(String.init) == [
        "\(answers):2:18: error: meta.zz: no value is allowed here "
          + "(rule /properties/meta/unevaluatedProperties)",
        "\(answers):3:11: error: name: expected string, got integer (rule /properties/name/type)",
      ], "\(run.stderr)")
  }

  @Test func aFormatIsAWarningUnlessStrictAndCountsInsideNot() throws {
    let directory = try TemporaryDirectory()
    let schema = try write(Self.schema, "schema.json", in: directory)
    let file = try write(
      #"{"handle": "ann", "home": "example.org"}"#, "config.json", in: directory)
    let lenient = try FormlineBinary.run(["validate", schema, "--answers", file])
    #expect(lenient.status == 0, "\(lenient.stderr)")
    #expect(
      lenient.stderr.contains(
        "warning: home: 'example.org' is not a URI with a scheme (https://…) (format 'uri')"),
      "\(lenient.stderr)")
    #expect(!lenient.stderr.contains("handle:"), "not an email, as `not` asks")
    let strict = try FormlineBinary.run(["validate", schema, "--strict-formats", "-a", file])
    #expect(strict.status == 65)
    #expect(strict.stderr.contains("error: home:"), "\(strict.stderr)")
    let email = try write(#"{"handle": "ann@example.org"}"#, "email.json", in: directory)
    let refused = try FormlineBinary.run(["validate", schema, "--answers", email])
    #expect(refused.status == 65)
    #expect(
      refused.stderr.contains("error: handle: must not match the schema in not"),
      "\(refused.stderr)")
  }

  @Test func anUnavailableReferenceIsReportedOnceAndNeverPasses() throws {
    let directory = try TemporaryDirectory()
    let schema = try write(
      #"""
      {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
       "properties": {"a": {"$ref": "https://example.org/other.json#/a"},
                      "b": {"$ref": "https://example.org/other.json#/a"}}}
      """#, "schema.json", in: directory)
    let file = try write(#"{"a": 1, "b": 2}"#, "config.json", in: directory)
    let run = try FormlineBinary.run(["validate", schema, "--answers", file])
    #expect(run.status == 65)
    let errors = run.stderr.split(separator: "\n").filter { $0.contains("error:") }
    #expect(errors.count == 1, "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "error: a: cannot be checked: the schema refers to "
          + "'https://example.org/other.json#/a', which is not available"), "\(run.stderr)")
    let empty = try write("{}", "empty.json", in: directory)
    let untouched = try FormlineBinary.run(["validate", schema, "--answers", empty])
    #expect(untouched.status == 0, "a value that never reaches the reference is judged")
  }

  @Test func eachFileIsJudgedByTheEvaluator() throws {
    let directory = try TemporaryDirectory()
    let schema = try write(Self.schema, "schema.json", in: directory)
    let good = try write(#"{"name": "x"}"#, "good.json", in: directory)
    let bad = try write(#"{"meta": {"zz": 1}}"#, "bad.json", in: directory)
    let run = try FormlineBinary.run([
      "validate", schema, "--each", good, bad, "--format", "jsonl",
    ])
    #expect(run.status == 65)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines.first == #"{"file":"\#(good)","problems":[],"valid":true}"#)
    #expect(lines.last?.contains(#""path":"meta.zz""#) == true, "\(run.stdout)")
    #expect(lines.last?.contains("unevaluatedProperties") == true, "\(run.stdout)")
  }

  /// A batch finds most verdicts without positions and reads a file again only when it has
  /// problems: every kind of file still gets, in a batch, the problems and the places it
  /// gets alone.
  @Test func eachFileOfABatchGetsWhatItGetsAlone() throws {
    let directory = try TemporaryDirectory()
    let schema = try write(Self.schema, "schema.json", in: directory)
    let files = [
      try write(#"{"name": "x", "meta": {"a": "b"}}"#, "plain.json", in: directory),
      try write(#"{"name": "é", "home": "https://example.org"}"#, "accented.json", in: directory),
      try write(#"{"name": 5}"#, "mistyped.json", in: directory),
      try write("{\n  \"home\": \"not a uri\"\n}", "format.json", in: directory),
      try write(#"{"handle": "me@example.org"}"#, "handle.json", in: directory),
      try write(#"{"name": "x", "name": "y"}"#, "twice.json", in: directory),
      try write(#"{"name": "x",}"#, "comma.json", in: directory),
      try write("name: x\nmeta: {zz: 1}\n", "answers.yaml", in: directory),
      try write("   ", "blank.json", in: directory),
      try write(#"{"meta": {"zz": [1, {"deep": true}]}}"#, "nested.json", in: directory),
    ]
    let batch = try FormlineBinary.run(["validate", schema, "--each"] + files)
    for file in files {
      let alone = try FormlineBinary.run(["validate", schema, "--answers", file])
      let problems = alone.stderr.split(separator: "\n").filter { $0.hasPrefix(file + ":") }
      #expect(!problems.isEmpty || alone.status == 0, "\(file): \(alone.stderr)")
      for problem in problems {
        #expect(batch.stderr.contains(problem), "\(problem)\n\(batch.stderr)")
      }
      let verdict = alone.status == 0 ? (problems.isEmpty ? "valid" : "valid (") : "invalid ("
      #expect(batch.stdout.contains("\(file): \(verdict)"), "\(file)\n\(batch.stdout)")
    }
    #expect(batch.stdout.contains("plain.json: valid\n"))
    #expect(batch.stdout.contains("accented.json: valid\n"))
    #expect(batch.stderr.contains("format.json:2:11: warning: home:"), "\(batch.stderr)")
    #expect(batch.stderr.contains("twice.json:1:15: error:"), "\(batch.stderr)")
  }
}
