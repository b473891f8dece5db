import FormlineTestSupport
import Foundation
import Testing

/// Every output format of one rich form against its golden file, and its JSON Schema.
///
/// The form has sections, a subform, a collection of subforms, choices, a secret, dates
/// and text that needs quoting. `RECORD_SNAPSHOTS=1` re-records; the recording run fails.
struct OutputSnapshotTests {
  static let fixtures = Fixture.packageRoot
    .appendingPathComponent("Tests/FormlineEndToEndTests/Fixtures/rich")

  static let snapshots = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Snapshots")

  private func expectSnapshot(_ arguments: [String], named name: String) throws {
    let run = try FormlineBinary.run(arguments + ["--now", "2026-11-23T10:00:00Z"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stderr == "")
    let snapshot = Self.snapshots.appendingPathComponent(name)
    guard let expected = try Snapshot.golden(run.stdout, at: snapshot) else {
      Issue.record("recorded \(name); run again without RECORD_SNAPSHOTS")
      return
    }
    #expect(run.stdout == expected, "\(name) changed: re-record with RECORD_SNAPSHOTS=1")
  }

  @Test(arguments: ["json", "yaml", "toml", "env"])
  func eachFormatMatchesItsGoldenFile(format: String) throws {
    try expectSnapshot(
      [
        Self.fixtures.appendingPathComponent("form.yaml").path, "-y", "-f", format,
        "-a", Self.fixtures.appendingPathComponent("answers.yaml").path,
      ], named: "output-rich.\(format)")
  }

  @Test func theSchemaMatchesItsGoldenFile() throws {
    let run = try FormlineBinary.run(
      ["schema", Self.fixtures.appendingPathComponent("form.yaml").path])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let snapshot = Self.snapshots.appendingPathComponent("schema-rich.json")
    guard let expected = try Snapshot.golden(run.stdout, at: snapshot) else {
      Issue.record("recorded schema-rich.json; run again without RECORD_SNAPSHOTS")
      return
    }
    #expect(run.stdout == expected, "the schema changed: re-record with RECORD_SNAPSHOTS=1")
  }
}
