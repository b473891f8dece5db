import FormlineTestSupport
import Foundation
import Testing

/// The README's set-up commands do what they say.
struct MakefileTests {
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/make")))
  func plainMakeBuildsTheReleaseBinaryAndStartsNoWizard() throws {
    // `make -n` prints the recipes of the first target without running them.
    let run = try FormlineBinary.run(
      ["-n", "-C", Fixture.packageRoot.path], environment: ["PATH": "/usr/bin:/bin"],
      executable: "/usr/bin/make")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("build -c release"))
    #expect(!run.stdout.contains("Examples/"), "a bare make must not run the demo wizard")
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/make")))
  func makeDemoRunsTheWizard() throws {
    let run = try FormlineBinary.run(
      ["-n", "-C", Fixture.packageRoot.path, "demo"], environment: ["PATH": "/usr/bin:/bin"],
      executable: "/usr/bin/make")
    #expect(run.stdout.contains("Examples/server.yaml"))
  }
}
