import FormlineTerminal
import FormlineTestSupport
import Foundation
import Testing

/// The pager shows a page from a private temp file and says whether it did.
struct ExternalPagerTests {
  @Test func showsThePageAndReportsSuccess() throws {
    let directory = try TemporaryDirectory()
    let shown = directory.file("shown")
    // The page's path is appended as one word: this "pager" copies what it was given.
    let pager = ExternalPager(
      command: "cat > '\(shown)' <",
      environment: ["PATH": "/usr/bin:/bin", "TMPDIR": directory.path],
      terminalPath: directory.file("no-terminal"))
    #expect(pager.show("a long page\n"))
    #expect(try String(contentsOfFile: shown, encoding: .utf8) == "a long page\n")
  }

  @Test func aFailingPagerLetsTheCallerPrintThePage() {
    #expect(!ExternalPager(command: "false", environment: [:]).show("page"))
  }
}
