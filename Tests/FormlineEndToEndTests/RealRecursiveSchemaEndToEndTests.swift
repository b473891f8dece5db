import FormlineTestSupport
import Foundation
import Testing

/// The published GitHub workflow schema, whose `strategy.matrix` values are recursive:
/// it loads, and a workflow with two jobs and a matrix comes back from `-y --answers`
/// unchanged and is accepted by `validate`.
struct RealRecursiveSchemaEndToEndTests {
  static let folder = Fixture.packageRoot.appendingPathComponent(
    "Tests/FormlineEndToEndTests/Fixtures/real-schemas/github-workflow")

  static var schema: String { folder.appendingPathComponent("schema.json").path }
  static var workflow: String { folder.appendingPathComponent("workflow.yaml").path }

  @Test func aWorkflowComesBackUnchanged() throws {
    let json = try FormlineBinary.run([Self.schema, "-y", "-f", "json", "--answers", Self.workflow])
    #expect(json.status == 0, "stderr: \(json.stderr)")
    #expect(json.stderr.isEmpty, "nothing dropped: \(json.stderr)")
    let expected = try Data(
      contentsOf: Self.folder.appendingPathComponent("workflow.expected.json"))
    #expect(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? NSDictionary
        == JSONSerialization.jsonObject(with: expected) as? NSDictionary)
    let written = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let jobs = try #require(written["jobs"] as? [String: Any])
    #expect(Set(jobs.keys) == ["test", "lint"])
    let test = try #require(jobs["test"] as? [String: Any])
    let strategy = try #require(test["strategy"] as? [String: Any])
    #expect(
      (strategy["matrix"] as? NSDictionary)
        == ["os": ["ubuntu-latest", "macos-latest"], "python": ["3.11", "3.12"]] as NSDictionary)
    // Read back through the YAML writer: the same JSON again.
    let directory = try TemporaryDirectory()
    let yaml = try FormlineBinary.run([Self.schema, "-y", "-f", "yaml", "--answers", Self.workflow])
    #expect(yaml.status == 0, "stderr: \(yaml.stderr)")
    let back = directory.file("back.yaml")
    try yaml.stdout.write(toFile: back, atomically: true, encoding: .utf8)
    let again = try FormlineBinary.run([Self.schema, "-y", "-f", "json", "--answers", back])
    #expect(again.stdout == json.stdout)
    // The answers file read as JSON gives the same value as the YAML one.
    let asJSON = directory.file("workflow.json")
    try json.stdout.write(toFile: asJSON, atomically: true, encoding: .utf8)
    let fromJSON = try FormlineBinary.run([Self.schema, "-y", "-f", "json", "--answers", asJSON])
    #expect(fromJSON.stdout == json.stdout)
  }

  @Test func validateAcceptsTheWorkflowAndWhatWasWritten() throws {
    let given = try FormlineBinary.run(["validate", Self.schema, "--answers", Self.workflow])
    #expect(given.status == 0, "stderr: \(given.stderr)")
    let directory = try TemporaryDirectory()
    let json = try FormlineBinary.run([Self.schema, "-y", "-f", "json", "--answers", Self.workflow])
    let written = directory.file("written.json")
    try json.stdout.write(toFile: written, atomically: true, encoding: .utf8)
    let check = try FormlineBinary.run(["validate", Self.schema, "--answers", written])
    #expect(check.status == 0, "stderr: \(check.stderr)")
  }
}
