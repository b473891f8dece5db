import FormlineTestSupport
import Foundation
import Testing

/// Warnings are reported by every form of `validate`, and `--strict` makes them fail the
/// run, for CI.
struct ValidateStrictEndToEndTests {
  let directory: TemporaryDirectory
  let form: String
  let mistyped: String
  let good: String

  init() throws {
    directory = try TemporaryDirectory()
    form = directory.file("form.yaml")
    try "- {key: port, type: integer}\n".write(toFile: form, atomically: true, encoding: .utf8)
    mistyped = directory.file("mistyped.yaml")
    try "prot: 99999\n".write(toFile: mistyped, atomically: true, encoding: .utf8)
    good = directory.file("good.yaml")
    try "port: 80\n".write(toFile: good, atomically: true, encoding: .utf8)
  }

  private func records(_ stdout: String) throws -> [[String: Any]] {
    try stdout.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
  }

  @Test func jsonLinesReportWarnings() throws {
    let run = try FormlineBinary.run([
      "validate", form, "--format", "jsonl", "--each", mistyped, good,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = try records(run.stdout)
    #expect(lines.count == 2)
    #expect(lines.first?["valid"] as? Bool == true)
    let problems = try #require(lines.first?["problems"] as? [[String: Any]])
    #expect(problems.count == 1)
    #expect(problems.first?["severity"] as? String == "warning")
    #expect((problems.first?["message"] as? String)?.contains("no field 'prot'") == true)
    #expect(problems.first?["line"] as? Int == 1)
    #expect((lines.last?["problems"] as? [Any])?.isEmpty == true)
  }

  @Test func strictFailsAFileWithWarningsInEveryForm() throws {
    let each = try FormlineBinary.run([
      "validate", form, "--strict", "--format", "jsonl", "--each", mistyped, good,
    ])
    #expect(each.status == 65)
    let lines = try records(each.stdout)
    #expect(lines.map { $0["valid"] as? Bool } == [false, true])

    let text = try FormlineBinary.run(["validate", form, "--strict", "--each", mistyped, good])
    #expect(text.status == 65)
    #expect(text.stdout.contains("mistyped.yaml: invalid (1 problem)"), "\(text.stdout)")
    #expect(text.stderr.contains("warning: prot: the form has no field 'prot'"), "\(text.stderr)")

    let single = try FormlineBinary.run(["validate", form, "--strict", "-a", mistyped])
    #expect(single.status == 65)
    #expect(single.stderr.contains("invalid under --strict (1 warning)"), "\(single.stderr)")
    #expect(single.stdout.isEmpty)

    let lenient = try FormlineBinary.run(["validate", form, "-a", mistyped])
    #expect(lenient.status == 0)
    #expect(lenient.stderr.contains("warning: prot: the form has no field 'prot'"))
  }

  @Test func strictFailsAFormWithWarnings() throws {
    let odd = directory.file("odd.yaml")
    try "- {key: port, type: integer, colour: red}\n".write(
      toFile: odd, atomically: true, encoding: .utf8)
    #expect(try FormlineBinary.run(["validate", odd]).status == 0)
    let strict = try FormlineBinary.run(["validate", odd, "--strict"])
    #expect(strict.status == 65)
    #expect(strict.stderr.contains("warning:"), "\(strict.stderr)")
  }
}
