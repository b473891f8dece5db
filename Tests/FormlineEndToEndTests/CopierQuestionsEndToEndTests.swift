import FormlineTestSupport
import Foundation
import Testing

/// What copier itself refuses, formline refuses too, naming the construct; json and yaml
/// answers are read as data.
struct CopierQuestionsEndToEndTests {
  static let folder = ImporterEndToEndTests.folder

  static func file(_ name: String) -> String {
    folder.appendingPathComponent(name).path
  }

  @Test func aFilterFromAJinjaExtensionIsALoadErrorSayingSo() throws {
    let run = try FormlineBinary.run([Self.file("refused/copier-uv/copier.yml"), "-y"])
    #expect(run.status == 65)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("copier.yml:34:21: error: author_email: filter 'git_user_email'"))
    #expect(run.stderr.contains("_jinja_extensions is set: formline does not run Jinja extensions"))
  }

  @Test func aValidatorRefusesAnAnswerGivenInAdvance() throws {
    let run = try FormlineBinary.run([
      Self.file("copier/lincc/copier.yml"), "-y", "--set", "project_name=9lives",
    ])
    #expect(run.status == 65)
    #expect(run.stderr.contains("project_name: project_name must start with a letter"))
    let good = try FormlineBinary.run([
      Self.file("copier/lincc/copier.yml"), "-y", "--set", "project_name=astro-9",
    ])
    #expect(good.status == 0, "stderr: \(good.stderr)")
  }

  @Test func aValidatorJudgesAnEmptyAnswerToo() throws {
    let run = try FormlineBinary.run([
      Self.file("copier/scientific-python/copier.yml"), "-y", "--set", "project_name=",
      "--set", "email=",
    ])
    #expect(run.status == 65)
    #expect(run.stderr.contains("project_name: You must provide a name for the project."))
    #expect(run.stderr.contains("email: You must provide an email"))
  }

  @Test func aYesNoChoiceIsNamedByItsLabelOrByYesAndNo() throws {
    for answer in ["simple", "false", "no"] {
      let run = try FormlineBinary.run([
        Self.file("copier/lincc/copier.yml"), "-y", "--set", "custom_install=\(answer)",
      ])
      #expect(run.status == 0, "\(answer): \(run.stderr)")
      #expect(run.stdout.contains("\"custom_install\": false"), "\(answer)")
      #expect(!run.stdout.contains("preferred_linter"), "\(answer)")
    }
  }

