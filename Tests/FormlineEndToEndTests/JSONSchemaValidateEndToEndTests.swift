import FormlineTestSupport
import Foundation
import Testing

/// `validate --answers` on a JSON Schema form lists every error with its file:line:col, and
/// a fill keeps the values the schema allows beyond its properties.
struct JSONSchemaValidateEndToEndTests {
  static let schema = JSONSchemaEndToEndTests.schemaFile("rules")

  @Test func everyErrorIsNamedWithItsPlace() throws {
    let directory = try TemporaryDirectory()
    let answers = directory.file("config.json")
    try """
    {
      "user": "root",
      "port": 8443,
      "labels": {},
      "owner": 5
    }
    """.write(toFile: answers, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(["validate", Self.schema, "--answers", answers])
    #expect(run.status == 65)
    let errors = run.stderr.split(separator: "\n").filter { $0.contains("error:") }.map(String.init)
    let expected: [String] = [
      "error: user: must not be any of: \"root\", \"admin\" (rule /properties/user/not)",
      "error: labels: has fewer than 1 property (rule /properties/labels/minProperties)",
      "error: owner: expected string, got integer (rule /additionalProperties/type)",
      "error: tls: a value is required (rule /then/required)",
    ]
    let places = ["2:11", "4:13", "5:12", "1:1"]
    let lines = zip(places, expected).map { place, error in "\(answers):\(place): \(error)" }
    #expect(errors == lines, "\(run.stderr)")
  }

  @Test func extraPropertiesAreWrittenOrRefusedWhereTheObjectIsClosed() throws {
    let directory = try TemporaryDirectory()
    let answers = directory.file("config.yaml")
    try "user: app\nowner: ops\nlabels:\n  team: web\n  zone: eu\n".write(
      toFile: answers, atomically: true, encoding: .utf8)
    let refused = try FormlineBinary.run([Self.schema, "-y", "-a", answers])
    #expect(refused.status == 65)
    #expect(
      refused.stderr.contains(
        "\(answers):5:3: error: labels.zone: not a property of this object (its schema's "
          + "additionalProperties is false)"), "\(refused.stderr)")
    try "user: app\nowner: ops\n".write(toFile: answers, atomically: true, encoding: .utf8)
    let kept = try FormlineBinary.run([Self.schema, "-y", "-a", answers, "-f", "yaml"])
    #expect(kept.status == 0, "\(kept.stderr)")
    #expect(kept.stdout == "user: app\nowner: ops\n")
  }
}
