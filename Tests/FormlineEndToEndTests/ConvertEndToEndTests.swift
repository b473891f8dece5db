import FormlineTestSupport
import Foundation
import Testing

/// `formline convert` writes each questionnaire as a native form that fills to the same
/// result as the questionnaire itself, or refuses by name what the native format cannot say.
struct ConvertEndToEndTests {
  /// The questionnaires whose every construct has a native spelling.
  static func convertible() -> [String] {
    ImporterEndToEndTests.questionnaires().filter {
      !["copier/choices", "copier/envops"].contains($0)
    }
  }

  @Test(arguments: convertible())
  func theConvertedFormFillsAsTheQuestionnaire(name: String) throws {
    let questionnaire = try ImporterEndToEndTests.Questionnaire(name)
    let convert = try FormlineBinary.run(["convert", questionnaire.file])
    #expect(convert.status == 0, "stderr: \(convert.stderr)")
    let directory = try TemporaryDirectory()
    let native = directory.file("form.yaml")
    try convert.stdout.write(toFile: native, atomically: true, encoding: .utf8)
    var runs: [(String, [String: Any])] = [("defaults", questionnaire.base)]
    for (runName, values) in questionnaire.overrides {
      var merged = questionnaire.base
      merged.merge(values) { _, new in new }
      runs.append((runName, merged))
    }
    for (runName, values) in runs {
      let run = try FormlineBinary.run(
        [native, "-y", "--now", ImporterEndToEndTests.now]
          + ImporterEndToEndTests.Questionnaire.setArguments(values))
      #expect(run.status == 0, "\(name) \(runName): \(run.stderr)")
      try ImporterEndToEndTests.expectSameResult(
        run.stdout, questionnaire.expected(runName), "\(name) converted, \(runName)")
    }
  }

