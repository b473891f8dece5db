import FormlineTestSupport
import Foundation
import Testing

/// Text a user supplied is shown with its terminal controls made visible, never obeyed,
/// in every message (issue 10, item 15).
struct NeutralisedMessagesEndToEndTests {
  private static let escape = "\u{1B}[2J"

  @Test func argumentErrorsShowControlsVisibly() throws {
    let run = try FormlineBinary.run(["form.yaml", "--format", "x\(Self.escape)"])
    #expect(run.status == 64)
    #expect(!run.stderr.contains("\u{1B}"), "\(run.stderr.debugDescription)")
    #expect(run.stderr.contains("x^[[2J"), "\(run.stderr.debugDescription)")
  }

  @Test func parseDateErrorsShowControlsVisibly() throws {
    let run = try FormlineBinary.run(["parse-date", "--", "next \(Self.escape)day"])
    #expect(run.status == 65)
    #expect(!run.stderr.contains("\u{1B}"), "\(run.stderr.debugDescription)")
    #expect(run.stderr.contains("^[[2J"), "\(run.stderr.debugDescription)")
  }

  @Test func validatesSuccessLineShowsControlsVisibly() throws {
    let directory = try TemporaryDirectory()
    let name = "f\(Self.escape).yaml"
    try "- a\n".write(toFile: directory.file(name), atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(["validate", name], directory: directory.path)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "f^[[2J.yaml: valid (1 field)\n", "\(run.stdout.debugDescription)")
  }

  /// Help still goes to standard output with status 0.
  @Test func helpIsUnchanged() throws {
    let run = try FormlineBinary.run(["validate", "--help"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("OVERVIEW: Check a form"))
  }
}
