import FormlineTestSupport
import Foundation
import Testing

/// `formline schema FORM` accepts every result the fill writes for the bundled examples,
/// and refuses the result broken, as judged by formline's JSON Schema evaluator (the
/// official suite's judge, `OfficialSuiteTests`) through `formline validate`.
struct SchemaConformanceTests {
  static let examples = Fixture.packageRoot.appendingPathComponent("Examples").path

  /// A fill of each example: arguments and piped lines.
  static let fills: [(form: String, arguments: [String], input: String)] = [
    (
      "signup.json", [],
      [
        "me@example.org", "secret123", "secret123", "ada lovelace", "36", "2", "1990-12-10",
        "fr", "", "1,3", "n", "Hello", "y",
      ].joined(separator: "\n") + "\n"
    ),
    (
      "event.yaml", ["--now", "2026-11-23T09:00:00Z"],
      [
        "Team Meeting", "", "y", "next friday", "2", "", "Free", "a@example.org",
        "b@example.org", "", "", "",
      ].joined(separator: "\n") + "\n"
    ),
    ("pets.yaml", [], "Ann\ny\n2\ndog\nVet Co\n555 1234\n"),
    ("pets.yaml", [], "Ann\nn\n"),
    ("contacts.yaml", [], "Me\nAnn\nann@example.org\n\nfriend\n\n\n"),
    ("contacts.yaml", [], "Me\nAnn\n\n\n\nBob\n\n\na\nb\n\n\n"),
    (
      "server.yaml", ["-y"], ""
    ),
    (
      "server.yaml",
      [
        "-y", "--set", "port=8080", "--set", "hostname=web1", "--set",
        "adminEmail=ops@example.org", "--set", "database.password=pw",
      ], ""
    ),
  ]

  @Test(arguments: fills.indices)
  func theSchemaAcceptsTheResult(index: Int) throws {
    let fill = Self.fills[index]
    let form = "\(Self.examples)/\(fill.form)"
    let directory = try TemporaryDirectory()
    let schemaRun = try FormlineBinary.run(["schema", form])
    #expect(schemaRun.status == 0, "stderr: \(schemaRun.stderr)")
    let schema = directory.file("schema.json")
    try schemaRun.stdout.write(toFile: schema, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([form] + fill.arguments, input: fill.input)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let result = directory.file("result.json")
    try run.stdout.write(toFile: result, atomically: true, encoding: .utf8)
    let accepted = try FormlineBinary.run([
      "validate", schema, "--strict-formats", "--answers", result,
    ])
    #expect(accepted.status == 0, "\(fill.form): \(accepted.stderr)\n\(run.stdout)")
    let broken = directory.file("broken.json")
    try Self.broken(run.stdout).write(toFile: broken, atomically: true, encoding: .utf8)
    let refused = try FormlineBinary.run(["validate", schema, "--answers", broken])
    #expect(refused.status == 65, "\(fill.form): the schema accepts a broken result")
  }

  /// The result with its first member's value of another JSON type.
  static func broken(_ json: String) throws -> String {
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let key = try #require(object.keys.sorted().first)
    object[key] = object[key] is String ? ["x": [true]] : "text"
    return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
  }

  /// Each `default` the printed schema gives is a value its property accepts: a tool that
  /// fills in a schema's defaults (an editor, a generator) writes a valid document.
  @Test(arguments: ["signup.json", "event.yaml", "pets.yaml", "contacts.yaml", "server.yaml"])
  func theDefaultsThePrintedSchemaGivesAreValid(form: String) throws {
    let directory = try TemporaryDirectory()
    let printed = try FormlineBinary.run(["schema", "\(Self.examples)/\(form)"])
    #expect(printed.status == 0, "\(printed.stderr)")
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(printed.stdout.utf8)) as? [String: Any])
    let properties = schema["properties"] as? [String: Any] ?? [:]
    for (key, property) in properties {
      guard var property = property as? [String: Any], let value = property["default"] else {
        continue
      }
      property["$schema"] = schema["$schema"]
      let file = directory.file("\(key).schema.json")
      try JSONSerialization.data(withJSONObject: property).write(to: URL(fileURLWithPath: file))
      let instance = directory.file("\(key).json")
      try JSONSerialization.data(withJSONObject: value, options: .fragmentsAllowed).write(
        to: URL(fileURLWithPath: instance))
      let judged = try FormlineBinary.run([
        "validate", file, "--from", "json-schema", "--answers", instance,
      ])
      #expect(judged.status == 0, "\(form): \(key): \(judged.stderr)")
    }
  }
}
