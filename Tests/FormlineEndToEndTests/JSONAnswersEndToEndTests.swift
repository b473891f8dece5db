import FormlineTestSupport
import Foundation
import Testing

/// JSON answers files are read as JSON: what Python's `json.dump` writes loads, numbers
/// come back as written, and what is not JSON is refused with its place.
struct JSONAnswersEndToEndTests {
  private static let schema = """
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "properties": {
      "name": {"type": "string"}, "ratio": {"type": "number"}, "big": {"type": "integer"},
      "huge": {"type": "number"}, "n": {"type": "integer"}}}
    """

  /// `json.dumps(config)`: ASCII escapes, surrogate pairs for characters beyond the BMP.
  private static let asciiEscaped = #"""
    {"name": "\ud83d\ude00 caf\u00e9 \ud840\udc00 \u007f\u0085\ufffe", "ratio": 1.0, \#
    "big": 123456789012345678901234567890, "huge": 1e400, "n": 5}
    """#

  /// `json.dumps(config, ensure_ascii=False, indent=2)`: the same text as UTF-8.
  private static let utf8 = """
    {
      "name": "😀 café 𠀀 \u{7F}\u{85}\u{FFFE}",
      "ratio": 1.0,
      "big": 123456789012345678901234567890,
      "huge": 1e400,
      "n": 5
    }
    """

  /// The writer escapes DEL, as it does every control character; the value is the same.
  private static let expected = """
    {
      "name": "😀 café 𠀀 \\u007f\u{85}\u{FFFE}",
      "ratio": 1.0,
      "big": 123456789012345678901234567890,
      "huge": 1e400,
      "n": 5
    }

    """

  @Test(arguments: [asciiEscaped, utf8])
  func pythonJSONRoundTrips(answers: String) throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("schema.json")
    try Self.schema.write(toFile: form, atomically: true, encoding: .utf8)
    let file = directory.file("config.json")
    try answers.write(toFile: file, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([form, "-y", "-a", file])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == Self.expected)
    let again = try FormlineBinary.run([form, "-y", "-a", "-"], input: run.stdout)
    #expect(again.stdout == Self.expected, "stderr: \(again.stderr)")
  }

  @Test func aTrailingCommaInAJSONFileIsRefusedWithItsPlace() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("schema.json")
    try Self.schema.write(toFile: form, atomically: true, encoding: .utf8)
    let file = directory.file("config.json")
    try "{\n  \"name\": \"x\",\n}\n".write(toFile: file, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([form, "-y", "-a", file])
    #expect(run.status == 65)
    #expect(run.stderr.contains("config.json:2:14: error: syntax error: trailing comma before '}'"))
  }

  @Test func aDuplicateKeyIsRefusedAtTheRepeat() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("schema.json")
    try Self.schema.write(toFile: form, atomically: true, encoding: .utf8)
    let file = directory.file("config.json")
    try "{\"n\": 1,\n \"n\": 2}".write(toFile: file, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([form, "-y", "-a", file])
    #expect(run.status == 65)
    #expect(run.stderr.contains("config.json:2:2: error: duplicate key 'n'"))
  }
}
