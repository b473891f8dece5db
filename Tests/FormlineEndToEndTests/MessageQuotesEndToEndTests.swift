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

  /// Only the files read as forms or answers are read again to be quoted: an included file
  /// that is not a form is never quoted, and an included form is.
  @Test func onlyFormsAndAnswersAreReadAgainToBeQuoted() throws {
    let directory = try TemporaryDirectory()
    try "- {key: a, form: bad.yaml}\n".write(
      toFile: directory.file("form.yaml"), atomically: true, encoding: .utf8)
    try "topsecret: [unclosed\n".write(
      toFile: directory.file("bad.yaml"), atomically: true, encoding: .utf8)
    let refused = try FormlineBinary.run(["validate", "form.yaml"], directory: directory.path)
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("bad.yaml:2:1: error: syntax error"), "\(refused.stderr)")
    #expect(!refused.stderr.contains("topsecret"), "\(refused.stderr)")
    try "- {key: a, form: inner.yaml}\n".write(
      toFile: directory.file("form.yaml"), atomically: true, encoding: .utf8)
    try "- {key: x, type: integer, default: seven}\n".write(
      toFile: directory.file("inner.yaml"), atomically: true, encoding: .utf8)
    let included = try FormlineBinary.run(["validate", "form.yaml"], directory: directory.path)
    #expect(included.status == 65)
    #expect(
      included.stderr.contains("  - {key: x, type: integer, default: seven}\n"),
      "\(included.stderr)")
  }
}