  @Test func yamlAndJsonAnswersAreReadAsDataAndBadOnesNamed() throws {
    let file = Self.file("copier/choices/copier.yml")
    let run = try FormlineBinary.run(
      [file, "--no-review"], input: "AWS\nCloud Formation\n{\"a\": [1, null]}\n[22]\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout.contains("\"iac\": \"Cloud Formation\""))
    #expect(run.stdout.contains("\"a\": [\n      1,\n      null\n    ]"))
    #expect(run.stdout.contains("\"ports\": [\n    22\n  ]"))
    let bad = try FormlineBinary.run([file, "-y", "--set", "settings={bad"])
    #expect(bad.status == 65)
    #expect(bad.stderr.contains("settings: not valid JSON: '{bad'"))
    let outside = try FormlineBinary.run([file, "-y", "--set", "cloud=GCP", "--set", "iac=Bicep"])
    #expect(outside.status == 65)
    #expect(
      outside.stderr.contains("iac: 'Bicep' is not one of the choices; choose one of: Terraform"))
  }

  /// Without a default, `copier copy --defaults` says "Question is required" for every
  /// type; its prompt offers the empty text or "no" to a person pressing Enter.
  @Test func aQuestionWithoutADefaultNeedsAnAnswerWithoutAPerson() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("copier.yml")
    try "license:\n  choices: [MIT, BSD]\nport:\n  type: int\nname:\n  type: str\n"
      .appending("tests:\n  type: bool\n")
      .write(toFile: file, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([file, "-y"])
    #expect(run.status == 65)
    for name in ["license", "port", "name", "tests"] {
      #expect(run.stderr.contains("\(name): required, but no answer was given"), "\(name)")
    }
    let given = try FormlineBinary.run([
      file, "-y", "--set", "license=BSD", "--set", "port=80", "--set", "name=", "--set",
      "tests=no",
    ])
    #expect(given.status == 0, "stderr: \(given.stderr)")
    #expect(
      given.stdout
        == "{\n  \"license\": \"BSD\",\n  \"port\": 80,\n  \"name\": \"\",\n  \"tests\": false\n}\n"
    )
    // Empty lines are Enter at the prompt: the offered empty text and "no".
    let piped = try FormlineBinary.run([file, "--no-review"], input: "BSD\n80\n\n\n")
    #expect(piped.status == 0, "stderr: \(piped.stderr)")
    #expect(piped.stdout == given.stdout)
    let ended = try FormlineBinary.run([file, "--no-review"], input: "BSD\n80\n")
    #expect(ended.status == 65)
    #expect(ended.stderr.contains("name: no answer: standard input ended after line 2"))
    // The form `convert` writes says so, and fills the same.
    let converted = try FormlineBinary.run(["convert", file])
    #expect(converted.stdout.contains("defaultAtPromptOnly: true"), "\(converted.stdout)")
    let form = directory.file("form.yaml")
    try converted.stdout.write(toFile: form, atomically: true, encoding: .utf8)
    let again = try FormlineBinary.run([form, "-y"])
    #expect(again.status == 65)
    #expect(again.stderr.contains("name: required, but no answer was given"))
    let pipedAgain = try FormlineBinary.run([form, "--no-review"], input: "BSD\n80\n\n\n")
    #expect(pipedAgain.stdout == given.stdout, "stderr: \(pipedAgain.stderr)")
  }

  /// copier 9.19.1 refuses a file with a secret question that has no default, even when
  /// `--data` answers it; `_secret_questions` makes a question secret the same way.
  @Test func aSecretQuestionWithoutADefaultIsRefused() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("copier.yml")
    try "_secret_questions: [token]\npassword:\n  type: str\n  secret: true\n"
      .appending("token:\n  type: str\nkept:\n  type: str\n  secret: true\n  default: x\n")
      .write(toFile: file, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(["validate", file])
    #expect(run.status == 65)
    #expect(
      run.stderr.contains(
        "copier.yml:2:1: error: password: copier refuses a secret question without a default"),
      "\(run.stderr)")
    #expect(run.stderr.contains("copier.yml:5:1: error: token: copier refuses a secret question"))
    #expect(!run.stderr.contains("kept"))
  }

  /// copier 9.19.1 refuses `default: null` on a str, int, float or bool question
  /// (InvalidTypeError); a json or yaml question takes null.
  @Test func aNullDefaultOfATypedQuestionNeedsAnAnswer() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("copier.yml")
    try "name:\n  type: str\n  default: null\ncount:\n  type: int\n  default: ~\n"
      .appending("data:\n  type: yaml\n  default: null\n")
      .write(toFile: file, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([file, "-y"])
    #expect(run.status == 65)
    #expect(run.stderr.contains("name: required, but no answer was given"), "\(run.stderr)")
    #expect(run.stderr.contains("count: required, but no answer was given"), "\(run.stderr)")
    let check = try FormlineBinary.run(["validate", file])
    #expect(
      check.stderr.contains(
        "copier.yml:3:12: warning: name: copier refuses a null default for a str question"),
      "\(check.stderr)")
    let given = try FormlineBinary.run([file, "-y", "--set", "name=Ann", "--set", "count=2"])
    #expect(given.status == 0, "stderr: \(given.stderr)")
    #expect(given.stdout == "{\n  \"name\": \"Ann\",\n  \"count\": 2,\n  \"data\": null\n}\n")
  }

  /// A float keeps Python's spelling (`90.0`, as copier records it), and the form `convert`
  /// writes fills the same: the in-process convert fuzzer found `90` against `90.0`.
  @Test func aFloatIsWrittenAsPythonWritesItAndConvertKeepsIt() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("copier.yml")
    try "ratio:\n  type: float\n  default: !!float \"1:30\"\nscale:\n  default: 1.0\n"
      .appending("big:\n  default: 123456789012345678901234567890\n")
      .write(toFile: file, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([file, "-y", "-f", "json"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stdout
        == "{\n  \"ratio\": 90.0,\n  \"scale\": 1.0,\n  \"big\": 123456789012345678901234567890\n}\n"
    )
    let converted = try FormlineBinary.run(["convert", file])
    #expect(converted.status == 0, "stderr: \(converted.stderr)")
    let form = directory.file("form.yaml")
    try converted.stdout.write(toFile: form, atomically: true, encoding: .utf8)
    let again = try FormlineBinary.run([form, "-y", "-f", "json"])
    #expect(again.stdout == run.stdout, "converted:\n\(converted.stdout)")
  }

  /// A name with no value reads as empty text in copier; the form `convert` writes says
  /// `undefined: empty`, so it fills the same (found by the in-process convert fuzzer).
  @Test func aNameWithoutAValueReadsEmptyInTheConvertedFormToo() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("copier.yml")
    try "hidden:\n  type: str\n  default: \"{{ misspelt | upper }}\"\n  when: false\n"
      .appending("package:\n  type: str\n  default: \"{{ hidden | lower }}_pkg\"\n")
      .write(toFile: file, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([file, "-y", "-f", "json"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == "{\n  \"package\": \"_pkg\"\n}\n")
    let converted = try FormlineBinary.run(["convert", file])
    #expect(converted.stdout.hasPrefix("undefined: empty\n"), "\(converted.stdout)")
    let form = directory.file("form.yaml")
    try converted.stdout.write(toFile: form, atomically: true, encoding: .utf8)
    let again = try FormlineBinary.run([form, "-y", "-f", "json"])
    #expect(again.stdout == run.stdout, "stderr: \(again.stderr)")
    // Without it, a native form names the missing answer.
    try converted.stdout.replacingOccurrences(of: "undefined: empty\n", with: "")
      .write(toFile: form, atomically: true, encoding: .utf8)
    let strict = try FormlineBinary.run([form, "-y", "-f", "json"])
    #expect(strict.status == 65)
    #expect(strict.stderr.contains("'hidden' is undefined"), "\(strict.stderr)")
  }
}
