import FormlineTestSupport
import Foundation
import Testing

/// `validate SCHEMA --answers FILE` judges the file by the schema's evaluator when the
/// schema's root is not an object form (here `["object", "array"]`, a list, a union): any
/// instance type, every problem with its place, nothing dropped with a warning.
struct ValidateSchemaEndToEndTests {
  private func run(
    schema: String, instance: String, name: String = "i.json", extra: [String] = []
  ) throws -> FormlineBinary.Run {
    let directory = try TemporaryDirectory()
    let form = directory.file("schema.json")
    try schema.write(toFile: form, atomically: true, encoding: .utf8)
    let file = directory.file(name)
    try instance.write(toFile: file, atomically: true, encoding: .utf8)
    return try FormlineBinary.run(["validate", form, "--answers", file] + extra)
  }

  private static let object = """
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": ["object", "array"],
     "properties": {"build": {"type": "object"}, "name": {"type": "string", "maxLength": 1}},
     "additionalProperties": true}
    """

  @Test func aValueOfTheWrongTypeIsAnErrorNotAWarning() throws {
    let result = try run(schema: Self.object, instance: "{\"build\": 12345,\n \"name\": null}")
    #expect(result.status == 65)
    #expect(result.stderr.contains("i.json:1:11: error: build: expected object, got integer"))
    #expect(result.stderr.contains("i.json:2:10: error: name: expected string, got null"))
  }

  @Test func lengthsCountCodePoints() throws {
    let result = try run(schema: Self.object, instance: "{\"name\": \"👍🏽\"}")
    #expect(result.status == 65)
    #expect(result.stderr.contains("name: is longer than 1 character"))
  }

  @Test func unknownPropertiesTheSchemaAllowsAreValid() throws {
    let result = try run(
      schema: Self.object, instance: "{\"extra\": [1, {\"x\": 1.0}], \"name\": \"a\"}")
    #expect(result.status == 0, "stderr: \(result.stderr)")
  }

  @Test func formatsAreWarningsUnlessStrict() throws {
    let schema = """
      {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": ["object", "array"],
       "properties": {"day": {"type": "string", "format": "date"}}}
      """
    let lenient = try run(schema: schema, instance: "{\"day\": \"soon\"}")
    #expect(lenient.status == 0)
    #expect(lenient.stderr.contains("warning: day:"))
    let strict = try run(
      schema: schema, instance: "{\"day\": \"soon\"}", extra: ["--strict-formats"])
    #expect(strict.status == 65)
    #expect(strict.stderr.contains("error: day:"))
  }

  @Test func eachFileIsJudgedByTheSchema() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("schema.json")
    try Self.object.write(toFile: form, atomically: true, encoding: .utf8)
    let good = directory.file("good.json")
    try "{\"name\": \"a\", \"other\": 1}".write(toFile: good, atomically: true, encoding: .utf8)
    let bad = directory.file("bad.yaml")
    try "build: 3\n".write(toFile: bad, atomically: true, encoding: .utf8)
    let result = try FormlineBinary.run(["validate", form, "--each", good, bad])
    #expect(result.status == 65)
    #expect(result.stdout == "\(good): valid\n\(bad): invalid (1 problem)\n")
    #expect(result.stderr.contains("bad.yaml:1:8: error: build: expected object, got integer"))
  }

  /// Files are opened under their directory, kept open while the next file shares it: each
  /// is still read, or not, exactly as its own path says, whichever directory comes next.
  @Test func filesAcrossDirectoriesAreEachReadByTheirOwnPath() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("schema.json")
    try Self.object.write(toFile: form, atomically: true, encoding: .utf8)
    try directory.create(
      files: ["a/x.json", "b/y.json", "a/z.json"], contents: "{\"name\": \"a\"}")
    try directory.create(files: ["a/bad.json"], contents: "{\"name\": \"ab\"}")
    try directory.create(files: ["a/sub/w.json"], contents: "[]")
    let names = [
      "a/x.json", "b/y.json", "a/z.json", "a/bad.json", "a/missing.json", "gone/q.json",
      "a/sub", "a/sub/", "a/sub/w.json", "./a/../b/y.json", "schema.json",
    ]
    let relative = try FormlineBinary.run(
      ["validate", "schema.json", "--each"] + names, directory: directory.path)
    let absolute = try FormlineBinary.run(
      ["validate", form, "--each"] + names.map { directory.path + "/" + $0 })
    #expect(relative.status == 65)
    #expect(
      relative.stdout.split(separator: "\n").map(String.init) == [
        "a/x.json: valid", "b/y.json: valid", "a/z.json: valid", "a/bad.json: invalid (1 problem)",
        "a/missing.json: cannot be read", "gone/q.json: cannot be read", "a/sub: cannot be read",
        "a/sub/: cannot be read", "a/sub/w.json: valid", "./a/../b/y.json: valid",
        "schema.json: valid",
      ])
    #expect(relative.stderr.contains("a/missing.json: error: no such file"))
    #expect(relative.stderr.contains("gone/q.json: error: no such file"))
    #expect(relative.stderr.contains("a/sub: error: is a directory, not a file"))
    #expect(relative.stderr.contains("a/sub/: error: is a directory, not a file"))
    #expect(relative.stderr.contains("a/bad.json:1:10: error: name: is longer than 1 character"))
    #expect(absolute.status == 65)
    #expect(
      absolute.stdout.replacingOccurrences(of: directory.path + "/", with: "") == relative.stdout)
  }

  @Test(arguments: [
    (
      #"{"type": "array", "items": {"type": "string"}}"#, #"["a", 1]"#,
      "i.json:1:7: error: [1]: expected string, got integer"
    ),
    (
      #"{"type": ["string", "number"], "minimum": 3}"#, "2",
      "i.json:1:1: error: 2 is less than the minimum 3"
    ),
  ])
  func anyInstanceTypeIsJudged(schema: String, instance: String, message: String) throws {
    let draft = #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "#
    let result = try run(schema: draft + schema.dropFirst(), instance: instance)
    #expect(result.status == 65)
    #expect(result.stderr.contains(message))
    let valid = try run(schema: draft + schema.dropFirst(), instance: #""text""#)
    #expect(valid.status == (schema.contains("array") ? 65 : 0))
  }
}
