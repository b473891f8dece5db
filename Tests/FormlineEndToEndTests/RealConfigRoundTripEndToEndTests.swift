import FormlineTestSupport
import Foundation
import Testing

/// Published config schemas with a union or a list of `oneOf` steps at their heart (Task's
/// Taskfile, Microsoft's 1.6 MB Azure Pipelines, GitHub's Dependabot): a real file comes back from `-y --answers`
/// with the same values, through JSON and through YAML, and `validate` accepts it.
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
  ])
  func aRealFileComesBackWithTheSameValues(folder: String, file: String, expected: String)
    throws
  {
    let base = Self.folder.appendingPathComponent(folder)
    let schema = base.appendingPathComponent("schema.json").path
    let instance = base.appendingPathComponent(file).path
    let json = try FormlineBinary.run([schema, "-y", "-f", "json", "--answers", instance])
    #expect(json.status == 0, "stderr: \(json.stderr)")
    #expect(json.stderr.isEmpty, "nothing dropped: \(json.stderr)")
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
}
