import FormlineTestSupport
import Foundation
import Testing

/// `--events`: the fill as JSON lines, as FormKit's delegates follow a form.
struct EventsEndToEndTests {
  static let form = """
    - {key: age, type: integer, min: 18}
    - {key: password, type: password}
    - {title: Submit, action: submit}
    """

  @Test func pipedFillWritesEveryEventAndNoSecret() throws {
    let directory = try TemporaryDirectory()
    try directory.create(files: ["form.yaml"], contents: Self.form)
    let events = directory.file("events.jsonl")
    let run = try FormlineBinary.run(
      [directory.file("form.yaml"), "--events", events], input: "36\nhunter2\n",
      directory: directory.path)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let lines = try String(contentsOfFile: events, encoding: .utf8)
    #expect(
      lines == """
        {"event":"fieldEntered","path":"age","title":"Age"}
        {"event":"lineEntered","path":"age","text":"36"}
        {"event":"valueSet","path":"age","value":36,"oldValue":null}
        {"event":"fieldLeft","path":"age"}
        {"event":"fieldEntered","path":"password","title":"Password"}
        {"event":"lineEntered","path":"password","secret":true}
        {"event":"valueSet","path":"password","secret":true}
        {"event":"fieldLeft","path":"password"}
        {"event":"finished"}

        """)
    #expect(!lines.contains("hunter2"))
  }

  @Test func refusedAnswersAndAbortsAreReported() throws {
    let directory = try TemporaryDirectory()
    try directory.create(files: ["form.yaml"], contents: Self.form)
    let events = directory.file("events.jsonl")
    let run = try FormlineBinary.run(
      [directory.file("form.yaml"), "--events", events], input: "12\nx\n",
      directory: directory.path)
    #expect(run.status == 65)
    let lines = try String(contentsOfFile: events, encoding: .utf8)
    #expect(
      lines.contains(#"{"event":"validationFailed","path":"age","message":"must be at least 18"}"#))
    #expect(lines.hasSuffix(#"{"event":"aborted","reason":"invalid answers"}"# + "\n"))
  }
}
