import FormlineTestSupport
import Foundation
import Testing

/// The core reads no ambient state (clock, environment, working directory, standard input):
/// `.ci/core-reads-no-ambient-state` checks the sources, and `swift test` runs it too, so a
/// `Date()` in the core fails the tests and not only CI.
struct CoreAmbientStateTests {
  private static let script = ".ci/core-reads-no-ambient-state"

  @Test func theCoreReadsNoAmbientState() throws {
    let run = try FormlineBinary.run(
      [Fixture.packageRoot.appendingPathComponent(Self.script).path], executable: "/bin/bash")
    #expect(run.status == 0, "\(run.stderr)")
  }

  /// The check would catch a read of the clock (a copy of the script over a tree holding one).
  @Test func aReadOfTheClockIsNamedWithItsPlace() throws {
    let tree = try TemporaryDirectory()
    try tree.create(
      files: [Self.script],
      contents: try String(
        contentsOf: Fixture.packageRoot.appendingPathComponent(Self.script), encoding: .utf8))
    try tree.create(
      files: ["Sources/FormlineCore/Stamp.swift"],
      contents: "/// Date() may be named in documentation.\nlet stamp = Date()\n")
    let run = try FormlineBinary.run([tree.file(Self.script)], executable: "/bin/bash")
    #expect(run.status == 1)
    #expect(run.stderr.contains("Sources/FormlineCore/Stamp.swift:2:let stamp = Date()"))
    #expect(!run.stderr.contains(":1:"))
  }
}
