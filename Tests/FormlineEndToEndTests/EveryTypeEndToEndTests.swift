import FormlineTestSupport
import Foundation
import Testing

/// Every type of formline(5) TYPES filled through pipes and through `--set`, with the exact JSON
/// value each one produces (issue 4).
struct EveryTypeEndToEndTests {
  static let form = Fixture.packageRoot
    .appendingPathComponent("Tests/FormlineEndToEndTests/Fixtures/every-type.yaml").path

  /// (key, typed answer, JSON the result holds for it), in form order.
  static let answers: [(String, String, String)] = [
    ("text", "  hello  ", #""hello""#),
    ("longtext", "one line", #""one line""#),
    ("url", "example.com/x", #""https://example.com/x""#),
    ("email", "ada@example.org", #""ada@example.org""#),
    ("password", " s3cret ", #"" s3cret ""#),
    ("phone", "+44 20 7946 0958", #""+44 20 7946 0958""#),
    ("twitter", "ada", #""@ada""#),
    ("account", "ada99", #""ada99""#),
    ("name", "ada lovelace", #""Ada Lovelace""#),
    ("number", "2.5", "2.5"),
    ("integer", "-3", "-3"),
    ("unsigned", "7", "7"),
    ("float", "1e3", "1000"),
    ("decimal", "3.14", "3.14"),
    ("stepper", "++", "7"),
    ("slider", "0.3", "0.25"),
    ("boolean", "yes", "true"),
    ("option", "n", "false"),
    ("date", "next friday", #""2026-11-27""#),
    ("time", "2:30pm", #""14:30""#),
    ("datetime", "tomorrow at 5pm", #""2026-11-24T17:00:00+00:00""#),
    ("duration", "1h30m", "5400"),
    ("color", "rgb(255, 128, 0)", ##""#ff8000""##),
    ("file", "notes.txt", #""notes.txt""#),
    ("bitfield", "1,3", "5"),
    ("choice", "large", #""l""#),
    ("level", "high", "2"),
    ("tags", "4,1-2", #"["a", "b", "d"]"#),
    ("indexes", "c,a", "[0, 2]"),
  ]

  /// The pretty JSON of the result: each member on its line, arrays spread out.
  static func expectedJSON() -> String {
    // The keyed info row keeps its value (XLForm's formValues has one entry per tagged row).
    let shown = answers + [("info", "", #""read-only text""#)]
    let members = shown.map { key, _, value -> String in
      guard value.hasPrefix("[") else { return "  \"\(key)\": \(value)" }
      let items = value.dropFirst().dropLast().split(separator: ",").map {
        "    " + $0.trimmingCharacters(in: .whitespaces)
      }
      return "  \"\(key)\": [\n" + items.joined(separator: ",\n") + "\n  ]"
    }
    return "{\n" + members.joined(separator: ",\n") + "\n}\n"
  }

  private func run(_ arguments: [String], input: String) throws -> FormlineBinary.Run {
    let directory = try TemporaryDirectory()
    try directory.create(files: ["notes.txt"], contents: "x")
    return try FormlineBinary.run(
      [Self.form, "--now", "2026-11-23T10:00:00Z"] + arguments, input: input,
      directory: directory.path)
  }

  @Test func everyTypeFromPipedLines() throws {
    let input = Self.answers.map(\.1).joined(separator: "\n") + "\n"
    let result = try run([], input: input)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout == Self.expectedJSON())
  }

  @Test func everyTypeFromSetArguments() throws {
    let arguments = Self.answers.flatMap { ["--set", "\($0.0)=\($0.1)"] }
    let result = try run(arguments + ["-y"], input: "")
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout == Self.expectedJSON())
  }

  @Test(arguments: [
    ("url", "not a url", "a URL cannot contain spaces"),
    ("email", "ada@", "'ada@' is not an email address"),
    ("twitter", "@way_too_long_handle", "'@way_too_long_handle' is not a handle"),
    ("unsigned", "-1", "must not be negative"),
    ("decimal", "3.145", "use at most 2 decimal places"),
    ("slider", "2", "choose a value from 0 to 1"),
    ("boolean", "maybe", "answer yes or no"),
    ("date", "Feb 30 2026", "30 February 2026 does not exist"),
    ("time", "25:00", "hour 25 does not exist"),
    ("duration", "soon", "could not read 'soon' as a duration"),
    ("color", "#12345", "'#12345' is not a colour"),
    ("file", "missing.txt", "no such file: missing.txt"),
    ("choice", "medium", "'medium' is not one of the choices"),
    ("tags", "5", "'5' is not one of the choices; choose one of: a, b, c, d"),
  ])
  func invalidAnswersAreRefusedWithTheirReason(key: String, answer: String, reason: String)
    throws
  {
    let result = try run(["-y", "--set", "\(key)=\(answer)"], input: "")
    #expect(result.status == 65)
    #expect(result.stderr.contains("error: \(key): \(reason)"), "stderr: \(result.stderr)")
  }
}
