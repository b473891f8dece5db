import FormlineTestSupport
import Foundation
import Testing

/// Messages quote the line they are about, whether the file is kept after reading (standard
/// input, which cannot be read again) or read again when a message needs it (a regular
/// file, which is not kept through the fill).
struct MessageQuotesEndToEndTests {
  static let form = "- {key: port, type: integer}\n- name\n"

  @Test func aRegularAnswersFileIsQuotedFromTheFile() throws {
    let directory = try TemporaryDirectory()
    try Self.form.write(toFile: directory.file("form.yaml"), atomically: true, encoding: .utf8)
    try "name: x\nport: abc\n".write(
      toFile: directory.file("a.yaml"), atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(
      ["form.yaml", "-a", "a.yaml", "-y"], directory: directory.path)
    #expect(run.status == 65)
    #expect(
      run.stderr.contains("a.yaml:2:7: error: port: 'abc' is not a whole number\n  port: abc\n"),
      "\(run.stderr)")
  }

  @Test func answersOnStandardInputAreQuotedFromWhatWasRead() throws {
    let directory = try TemporaryDirectory()
    try Self.form.write(toFile: directory.file("form.yaml"), atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(
      ["form.yaml", "-a", "-", "-y"], input: "name: x\nport: abc\n", directory: directory.path)
    #expect(run.status == 65)
    #expect(
      run.stderr.contains(
        "<stdin>:2:7: error: port: 'abc' is not a whole number\n  port: abc\n"),
      "\(run.stderr)")
  }

  /// A form on standard input is quoted from standard input even where a file is named
  /// `-`.
  @Test func aFormOnStandardInputIsNotQuotedFromAFileNamedDash() throws {
    let directory = try TemporaryDirectory()
    try "something else entirely\n".write(
      toFile: directory.file("-"), atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(
      ["validate", "-"], input: "- {key: port, type: integer, default: abc}\n",
      directory: directory.path)
    #expect(run.status == 65)
    #expect(
      run.stderr.contains("  - {key: port, type: integer, default: abc}\n"), "\(run.stderr)")
    #expect(!run.stderr.contains("something else"), "\(run.stderr)")
  }
}