  @Test func whatTheNativeFormatCannotSayIsRefusedByName() throws {
    let folder = ImporterEndToEndTests.folder
    let choices = try FormlineBinary.run([
      "convert", folder.appendingPathComponent("copier/choices/copier.yml").path,
    ])
    #expect(choices.status == 65)
    #expect(choices.stdout.isEmpty)
    #expect(
      choices.stderr.contains(
        "copier.yml:11:1: error: iac: choices rendered from a template cannot be written"))
    let envops = try FormlineBinary.run([
      "convert", folder.appendingPathComponent("copier/envops/copier.yml").path,
    ])
    #expect(envops.status == 65)
    #expect(envops.stderr.contains("repo: templates with custom delimiters (_envops)"))
  }

  /// A schema's optional parts, maps and unanchored patterns have no writer yet: refused
  /// whole rather than converted into a form that accepts other answers.
  @Test func aJSONSchemaIsRefused() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("schema.json")
    try #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "properties": {"name": {"type": "string", "pattern": "a"}}}
    """#.write(toFile: file, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(["convert", file])
    #expect(run.status == 65)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("JSON Schema forms cannot be written as a formline form"))
  }

  /// A native form with subforms and collections is printed as it is, comments and all.
  @Test func theContactsExampleIsAlreadyAFormlineForm() throws {
    let example = Fixture.packageRoot.appendingPathComponent("Examples/contacts.yaml").path
    let convert = try FormlineBinary.run(["convert", example])
    #expect(convert.status == 0, "stderr: \(convert.stderr)")
    #expect(convert.stdout == (try String(contentsOfFile: example, encoding: .utf8)))
    #expect(
      convert.stderr.contains("contacts.yaml is already a formline form; printed as it is"),
      "\(convert.stderr)")
  }

  /// A native form in JSON, from a file or from standard input, is printed as it is too.
  @Test func aJSONNativeFormFromAFileOrStandardInputIsPrintedAsItIs() throws {
    let example = Fixture.packageRoot.appendingPathComponent("Examples/signup.json").path
    let text = try String(contentsOfFile: example, encoding: .utf8)
    let fromFile = try FormlineBinary.run(["convert", example])
    #expect(fromFile.status == 0, "stderr: \(fromFile.stderr)")
    #expect(fromFile.stdout == text)
    let piped = try FormlineBinary.run(["convert", "-"], input: text)
    #expect(piped.status == 0, "stderr: \(piped.stderr)")
    #expect(piped.stdout == text)
    #expect(
      piped.stderr.contains("standard input is already a formline form; printed as it is"),
      "\(piped.stderr)")
  }

  @Test func aNativeFormConvertsToItself() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("form.yaml")
    let form = """
      fields:
      - key: name
        type: text
        title: Name
        default: Ada
      - key: slug
        type: text
        title: Slug
        default: '{{ name | lower }}'
        validator: '{% if not slug %}A slug is needed{% endif %}'
      - key: extra
        type: text
        title: Extra
        syntax: yaml
        when: '{{ name != ''x'' }}'
      - key: stamp
        type: text
        title: Stamp
        default: '{{ name }}!'
        computed: true

      """
    try form.write(toFile: file, atomically: true, encoding: .utf8)
    let convert = try FormlineBinary.run(["convert", file])
    #expect(convert.status == 0, "stderr: \(convert.stderr)")
    #expect(convert.stdout == form)
    let fill = try FormlineBinary.run([file, "-y", "--set", "extra=[1, two]"])
    #expect(fill.status == 0, "stderr: \(fill.stderr)")
    #expect(
      fill.stdout
        == "{\n  \"name\": \"Ada\",\n  \"slug\": \"ada\",\n  \"extra\": [\n    1,\n    \"two\"\n  ],\n  \"stamp\": \"Ada!\"\n}\n"
    )
    // A blank line is an empty slug (an empty line would take the derived default).
    let refused = try FormlineBinary.run([file], input: "Ada\n \n\n")
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("slug: A slug is needed"))
  }

  /// A template default is a default: a primitive's seed stands in only for none.
  ///
  /// Found by FuzzConvert: a copier `float` question with choices and a template default
  /// converted to a form that did not load, because a native `float` was given FXForms'
  /// seed of 0 beside its template default, and 0 is not one of the choices.
  @Test func aTemplateDefaultTakesThePlaceOfAPrimitivesSeed() throws {
    let (directory, copier) = try questionnaire(
      """
      ratio:
        type: float
        choices: [1.5, 2.5]
        default: "{{ 2 + 0.5 }}"
      hidden:
        type: float
        choices: ["3.str"]
        default: "{{ nothing | upper }}"
        when: false

      """)
    let fills = try fillConvertedAndOriginal(copier, in: directory)
    let validate = try FormlineBinary.run(["validate", fills.native])
    #expect(validate.status == 0, "stderr: \(validate.stderr)")
    #expect(fills.original.stdout.contains("\"ratio\": 2.5"))
  }

  /// Found by FuzzConvert: a copier choice whose value is null (`pylint:` with nothing after
  /// it), named by the default, gives null; the converted native form refused the same
  /// default, because a native default made the field never empty even when it names null.
  @Test func aDefaultNamingANullChoiceGivesNullInTheConvertedFormToo() throws {
    let (directory, copier) = try questionnaire(
      """
      linter:
        type: str
        default: pylint
        choices:
          pylint:
          black: black
      custom:
        type: bool
        default: customized
        choices:
          customized:
          simple: false

      """)
    let fills = try fillConvertedAndOriginal(copier, in: directory)
    #expect(fills.original.stdout.contains("\"linter\": null"))
    #expect(fills.original.stdout.contains("\"custom\": null"))
  }

  /// A default that reads every answer sees only the answers before it.
  ///
  /// Found by FuzzConvert: a default that reads every answer (`{{ cookiecutter }}`) was
  /// rendered again after each later answer, with its own answer inside, so it nested
  /// itself once per later question; copier's rendered it once, when its question came,
  /// and the converted form filled differently. As in cookiecutter, it is the answers to
  /// the questions before it.
  @Test(arguments: ["cookiecutter.json", "copier.yml"])
  func aDefaultReadingEveryAnswerSeesOnlyTheEarlierOnes(_ name: String) throws {
    let directory = try TemporaryDirectory()
    let questionnaire = directory.file(name)
    let copierText = """
      first: one
      everything: "{{ cookiecutter }}"
      later: two
      last: three

      """
    let cookiecutterText = """
      {"first": "one", "everything": "{{ cookiecutter }}", "later": "two", "last": "three"}

      """
    let text = name == "copier.yml" ? copierText : cookiecutterText
    try text.write(toFile: questionnaire, atomically: true, encoding: .utf8)
    let fills = try fillConvertedAndOriginal(questionnaire, in: directory)
    #expect(
      fills.original.stdout.contains(#""everything": "{'first': 'one'}""#),
      "\(fills.original.stdout)")
  }

  /// A default that renders nothing, for a YAML question, gives null in both forms.
  ///
  /// Found by FuzzConvert (with custom delimiters, then): the converted form's default `''`
  /// reads as null, and the native form refused it ("has a default () and is never
  /// empty"), where copier's gave null.
  @Test func aDefaultThatReadsAsNullGivesNullInTheConvertedFormToo() throws {
    let (directory, copier) = try questionnaire(
      """
      nothing:
        type: yaml
        default: "{# nothing yet #}"

      """)
    let fills = try fillConvertedAndOriginal(copier, in: directory)
    #expect(fills.original.stdout.contains("\"nothing\": null"), "\(fills.original.stdout)")
    #expect(fills.convert.stdout.contains("default: ''"))
  }

  /// A whole float JSON cannot spell (`81.`) inside a YAML answer stays a float: it was
  /// written as `81` by the fill and as `81.0` by the converted form (FuzzConvert).
  @Test func aWholeFloatInAYAMLAnswerStaysAFloat() throws {
    let (directory, copier) = try questionnaire(
      """
      ports:
        type: yaml
        default: "[81., 2]"

      """)
    let fills = try fillConvertedAndOriginal(copier, in: directory)
    #expect(fills.original.stdout.contains("81.0"), "\(fills.original.stdout)")
  }

  /// An empty start delimiter in `_envops` makes Jinja read every text as a tag, plain text
  /// too ("Encountered unknown tag"): copier cannot render such a questionnaire, and
  /// formline refuses it by name. (FuzzConvert found five ways in which formline's own
  /// reading of one, every text a template without tags, differed once converted.)
  @Test(arguments: ["variable_start_string", "block_start_string", "comment_start_string"])
  func anEmptyStartDelimiterIsRefusedAsJinjaRefusesIt(key: String) throws {
    let directory = try TemporaryDirectory()
    let copier = directory.file("copier.yml")
    try "_envops:\n  \(key): \"\"\nk: \"a\\n\"\n".write(
      toFile: copier, atomically: true, encoding: .utf8)
    for arguments in [[copier, "-y"], ["convert", copier], ["validate", copier]] {
      let run = try FormlineBinary.run(arguments)
      #expect(run.status == 65, "\(arguments)")
      #expect(
        run.stderr.contains(
          "copier.yml:2:\(key.count + 5): error: _envops: \(key) is empty: Jinja would read every "
            + "text as the start of a tag"), "\(run.stderr)")
    }
  }

  /// A copier validator without tags is the message for every answer.
  ///
  /// copier renders it so; formline dropped it, or (under an empty delimiter, since
  /// refused) converted it to a native validator without tags, which does not load
  /// (FuzzConvert). Both now refuse
  /// every answer with it, and the converted form writes it inside `{% raw %}`.
  @Test(arguments: ConvertEndToEndTests.delimiterSettings)
  func aValidatorWithoutTagsRefusesEveryAnswer(envops: String) throws {
    let (directory, copier) = try questionnaire(
      envops + """
        name:
          type: str
          default: Ada
          validator: "never good %} here"

        """)
    let convert = try FormlineBinary.run(["convert", copier])
    #expect(convert.status == 0, "stderr: \(convert.stderr)")
    #expect(convert.stdout.contains("validator: '{% raw %}never good %} here{% endraw %}'"))
    let native = directory.file("form.yaml")
    try convert.stdout.write(toFile: native, atomically: true, encoding: .utf8)
    for form in [copier, native] {
      for arguments in [["-y"], ["-y", "--set", "name=Grace"]] {
        let run = try FormlineBinary.run([form] + arguments)
        #expect(run.status == 65, "\(form) \(arguments): \(run.stdout)")
        #expect(run.stderr.contains("error: name: never good %} here"), "\(run.stderr)")
      }
    }
  }

  /// A validator that renders only blanks refuses nothing; converted, it is left out.
  ///
  /// Found by FuzzConvert: once a validator without tags was kept, an empty one (`>-` with
  /// nothing under it) was written as `validator: ''`, which formline refuses to load.
  @Test(arguments: ConvertEndToEndTests.delimiterSettings)
  func aBlankValidatorRefusesNothing(envops: String) throws {
    let (directory, copier) = try questionnaire(
      envops + """
        name:
          type: str
          default: Ada
          validator: >-

        other:
          type: str
          default: x
          validator: "  "

        """)
    let fills = try fillConvertedAndOriginal(copier, in: directory)
    #expect(fills.original.stdout.contains(#""name": "Ada""#), "\(fills.original.stdout)")
    #expect(!fills.convert.stdout.contains("validator"), "\(fills.convert.stdout)")
  }

  /// A default or condition without tags (only a comment beside its text) is still a
  /// template when converted, worked out when the fill reaches it.
  ///
  /// Found by FuzzConvert (with custom delimiters, then): written as plain text, a default
  /// that is none of its choices was refused when the converted form loaded, where
  /// copier's form refused it at the fill; and a condition would be read as an expression.
  @Test func aDefaultOrConditionWithoutTagsStaysATemplate() throws {
    let directory = try TemporaryDirectory()
    let copier = directory.file("copier.yml")
    func questions(_ ports: String) -> String {
      """
      port: 4000
      ports:
        type: yaml
        default: "{# a list #}\(ports)"
        choices:
          web: "[80, 443]"
          ssh: "[22]"
      hidden:
        type: str
        default: x
        when: "{# never #}false"

      """
    }
    try questions("[80, 443]").write(toFile: copier, atomically: true, encoding: .utf8)
    let fills = try fillConvertedAndOriginal(copier, in: directory)
    #expect(fills.convert.stdout.contains("default: '{% raw %}[80, 443]{% endraw %}'"))
    #expect(fills.convert.stdout.contains("when: '{% raw %}false{% endraw %}'"))
    #expect(!fills.original.stdout.contains("hidden"), "\(fills.original.stdout)")
    try questions("[80, 44.3]").write(toFile: copier, atomically: true, encoding: .utf8)
    let convert = try FormlineBinary.run(["convert", copier])
    #expect(convert.status == 0, "stderr: \(convert.stderr)")
    let native = directory.file("form.yaml")
    try convert.stdout.write(toFile: native, atomically: true, encoding: .utf8)
    let original = try FormlineBinary.run([copier, "-y"])
    let converted = try FormlineBinary.run([native, "-y"])
    #expect(original.status == 65)
    #expect(converted.status == 65)
    #expect(original.stderr.contains("error: ports: '[80, 44.3]' is not one of the choices"))
    #expect(converted.stderr == original.stderr)
  }

  /// No `_envops`, and copier's custom delimiters `[[ ]]`: text without tags reads alike.
  static let delimiterSettings = [
    "", "_envops:\n  variable_start_string: \"[[\"\n  variable_end_string: \"]]\"\n",
  ]

  /// Fills a questionnaire with `-y`, converts it, fills the converted form the same way and
  /// expects both fills to succeed with the same JSON: the check every FuzzConvert finding
  /// is kept as.
  private func fillConvertedAndOriginal(_ questionnaire: String, in directory: TemporaryDirectory)
    throws -> (original: FormlineBinary.Run, convert: FormlineBinary.Run, native: String)
  {
    let original = try FormlineBinary.run([questionnaire, "-y", "-f", "json"])
    #expect(original.status == 0, "stderr: \(original.stderr)")
    let convert = try FormlineBinary.run(["convert", questionnaire])
    #expect(convert.status == 0, "stderr: \(convert.stderr)")
    let native = directory.file("form.yaml")
    try convert.stdout.write(toFile: native, atomically: true, encoding: .utf8)
    let converted = try FormlineBinary.run([native, "-y", "-f", "json"])
    #expect(converted.status == 0, "stderr: \(converted.stderr)")
    #expect(converted.stdout == original.stdout, "converted form:\n\(convert.stdout)")
    return (original, convert, native)
  }

  /// A copier.yml of `text` in a new directory.
  private func questionnaire(_ text: String) throws -> (TemporaryDirectory, String) {
    let directory = try TemporaryDirectory()
    let copier = directory.file("copier.yml")
    try text.write(toFile: copier, atomically: true, encoding: .utf8)
    return (directory, copier)
  }
}
