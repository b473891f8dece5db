import FormlineTestSupport
import Foundation
import Testing

/// Values given in files and on the command line reach the result as given.
struct GivenValuesEndToEndTests {
  @Test func answersFileStringsKeepTheirSurroundingSpaces() throws {
    let directory = try TemporaryDirectory()
    try "- {key: motto, type: text}\n".write(
      toFile: directory.file("form.yaml"), atomically: true, encoding: .utf8)
    try "motto: \"  two spaces  \"\n".write(
      toFile: directory.file("answers.yaml"), atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(
      [directory.file("form.yaml"), "-a", directory.file("answers.yaml"), "-y"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout.contains(#""motto": "  two spaces  ""#), "\(run.stdout)")
  }

  /// A stepper's default of Int64.min (or -5) is that number, not a step down from it.
  @Test(arguments: ["-9223372036854775808", "9223372036854775807", "-5"])
  func aStepperDefaultIsKept(value: String) throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("form.yaml")
    try "- {key: n, type: stepper, default: \(value)}\n".write(
      toFile: form, atomically: true, encoding: .utf8)
    let validate = try FormlineBinary.run(["validate", form])
    #expect(validate.status == 0, "stderr: \(validate.stderr)")
    let fill = try FormlineBinary.run([form, "-y"])
    #expect(fill.status == 0, "stderr: \(fill.stderr)")
    #expect(fill.stdout.contains(#""n": \#(value)"#), "\(fill.stdout)")
  }

  /// A fraction of a second too small to hold says so, not that the number is too large.
  @Test func aTinyFractionOfASecondIsNamedForWhatItIs() throws {
    let run = try FormlineBinary.run(["parse-date", "--", "0.0000000001 s"])
    #expect(run.status == 65)
    #expect(run.stderr.contains("0.0000000001 has too many decimals"), "\(run.stderr)")
    #expect(!run.stderr.contains("too large"))
  }
}
