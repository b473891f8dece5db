import FormlineTestSupport
import Foundation
import Testing

/// `formline validate` and `formline schema` as a user runs them.
struct ValidateEndToEndTests {
  static let examples = Fixture.packageRoot.appendingPathComponent("Examples").path

  static var exampleForms: [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: examples))?
      .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted() ?? []
  }

  @Test(arguments: exampleForms)
  func everyExampleIsValid(name: String) throws {
    let run = try FormlineBinary.run(["validate", "\(Self.examples)/\(name)"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout.contains("valid"))
    #expect(!run.stderr.contains("error:"))
  }

  /// Every problem is listed; the first ones quote their source line, each of the first
  /// few names of a condition is placed at the name, and a condition naming thousands of
  /// unknown fields is checked in seconds, not minutes.
  @Test func manyProblemsAreListedAndTheFirstQuoted() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("many.yaml")
    let names = (0..<2_000).map { "$u\($0) == 1" }.joined(separator: " OR ")
    try "- a\n- key: b\n  when: >-\n    \(names)\n"
      .write(toFile: form, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(["validate", form])
    #expect(run.status == 65)
    let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(errors.count == 2_000)
    let carets = run.stderr.split(separator: "\n").filter { $0.hasSuffix("^") }
    #expect(carets.count == 200)
    // u1 is the second name: 4 spaces, "$u0 == 1 OR " (12 scalars), then its `$`.
    #expect(run.stderr.contains("many.yaml:4:17: error: b: condition '$u0 == 1 OR"))
    #expect(run.stderr.contains("many.yaml:4:5: error: b: condition"))
  }

  @Test func listsEveryProblemOfABrokenForm() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("broken.yaml")
    try """
    fields:
      - key: name
        type: strng
      - key: age
        hidden: "$nosuch > 3"
      - key: age
      - key: city
        when: "$age >= "
      - key: country
        bogus: 1
    """.write(toFile: form, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(["validate", form])
    #expect(run.status == 65)
    #expect(run.stderr.contains("broken.yaml:3:11: error: name: unknown type 'strng'"))
    // Problems come in file order.
    let lines = run.stderr.split(separator: "\n").filter { $0.contains("broken.yaml:") }
    #expect(lines.map { $0.split(separator: ":")[1] } == ["3", "5", "6", "8", "10"])
    #expect(run.stderr.contains("refers to unknown field 'nosuch'"))
    #expect(run.stderr.contains("broken.yaml:6:5: error: age: duplicate key 'age'"))
    #expect(
      run.stderr.contains(
        "broken.yaml:8:20: error: city: in condition '$age >= ': expected a value after '>='"))
    #expect(run.stderr.contains("broken.yaml:10:5: warning: country: unknown key 'bogus' ignored"))
  }

  @Test func checksAnswersAgainstTheForm() throws {
    let directory = try TemporaryDirectory()
    let answers = directory.file("answers.yaml")
    try "owner: Me\ncontacts:\n  - name: Ann\n    email: nope\n".write(
      toFile: answers, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(["validate", "\(Self.examples)/contacts.yaml", "-a", answers])
    #expect(run.status == 65)
    #expect(
      run.stderr.contains(
        "answers.yaml:4:12: error: contacts[0].email: 'nope' is not an email address"))
  }

  @Test func includeCyclesAreFormErrors() throws {
    let directory = try TemporaryDirectory()
    try "- key: b\n  form: b.yaml\n".write(
      toFile: directory.file("a.yaml"), atomically: true, encoding: .utf8)
    try "- key: a\n  form: a.yaml\n".write(
      toFile: directory.file("b.yaml"), atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(["validate", directory.file("a.yaml")])
    #expect(run.status == 65)
    #expect(run.stderr.contains("include cycle: a.yaml → b.yaml → a.yaml"))
  }

  @Test func iOSOnlyKeysLoadWithWarnings() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("ios.json")
    try """
    [{"key": "name", "textField.autocapitalizationType": "words", "cell": "FXFormCustomCell"},
     {"title": "Terms", "class": "TermsViewController"}]
    """.write(toFile: form, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([form, "--verbose"], input: "Ann\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == "{\n  \"name\": \"Ann\"\n}\n")
    #expect(
      run.stderr.contains("warning: name: iOS-only key 'textField.autocapitalizationType' ignored"))
  }

  @Test func schemaDescribesTheResult() throws {
    let run = try FormlineBinary.run(["schema", "\(Self.examples)/pets.yaml"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout.contains("\"$schema\": \"https://json-schema.org/draft/2020-12/schema\""))
    #expect(run.stdout.contains("\"petCount\""))
  }
}
