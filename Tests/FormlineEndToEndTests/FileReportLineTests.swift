import FormlineCore
import OrderedCollections
import Testing

@testable import formline

/// Each `validate --each --format jsonl` line is written straight into text; it must be
/// exactly the line `JSONWriter` gives for the same report built as a value (keys sorted,
/// absent parts left out), byte for byte.
struct FileReportLineTests {
  static let problems: [[Diagnostic]] = [
    [],
    [.error("must be at least 1", at: SourceLocation(file: "a.json", line: 2, column: 7))],
    [
      .error(
        "'x' is required", at: SourceLocation(file: "a.json"),
        path: FieldPath.root.appending("db").appending("host")),
      .warning(
        "a \"quoted\" \\ message\twith\ncontrol \u{1} and ünïcode 👍",
        at: SourceLocation(file: "other/form.yaml", line: 9, column: 1),
        path: FieldPath.root.appending("list").appending(index: 3),
        notes: ["first given at 1:2", "tab\there"]),
      .error("no place at all"),
    ],
  ]

  @Test(arguments: problems)
  func theLineIsWhatTheWriterGivesForTheSameValue(problems: [Diagnostic]) {
    for valid in [true, false] {
      let report = FileReport(file: "a.json", problems: problems, valid: valid)
      #expect(report.jsonLine == Self.rendered(report))
    }
  }

  @Test func aFileNameThatNeedsEscapingIsEscaped() {
    let report = FileReport(file: "dir/\"odd\"\n.json", problems: [], valid: true)
    #expect(report.jsonLine == Self.rendered(report))
    var line: [UInt8] = []
    FileReport.appendFlawlessLine(file: report.file, to: &line)
    #expect(String(decoding: line, as: UTF8.self) == Self.rendered(report) + "\n")
    line = []
    FileReport.appendFlawlessLine(file: "plain/name.json", to: &line)
    let plain = FileReport(file: "plain/name.json", problems: [], valid: true)
    #expect(String(decoding: line, as: UTF8.self) == Self.rendered(plain) + "\n")
  }

  /// The report as a value, rendered on one line.
  private static func rendered(_ report: FileReport) -> String {
    let problems = report.problems.map { problem -> AnswerValue in
      var members: ObjectMembers = [:]
      if let column = problem.column { members["column"] = .integer(column) }
      if let file = problem.file { members["file"] = .string(file) }
      if let line = problem.line { members["line"] = .integer(line) }
      members["message"] = .string(problem.message)
      if let notes = problem.notes { members["notes"] = .array(notes.map(AnswerValue.string)) }
      if let path = problem.path { members["path"] = .string(path) }
      members["severity"] = .string(problem.severity)
      return .object(members)
    }
    let line: AnswerValue = .object([
      "file": .string(report.file), "problems": .array(problems), "valid": .bool(report.valid),
    ])
    return String(JSONWriter.render(line, pretty: false).dropLast())
  }
}
