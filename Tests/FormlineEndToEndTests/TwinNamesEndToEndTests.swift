import FormlineTestSupport
import Foundation
import Testing

/// Names that differ only in Unicode normalization are two names, kept both.
///
/// `"é"` U+00E9 and `"é"` U+0065 U+0301 are two names in JSON, YAML and JSON Schema, so
/// formline reads, judges, fills, writes and edits each as itself. Swift's `String` would
/// take them for one, so outputs are compared as bytes here.
struct TwinNamesEndToEndTests {
  private static let composed = "\u{E9}"
  private static let decomposed = "e\u{301}"

  private static let closedSchema = """
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "properties": {"\\u00e9": {"type": "integer"}, "e\\u0301": {"type": "string"}},
     "additionalProperties": false}
    """

  private static let openSchema = """
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "properties": {"x": {"type": "integer"}}}
    """

  private static let twins = #"{"\u00e9": 1, "e\u0301": "one"}"#

  private func write(_ text: String, _ name: String, in directory: TemporaryDirectory) throws
    -> String
  {
    let path = directory.file(name)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func validateJudgesEachTwinAsItself() throws {
    let directory = try TemporaryDirectory()
    let schema = try write(Self.closedSchema, "schema.json", in: directory)
    let good = try write(Self.twins, "good.json", in: directory)
    let run = try FormlineBinary.run(["validate", schema, "--answers", good])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let swapped = try write(#"{"\u00e9": "one", "e\u0301": 1}"#, "bad.json", in: directory)
    let bad = try FormlineBinary.run(["validate", schema, "--answers", swapped])
    #expect(bad.status == 65)
    #expect(bad.stderr.contains("bad.json:1:12: error:"), "stderr: \(bad.stderr)")
    #expect(bad.stderr.contains("bad.json:1:30: error:"), "stderr: \(bad.stderr)")
  }

  @Test func aFillAnswersBothFieldsAndWritesBothNames() throws {
    let directory = try TemporaryDirectory()
    let schema = try write(Self.closedSchema, "schema.json", in: directory)
    let answers = try write(Self.twins, "answers.json", in: directory)
    let run = try FormlineBinary.run([schema, "-y", "-a", answers])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let expected = "{\n  \"\(Self.composed)\": 1,\n  \"\(Self.decomposed)\": \"one\"\n}\n"
    #expect(bytes(run.stdout) == bytes(expected), "stdout: \(run.stdout)")
  }

  @Test func aTwinTheSchemaDoesNotDescribeIsRefusedByName() throws {
    let directory = try TemporaryDirectory()
    let schema = try write(
      """
      {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
       "properties": {"\\u00e9": {"type": "integer"}}, "additionalProperties": false}
      """, "schema.json", in: directory)
    let answers = try write(Self.twins, "answers.json", in: directory)
    let run = try FormlineBinary.run([schema, "-y", "-a", answers])
    #expect(run.status == 65)
    #expect(
      run.stderr.contains("answers.json:1:15: error:")
        && run.stderr.contains("not a property of this object"), "stderr: \(run.stderr)")
    #expect(
      run.stderr.contains(
        "note: the field '\(Self.composed)' has the same text with other code points (another "
          + "Unicode normalization): U+00E9, here U+0065 U+0301"), "stderr: \(run.stderr)")
  }

  /// A native form's field answered under its name in another normalization: the answer is
  /// not the field's, and the warning shows both names' code points.
  @Test func aNativeFieldsTwinIsNamedWhenIgnored() throws {
    let directory = try TemporaryDirectory()
    let form = try write(
      "fields:\n  - key: \(Self.composed)\n    type: integer\n    default: 1\n", "form.yaml",
      in: directory)
    let answers = try write(#"{"e\u0301": 2}"#, "answers.json", in: directory)
    let run = try FormlineBinary.run([form, "-y", "-a", answers])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(bytes(run.stdout) == bytes("{\n  \"\(Self.composed)\": 1\n}\n"))
    #expect(run.stderr.contains("answer ignored"), "stderr: \(run.stderr)")
    #expect(run.stderr.contains("U+00E9, here U+0065 U+0301"), "stderr: \(run.stderr)")
  }

  @Test(arguments: ["json", "yaml"])
  func unknownTwinsAreKeptWhereTheSchemaAllowsThem(format: String) throws {
    let directory = try TemporaryDirectory()
    let schema = try write(Self.openSchema, "schema.json", in: directory)
    let answers =
      format == "json"
      ? try write(Self.twins, "answers.json", in: directory)
      : try write("\(Self.composed): 1\n\(Self.decomposed): one\n", "answers.yaml", in: directory)
    let run = try FormlineBinary.run([schema, "-y", "-a", answers, "--format", "yaml"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let expected = "\(Self.composed): 1\n\(Self.decomposed): one\n"
    #expect(bytes(run.stdout) == bytes(expected), "stdout: \(run.stdout)")
  }

  @Test func aYAMLFileRepeatingTheSameCodePointsIsStillRefused() throws {
    let directory = try TemporaryDirectory()
    let schema = try write(Self.openSchema, "schema.json", in: directory)
    let answers = try write(
      "\(Self.decomposed): 1\n\(Self.decomposed): 2\n", "answers.yaml", in: directory)
    let run = try FormlineBinary.run([schema, "-y", "-a", answers])
    #expect(run.status != 0)
    #expect(run.stderr.contains("duplicate key"), "stderr: \(run.stderr)")
  }

  @Test(arguments: ["json", "yaml"])
  func editingInPlaceKeepsBothTwins(format: String) throws {
    let directory = try TemporaryDirectory()
    let schema = try write(Self.openSchema, "schema.json", in: directory)
    let (original, expected) =
      format == "json"
      ? (Self.twins, #"{"x": 3, "\u00e9": 1, "e\u0301": "one"}"#)
      : (
        "\(Self.composed): 1  # c\n\(Self.decomposed): one\n",
        "x: 3\n\(Self.composed): 1  # c\n\(Self.decomposed): one\n"
      )
    let file = try write(original, "config.\(format)", in: directory)
    let run = try FormlineBinary.run([schema, "--edit", file, "-y", "--set", "x=3"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let edited = try String(contentsOfFile: file, encoding: .utf8)
    #expect(bytes(edited) == bytes(expected), "file: \(edited)")
  }
}
