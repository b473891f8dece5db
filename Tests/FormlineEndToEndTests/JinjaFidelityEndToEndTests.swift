import FormlineTestSupport
import Foundation
import Testing

/// Questionnaires whose templates render as cookiecutter's and copier's Jinja renders
/// them, run as users run formline.
struct JinjaFidelityEndToEndTests {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  /// `text` written as `name` inside its own folder (the tools name the file, not the form).
  private func questionnaire(_ name: String, _ text: String) throws -> String {
    let folder = directory.file(UUID().uuidString)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/" + name
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  private func json(_ output: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
  }

  @Test func stringEscapesAreTheCharactersTheyName() throws {
    let form = try questionnaire(
      "cookiecutter.json", #"{"a": "{{ '\\x41\\N{BULLET}\\u00e9' }}", "b": "{{ '\\d' }}"}"#)
    let run = try FormlineBinary.run([form, "-y", "-f", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    let result = try json(run.stdout)
    #expect(result["a"] as? String == "A•é")
    #expect(result["b"] as? String == "\\d")
  }

  /// cookiecutter 2.7.1 gave "  x  ", "  x  |" and "  y" for this file with --no-input:
  /// a default's surrounding spaces, written or rendered, are kept.
  @Test func aDefaultKeepsItsSurroundingSpaces() throws {
    let form = try questionnaire(
      "cookiecutter.json",
      #"{"a": "  x  ", "b": "{{ cookiecutter.a }}|", "c": "{{ '  y' }}"}"#)
    for (arguments, input) in [(["-y"], ""), ([], "\n\n\n")] {
      let run = try FormlineBinary.run([form, "-f", "json"] + arguments, input: input)
      #expect(run.status == 0, "\(run.stderr)")
      let result = try json(run.stdout)
      #expect(result["a"] as? String == "  x  ")
      #expect(result["b"] as? String == "  x  |")
      #expect(result["c"] as? String == "  y")
    }
  }

  @Test func aMalformedEscapeIsAnErrorAtItsPlace() throws {
    let form = try questionnaire("cookiecutter.json", #"{"a": "{{ '\\x4' }}"}"#)
    let run = try FormlineBinary.run([form, "-y"])
    #expect(run.status == 65, "\(run.stderr)")
    #expect(run.stderr.contains("truncated \\xXX escape"), "\(run.stderr)")
  }

  @Test func integersBeyondDoublesStayExact() throws {
    let form = try questionnaire(
      "cookiecutter.json",
      #"{"big": 9007199254740993, "t": "{{ cookiecutter.big }}", "_p": 12345678901234567890}"#)
    let run = try FormlineBinary.run([form, "-y", "-f", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains(#""big": "9007199254740993""#), "\(run.stdout)")
    #expect(run.stdout.contains(#""t": "9007199254740993""#), "\(run.stdout)")
    #expect(run.stdout.contains(#""_p": 12345678901234567890"#), "\(run.stdout)")
  }

  @Test func dictionaryValuesAreRenderedWithTheAnswers() throws {
    let form = try questionnaire(
      "cookiecutter.json",
      #"{"name": "x", "d": {"k": "{{ cookiecutter.name }}!", "n": 3, "b": true, "{{ cookiecutter.name }}_key": [1, "{{ cookiecutter.name }}"]}}"#
    )
    let run = try FormlineBinary.run([form, "-y", "--set", "name=y", "-f", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    let dictionary = try #require(try json(run.stdout)["d"] as? [String: Any])
    #expect(dictionary["k"] as? String == "y!")
    #expect(dictionary["n"] as? String == "3")
    #expect(dictionary["b"] as? Bool == true)
    #expect(dictionary["y_key"] as? [String] == ["1", "y"])
  }

  @Test func anInvalidGroupReferenceIsAnError() throws {
    let form = try questionnaire(
      "copier.yml",
      """
      c:
        type: str
        default: "{{ 'abc' | regex_replace('(b)', '\\\\\\\\2') }}"
      """)
    let run = try FormlineBinary.run([form, "-y"])
    #expect(run.status == 65, "\(run.stderr)")
    #expect(run.stderr.contains("invalid group reference 2"), "\(run.stderr)")
  }

  @Test func aWhenThatCannotBeRenderedIsAnError() throws {
    let form = try questionnaire(
      "copier.yml",
      """
      a:
        type: str
        default: x
      b:
        type: str
        default: y
        when: "{{ 1 // 0 }}"
      """)
    let run = try FormlineBinary.run([form, "-y", "-f", "json"])
    #expect(run.status == 65, "\(run.stderr)")
    // At the operator that failed, not at the question's key.
    #expect(run.stderr.contains("7:15: error: b: the 'when' condition cannot be worked out"))
    #expect(run.stdout.isEmpty)
  }

  @Test func loopControlsNeedTheExtension() throws {
    let questions = """
      n:
        type: str
        default: "{% for i in range(9) %}{% if i == 3 %}{% break %}{% endif %}{{ i }}{% endfor %}"
      m:
        type: str
        default: "{% for i in 'abc' %}{{ loop.cycle('-', '+') }}{{ i }}{% endfor %}"
      """
    let with = try questionnaire(
      "copier.yml", "_jinja_extensions: [jinja2.ext.loopcontrols]\n" + questions)
    let run = try FormlineBinary.run([with, "-y", "-f", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    let result = try json(run.stdout)
    #expect(result["n"] as? String == "012")
    #expect(result["m"] as? String == "-a+b-c")
    let without = try questionnaire("copier.yml", questions)
    let refused = try FormlineBinary.run([without, "-y"])
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("needs Jinja's loopcontrols extension"), "\(refused.stderr)")
  }
}
