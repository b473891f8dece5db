import FormlineTestSupport
import Foundation
import Testing

/// Loading a form as a user runs it: what `--now` decides, which files a form may read,
/// forms from pipes, and long texts in messages.
struct LoadingSafetyEndToEndTests {
  /// A default bound by "today" is checked at `--now`, not at the wall clock.
  @Test func validateChecksDefaultsAtNow() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("form.yaml")
    try "- {key: d, type: date, default: \"2026-01-10\", max: today}\n".write(
      toFile: form, atomically: true, encoding: .utf8)
    let before = try FormlineBinary.run(["validate", form, "--now", "2026-01-05"])
    #expect(before.status == 65)
    #expect(
      before.stderr.contains(
        "form.yaml:1:3: error: d: invalid default: must be at most Mon 5 Jan 2026"))
    let after = try FormlineBinary.run(["validate", form, "--now", "2026-02-01"])
    #expect(after.status == 0, "stderr: \(after.stderr)")
  }

  @Test func anIncludeOutsideTheFormsDirectoryNeedsAllowOutside() throws {
    let root = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: root.file("forms"), withIntermediateDirectories: true)
    try "- city\n".write(toFile: root.file("shared.yaml"), atomically: true, encoding: .utf8)
    try "- {key: address, form: ../shared.yaml}\n".write(
      toFile: root.file("forms/form.yaml"), atomically: true, encoding: .utf8)
    for command in [["validate"], ["schema"], ["fill", "-y"], ["show"]] {
      let refused = try FormlineBinary.run(command + ["form.yaml"], directory: root.file("forms"))
      #expect(refused.status == 65, "\(command)")
      #expect(
        refused.stderr.contains(
          "form.yaml:1:24: error: address: include '../shared.yaml' is outside the form's directory"
        ),
        "\(command): \(refused.stderr)")
      let allowed = try FormlineBinary.run(
        command + ["form.yaml", "--allow-outside"], directory: root.file("forms"))
      #expect(allowed.status == 0, "\(command): \(allowed.stderr)")
    }
  }

  /// `form: /etc/passwd`-style includes of files that are not forms never print a line of
  /// them, even with `--allow-outside`.
  @Test func aFileThatIsNotAFormIsNotQuoted() throws {
    let directory = try TemporaryDirectory()
    try "root:$6$topsecrethash:19000:0:99999:7:::\n".write(
      toFile: directory.file("shadow"), atomically: true, encoding: .utf8)
    try "- {key: a, form: shadow}\n".write(
      toFile: directory.file("form.yaml"), atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(["validate", directory.file("form.yaml")])
    #expect(run.status == 65)
    #expect(run.stderr.contains("form.yaml:1:18: error: a: cannot include 'shadow': not a form"))
    #expect(!run.stderr.contains("topsecrethash"), "\(run.stderr)")
  }

  /// A form from a FIFO is read once: its problems are still quoted (from the text read,
  /// not by opening the FIFO again, which would wait for a writer forever).
  @Test(.timeLimit(.minutes(1)))
  func aFormFromAFIFOIsReadOnceAndQuoted() throws {
    let directory = try TemporaryDirectory()
    let fifo = directory.file("form.yaml")
    try #require(mkfifo(fifo, 0o600) == 0)
    let writer = Thread {
      let descriptor = open(fifo, O_WRONLY)
      let text = Array("- {key: a, type: strng}\n".utf8)
      _ = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      close(descriptor)
    }
    writer.start()
    let run = try FormlineBinary.run(["validate", fifo])
    #expect(run.status == 65)
    #expect(run.stderr.contains("form.yaml:1:18: error: a: unknown type 'strng'"))
    #expect(run.stderr.contains("  - {key: a, type: strng}"), "\(run.stderr)")
  }

  /// A form on standard input (`-`) loads, and includes resolve in the working directory.
  @Test func aFormOnStandardInputIncludesFromTheWorkingDirectory() throws {
    let directory = try TemporaryDirectory()
    try "- city\n".write(toFile: directory.file("address.yaml"), atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(
      ["validate", "-"], input: "- {key: address, form: address.yaml}\n",
      directory: directory.path)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout.contains("valid (1 field)"))
  }

  /// A 200 kB condition is quoted once, cut: the message stays one readable line.
  @Test func aHugeConditionIsNotRepeatedInFull() throws {
    let directory = try TemporaryDirectory()
    let long = String(repeating: "$a == 1 or ", count: 20_000) + "$nosuch == 1"
    try "- a\n- {key: b, hidden: \"\(long)\"}\n- {key: c, hidden: \"\(long) ==\"}\n".write(
      toFile: directory.file("form.yaml"), atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(["validate", directory.file("form.yaml")])
    #expect(run.status == 65)
    #expect(run.stderr.contains("refers to unknown field 'nosuch'"))
    #expect(run.stderr.utf8.count < 4_000, "\(run.stderr.utf8.count) bytes of messages")
  }
}
