import FormlineTestSupport
import Foundation
import Testing

/// `--version` and the man pages name the same release.
struct VersionTests {
  @Test func theManPagesCarryTheVersionFormlinePrints() throws {
    let run = try FormlineBinary.run(["--version"])
    #expect(run.status == 0)
    let version = run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(version.split(separator: ".").count == 3, "MAJOR.MINOR.PATCH: \(version)")
    #expect(version != "0.1.0", "the version before releases had their own")
    for page in ["man/formline.1", "man/formline.5"] {
      let path = Fixture.packageRoot.appendingPathComponent(page).path
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let header = text.split(separator: "\n").first { $0.hasPrefix(".TH ") }
      #expect(header?.contains("\"formline \(version)\"") == true, "\(page): \(header ?? "")")
    }
  }
}
