import FormlineTestSupport
import Foundation
import Testing

/// Published config schemas with a union or a list of `oneOf` steps at their heart (Task's
/// Taskfile, Microsoft's 1.6 MB Azure Pipelines, GitHub's Dependabot, npm's package.json
/// with its recursive conditional `exports`, an Ansible playbook, a list at the root): a
/// real file comes back from `-y --answers` with the same values, through JSON and through
/// YAML, and `validate` accepts it.
struct RealConfigRoundTripEndToEndTests {
  static let folder = Fixture.packageRoot.appendingPathComponent(
    "Tests/FormlineEndToEndTests/Fixtures/real-schemas")

  static func parsed(_ text: String) throws -> NSObject? {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
      as? NSObject
  }

  @Test(arguments: [
    ("taskfile", "Taskfile.yml", "Taskfile.expected.json"),
    ("azure-pipelines", "azure-pipelines.yml", "azure-pipelines.expected.json"),
    ("dependabot", "dependabot.yml", "dependabot.expected.json"),
    ("package-json", "package.json", "package.expected.json"),
    ("ansible-playbook", "playbook.yml", "playbook.expected.json"),
  ])
  func aRealFileComesBackWithTheSameValues(folder: String, file: String, expected: String)
    throws
  {
    let base = Self.folder.appendingPathComponent(folder)
    let schema = base.appendingPathComponent("schema.json").path
    let instance = base.appendingPathComponent(file).path
    let json = try FormlineBinary.run([schema, "-y", "-f", "json", "--answers", instance])
    #expect(json.status == 0, "stderr: \(json.stderr)")
    // Nothing dropped: at most the line that counts the schema's own warnings (package.json
    // refers to other published schemas, which are not fetched).
    let said = json.stderr.split(separator: "\n")
    #expect(
      said.isEmpty || said.count == 1 && said[0].hasPrefix("formline: form has "),
      "nothing dropped: \(json.stderr)")
    let want = try String(
      contentsOf: base.appendingPathComponent(expected), encoding: .utf8)
    #expect(try Self.parsed(json.stdout) == Self.parsed(want))
    let directory = try TemporaryDirectory()
    let yaml = directory.file("back.yml")
    let written = try FormlineBinary.run([
      schema, "-y", "-f", "yaml", "--answers", instance, "-o", yaml,
    ])
    #expect(written.status == 0, "stderr: \(written.stderr)")
    let again = try FormlineBinary.run([schema, "-y", "-f", "json", "--answers", yaml])
    #expect(again.stdout == json.stdout)
    for checked in [instance, yaml] {
      let check = try FormlineBinary.run(["validate", schema, "--answers", checked])
      #expect(check.status == 0, "\(checked): \(check.stderr)")
    }
  }

  /// A config comes back in its own member order, not the schema's.
  ///
  /// `json.dump` keeps a program's order, and a file given back should be the same file. A
  /// member the file did not give (a required property's default) follows the one it
  /// follows in the schema.
  @Test func membersComeBackInTheFilesOrder() throws {
    let directory = try TemporaryDirectory()
    let schema = directory.file("schema.json")
    try #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema",
     "type": "object", "required": ["a", "b", "c"], "properties": {
      "a": {"type": "integer"},
      "b": {"type": "object", "properties": {"x": {}, "y": {}}},
      "c": {"type": "integer", "default": 3},
      "d": {"type": "array", "items": {"type": "object", "properties": {"p": {}, "q": {}}}}}}
    """#.write(toFile: schema, atomically: true, encoding: .utf8)
    let config = directory.file("config.json")
    try #"{"d": [{"q": 1, "p": 2}], "b": {"y": 1, "x": 2}, "extra": true, "a": 1}"#
      .write(toFile: config, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([schema, "-y", "-f", "json", "--answers", config])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stdout
        == "{\n  \"d\": [\n    {\n      \"q\": 1,\n      \"p\": 2\n    }\n  ],\n"
        + "  \"b\": {\n    \"y\": 1,\n    \"x\": 2\n  },\n  \"c\": 3,\n  \"extra\": true,\n"
        + "  \"a\": 1\n}\n")
    let native = directory.file("form.yaml")
    try "fields: [a, b]\n".write(toFile: native, atomically: true, encoding: .utf8)
    let answers = directory.file("answers.json")
    try #"{"b": "2", "a": "1"}"#.write(toFile: answers, atomically: true, encoding: .utf8)
    let formOrder = try FormlineBinary.run([native, "-y", "-f", "json", "--answers", answers])
    #expect(formOrder.stdout == "{\n  \"a\": \"1\",\n  \"b\": \"2\"\n}\n")
  }

  /// A property whose schema allows any value (`{}`) takes a number or a list from the file
  /// as it is, in a list's item as at the top (it was refused there as "not a string");
  /// what the schema refuses the evaluator still names.
  @Test func anAnyValuePropertyInAListItemKeepsItsValue() throws {
    let directory = try TemporaryDirectory()
    let schema = directory.file("schema.json")
    try #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "properties": {"d": {"type": "array", "items": {"type": "object",
       "properties": {"p": {}, "k": {"const": "a"}}}}}}
    """#.write(toFile: schema, atomically: true, encoding: .utf8)
    let config = directory.file("config.json")
    try #"{"d": [{"p": 2, "k": "a"}, {"p": [true, null], "k": "a"}]}"#
      .write(toFile: config, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([schema, "-y", "-f", "json", "--answers", config])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      try Self.parsed(run.stdout)
        == Self.parsed(#"{"d": [{"p": 2, "k": "a"}, {"p": [true, null], "k": "a"}]}"#))
    try #"{"d": [{"p": 2, "k": "b"}]}"#.write(toFile: config, atomically: true, encoding: .utf8)
    let refused = try FormlineBinary.run([schema, "-y", "--answers", config])
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("d[0].k: must be \"a\""), "\(refused.stderr)")
  }
}
