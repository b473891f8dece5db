import FormlineTestSupport
import Foundation
import Testing

/// `union` fields through the real binary: piped lines, `--set`, the environment and
/// answers files read the same variants, and a valid instance comes back whole.
struct UnionEndToEndTests {
  static let unions = JSONSchemaEndToEndTests.folder.appendingPathComponent("unions")

  static let form = """
    fields:
      - key: port
        variants: [integer, text]
      - key: runs_on
        title: Runs on
        variants:
          - text
          - {type: array, template: text}
      - key: level
        match: one
        variants:
          - {type: integer, min: 1, max: 5}
          - {type: text, options: [low, high]}
    """

  static func writeForm(in directory: TemporaryDirectory) throws -> String {
    let file = directory.file("form.yaml")
    try form.write(toFile: file, atomically: true, encoding: .utf8)
    return file
  }

  /// A JSON document without its null members, which a fill may leave out.
  static func withoutNulls(_ value: Any) -> Any {
    if let object = value as? [String: Any] {
      return object.filter { !($0.value is NSNull) }.mapValues(withoutNulls)
    }
    if let items = value as? [Any] { return items.map(withoutNulls) }
    return value
  }

  @Test func everyWayOfGivingAnAnswerReadsTheSameVariants() throws {
    let directory = try TemporaryDirectory()
    let file = try Self.writeForm(in: directory)
    let piped = try FormlineBinary.run(
      [file, "-f", "json"], input: "8080\n[self-hosted, linux]\nhigh\n")
    #expect(piped.status == 0, "\(piped.stderr)")
    #expect(
      piped.stdout
        == "{\n  \"port\": 8080,\n  \"runs_on\": [\n    \"self-hosted\",\n    \"linux\"\n  ],\n"
        + "  \"level\": \"high\"\n}\n")
    let set = try FormlineBinary.run(
      [
        file, "-y", "--set", "port=auto", "--set", "runs_on=[a, \"b, c\"]", "--set", "level=2",
        "-f", "yaml",
      ])
    #expect(set.status == 0, "\(set.stderr)")
    #expect(set.stdout == "port: auto\nruns_on:\n- a\n- b, c\nlevel: 2\n")
    let environment = try FormlineBinary.run(
      [file, "-y", "--env-prefix", "APP", "-f", "toml"],
      environment: ["APP_PORT": "\"8080\"", "APP_RUNS_ON": "ubuntu", "APP_LEVEL": "low"])
    #expect(environment.status == 0, "\(environment.stderr)")
    #expect(environment.stdout == "port = \"8080\"\nruns_on = \"ubuntu\"\nlevel = \"low\"\n")
    // A list as `-f env` writes it reads back.
    let written = try FormlineBinary.run(
      [file, "-y", "--set", "port=1", "--set", "runs_on=[a, b]", "--set", "level=2", "-f", "env"])
    #expect(written.stdout == "PORT=1\nRUNS_ON_0=a\nRUNS_ON_1=b\nLEVEL=2\n")
    let readBack = try FormlineBinary.run(
      [file, "-y", "--env-prefix", "APP", "-f", "json"],
      environment: ["APP_PORT": "1", "APP_RUNS_ON_0": "a", "APP_RUNS_ON_1": "b", "APP_LEVEL": "2"])
    #expect(readBack.status == 0, "\(readBack.stderr)")
    #expect(
      readBack.stdout
        == "{\n  \"port\": 1,\n  \"runs_on\": [\n    \"a\",\n    \"b\"\n  ],\n  \"level\": 2\n}\n")
  }

  @Test func anAnswersFileValueIsMatchedByItsJSONType() throws {
    let directory = try TemporaryDirectory()
    let file = try Self.writeForm(in: directory)
    let answers = directory.file("answers.yaml")
    try "port: \"8080\"\nruns_on: [a, b]\nlevel: 3\n".write(
      toFile: answers, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([file, "-y", "-a", answers, "-f", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout
        == "{\n  \"port\": \"8080\",\n  \"runs_on\": [\n    \"a\",\n    \"b\"\n  ],\n"
        + "  \"level\": 3\n}\n")
    try "port: true\nruns_on: [a, 3]\nlevel: 0\n".write(
      toFile: answers, atomically: true, encoding: .utf8)
    let refused = try FormlineBinary.run([file, "-y", "-a", answers])
    #expect(refused.status == 65)
    #expect(
      refused.stderr.contains(
        "answers.yaml:1:7: error: port: matches none of the variants: expected a whole number "
          + "(is a boolean, not a number); or text (is a boolean, not text)"), "\(refused.stderr)")
    #expect(
      refused.stderr.contains(
        "answers.yaml:2:10: error: runs_on: matches none of the variants: expected text (is a "
          + "list, not text); or list of text (item 2 is an integer, not text)"),
      "\(refused.stderr)")
    #expect(
      refused.stderr.contains(
        "answers.yaml:3:8: error: level: matches none of the variants: expected a whole number "
          + "(must be at least 1); or one of low, high (is 0, not one of low, high)"),
      "\(refused.stderr)")
  }

  @Test func theSchemaOfAUnionIsAnyOfOrOneOfItsVariants() throws {
    let directory = try TemporaryDirectory()
    let file = try Self.writeForm(in: directory)
    let run = try FormlineBinary.run(["schema", file])
    #expect(run.status == 0, "\(run.stderr)")
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let properties = try #require(schema["properties"] as? [String: Any])
    let port = try #require(properties["port"] as? [String: Any])
    let portVariants = try #require(port["anyOf"] as? [[String: Any]])
    #expect(portVariants.compactMap { $0["type"] as? String } == ["integer", "string", "null"])
    let level = try #require(properties["level"] as? [String: Any])
    #expect((level["oneOf"] as? [Any])?.count == 3)
  }

  /// Every valid instance of the unions fixture, given whole, comes back holding all its
  /// values (the check `generate-expectations.py` makes with jsonschema).
  @Test func aValidInstanceComesBackWhole() throws {
    let instances = Self.unions.appendingPathComponent("instances")
    let names = try FileManager.default.contentsOfDirectory(atPath: instances.path)
    for name in names.sorted() where name.hasPrefix("valid") {
      let path = instances.appendingPathComponent(name).path
      let run = try FormlineBinary.run(
        [JSONSchemaEndToEndTests.schemaFile("unions"), "-y", "-f", "json", "--answers", path])
      #expect(run.status == 0, "\(name): \(run.stderr)")
      let output = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
      let given = try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: path)))
      #expect(
        (Self.withoutNulls(output) as? NSDictionary) == (Self.withoutNulls(given) as? NSDictionary),
        "\(name): \(run.stdout)")
    }
  }
}
