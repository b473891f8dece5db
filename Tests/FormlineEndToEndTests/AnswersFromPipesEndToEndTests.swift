import FormlineTestSupport
import Foundation
import Testing

/// Answers files that are not regular files: `/dev/stdin`, `<(cmd)`, and endless input.
struct AnswersFromPipesEndToEndTests {
  let directory: TemporaryDirectory
  let form: String

  init() throws {
    directory = try TemporaryDirectory()
    form = directory.file("form.yaml")
    try "- key: name\n  required: true\n- key: city\n".write(
      toFile: form, atomically: true, encoding: .utf8)
  }

  @Test func devStdinIsReadLikeDash() throws {
    let run = try FormlineBinary.run(
      [form, "-y", "-a", "/dev/stdin"], input: "name: Ann\ncity: Oslo\n")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "{\n  \"name\": \"Ann\",\n  \"city\": \"Oslo\"\n}\n")
  }

  @Test func processSubstitutionIsRead() throws {
    let script = "\"$0\" \"$1\" -y -a <(printf 'name: Bo\\n')"
    let run = try FormlineBinary.run(
      ["-c", script, FormlineBinary.path, form],
      executable: "/bin/bash")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("\"name\": \"Bo\""))
  }

  @Test func endlessStandardInputStopsAtTheLimit() throws {
    // 5 MB of `yes` output: refused once the limit (set to 4 MiB) + 1 byte has arrived.
    let input = String(repeating: "y\n", count: 2_500_000)
    let run = try FormlineBinary.run(
      [form, "-a", "-"], input: input, environment: ["FORMLINE_MAX_FILE_BYTES": "4194304"])
    #expect(run.status == 65)
    #expect(run.stderr.contains("<stdin>: error: input is more than 4194304 bytes"))
  }
}
