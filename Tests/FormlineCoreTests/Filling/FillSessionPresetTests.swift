import Testing

@testable import FormlineCore

/// Answers known in advance: answers files, `--set`, the environment, defaults, their
/// precedence, and how bad ones are reported (formline(1) NON-INTERACTIVE USE).
struct FillSessionPresetTests {
  static let form = """
    - first
    - second
    - third
    - {key: fourth, default: dd}
    - {key: port, type: integer}
    - key: address
      fields: [city, {key: zip, pattern: '[0-9]{5}'}]
    """

  @Test func precedenceSetOverFilesOverEnvironmentOverDefaults() throws {
    let form = try TestForms.form(Self.form)
    var presets = PresetAnswers()
    presets.mergeEnvironment(
      prefix: "APP",
      environment: ["APP_FIRST": "env", "APP_SECOND": "env", "APP_THIRD": "env", "OTHER": "x"],
      form: form)
    presets.mergeAnswersDocument("first: one\nsecond: one\n", file: "one.yaml", form: form)
    presets.mergeAnswersDocument("first: two\n", file: "two.yaml", form: form)
    presets.mergeSetArguments(["first=set"], form: form)
    #expect(presets.diagnostics.isEmpty)
    var driver = try FillScript(Self.form, presets: presets)
    driver.fill(["", "80", "Paris", ""])
    #expect(driver.asked == ["fourth", "port", "address.city", "address.zip"])
    #expect(
      driver.json
        == #"{"first":"set","second":"one","third":"env","fourth":"dd","port":80,"address":{"city":"Paris","zip":null}}"#
    )
    #expect(presets.origin(of: FieldPath([.key("first")])) == .setOption("first=set"))
    #expect(
      presets.origin(of: FieldPath([.key("second")]))
        == .answersFile(SourceLocation(file: "one.yaml", line: 2, column: 9)))
    #expect(presets.origin(of: FieldPath([.key("third")])) == .environment("APP_THIRD"))
  }

  @Test func environmentNamesAreUpperSnakeCase() {
    let path = FieldPath([.key("address"), .key("postCode")])
    #expect(PresetAnswers.environmentName(prefix: "app", path: path) == "APP_ADDRESS_POST_CODE")
    #expect(PresetAnswers.environmentName(prefix: "", path: path) == "ADDRESS_POST_CODE")
    #expect(
      PresetAnswers.environmentName(prefix: "X", path: FieldPath([.key("tags"), .index(2)]))
        == "X_TAGS_2")
  }

  @Test func environmentFillsSubformFields() throws {
    let form = try TestForms.form(Self.form)
    var presets = PresetAnswers()
    presets.mergeEnvironment(
      prefix: "APP", environment: ["APP_ADDRESS_CITY": "Lyon", "APP_PORT": "8080"], form: form)
    #expect(presets.values[FieldPath([.key("address"), .key("city")])] == .string("Lyon"))
    #expect(presets.values[FieldPath([.key("port")])] == .string("8080"))
  }

  @Test func typedAnswersFileValues() throws {
    let form = try TestForms.form(Self.form)
    var presets = PresetAnswers()
    presets.mergeAnswersDocument(
      """
      first: 1
      second: null
      third: no
      fourth: "four"
      port: "8080"
      address: {city: Nice, zip: "06000"}
      """, file: "answers.yaml", form: form)
    var driver = try FillScript(Self.form, presets: presets)
    driver.fill([])
    #expect(driver.asked == [])
    #expect(driver.problems == [])
    #expect(
      driver.json
        == #"{"first":"1","second":null,"third":"no","fourth":"four","port":8080,"address":{"city":"Nice","zip":"06000"}}"#
    )
  }

  @Test func everyInvalidPresetIsListedWithItsOrigin() throws {
    let form = try TestForms.form(Self.form)
    var presets = PresetAnswers()
    presets.mergeEnvironment(prefix: "APP", environment: ["APP_PORT": "http"], form: form)
    presets.mergeAnswersDocument(
      "address:\n  zip: abc\n", file: "answers.yaml", form: form)
    presets.mergeSetArguments(["port=eighty"], form: form)
    var driver = try FillScript(Self.form, presets: presets)
    driver.fill(["a", "b", "c", "", "Paris"])
    #expect(
      driver.problems == [
        "error: port: 'eighty' is not a whole number\n  note: from --set port=eighty",
        "answers.yaml:2:8: error: address.zip: does not match the pattern [0-9]{5}",
      ])
    #expect(driver.asked == ["first", "second", "third", "fourth", "address.city"])
  }

  @Test func environmentOriginIsNamed() throws {
    let form = try TestForms.form(Self.form)
    var presets = PresetAnswers()
    presets.mergeEnvironment(prefix: "APP", environment: ["APP_PORT": "http"], form: form)
    var driver = try FillScript(Self.form, presets: presets)
    driver.fill(["a", "b", "c", "", "x", "12345"])
    #expect(
      driver.problems == [
        "error: port: 'http' is not a whole number\n  note: from environment variable APP_PORT"
      ])
  }

  @Test func mergeProblemsAreReported() throws {
    let form = try TestForms.form(Self.form)
    var presets = PresetAnswers()
    presets.mergeSetArguments(["noequals", "a..b=1", "nothing=1"], form: form)
    presets.mergeAnswersDocument("first: x\nextra: 1\n", file: "answers.yaml", form: form)
    presets.mergeAnswersDocument("- just\n- a list\n", file: "list.yaml", form: form)
    presets.mergeAnswersDocument("first: [unclosed\n", file: "broken.yaml", form: form)
    #expect(
      presets.diagnostics.map(\.description) == [
        "error: --set noequals: expected PATH=VALUE",
        "error: --set a..b=1: 'a..b' is not a field path",
        "error: nothing: --set nothing=1: the form has no field 'nothing'",
        "answers.yaml:2:1: warning: extra: the form has no field 'extra'; answer ignored",
        "list.yaml:1:1: error: answers must be an object keyed like the result",
        "broken.yaml:2:1: error: syntax error: did not find expected ',' or ']' while parsing a flow sequence",
      ])
  }

  @Test func setIndexesAreBounded() throws {
    let form = try TestForms.form("- {key: tags, template: text}")
    var presets = PresetAnswers()
    presets.mergeSetArguments(
      ["tags[99999999]=x", "tags[0]=a", "tags[2]=c", "tags[1]=b"], form: form)
    #expect(
      presets.diagnostics.map(\.description) == [
        "error: tags[99999999]: --set tags[99999999]=x: item 99999999 is beyond the limit of 9999",
        "error: tags[2]: --set tags[2]=c: tags has 1 item, so the next is tags[1]; items are "
          + "numbered from 0 without gaps",
      ])
    var driver = try FillScript("- {key: tags, template: text}", presets: presets)
    driver.fill([])
    #expect(driver.json == #"{"tags":["a","b"]}"#)
  }

  @Test func textFieldsTakeNumbersFromAnswersAndDefaults() throws {
    let yaml = "- {key: zip, type: text, default: 2134}\n- version"
    let form = try TestForms.form(yaml)
    var presets = PresetAnswers()
    presets.mergeAnswersDocument("version: 1.5\n", file: "a.yaml", form: form)
    var driver = try FillScript(yaml, presets: presets)
    driver.fill([""])
    #expect(driver.json == #"{"zip":"2134","version":"1.5"}"#)
  }

  @Test func interactivePresetsAreNotAskedAgain() throws {
    let form = try TestForms.form(Self.form)
    var presets = PresetAnswers()
    presets.mergeSetArguments(["first=a", "second=b", "third=c", "port=1"], form: form)
    var driver = try FillScript(Self.form, interactive: true, presets: presets)
    driver.fill(["", "Paris", ""])
    #expect(driver.asked == ["fourth", "address.city", "address.zip"])
  }

  @Test func interactiveInvalidPresetIsAskedWithItsProblem() throws {
    let form = try TestForms.form("- {key: port, type: integer}")
    var presets = PresetAnswers()
    presets.mergeSetArguments(["port=80x"], form: form)
    var driver = try FillScript(
      "- {key: port, type: integer}", interactive: true, presets: presets)
    guard case .ask(let step, let prefill, let problem) = driver.session.next() else {
      Issue.record("expected an ask")
      return
    }
    #expect(step.path.description == "port")
    #expect(prefill == "80x")
    #expect(problem == "'80x' is not a whole number")
    #expect(driver.session.problems.isEmpty)
  }

  @Test func askAllOffersKnownAnswersAsEditableValues() throws {
    let yaml = "- name\n- {key: port, type: integer}\n- {key: tint, type: color}"
    let form = try TestForms.form(yaml)
    var presets = PresetAnswers()
    presets.mergeAnswersDocument(
      "name: Ada\nport: 22\ntint: '#aabbcc'\n", file: "old.yaml", form: form)
    var driver = try FillScript(yaml, interactive: true, askAll: true, presets: presets)
    driver.fill(["Ada L", "2222", "#aabbcc"])
    #expect(driver.asked == ["name", "port", "tint"])
    #expect(driver.prefills == ["Ada", "22", "#aabbcc"])
    #expect(driver.json == ##"{"name":"Ada L","port":2222,"tint":"#aabbcc"}"##)
  }

  /// A union field given whole is offered by its variant too; choosing another variant
  /// reports the members given for the first one, rather than dropping them silently.
  @Test func askAllWalksTheVariantOfAKnownUnionField() throws {
    let yaml = """
      - key: source
        type: union
        variants:
          - title: Git
            fields:
              - {key: url, required: true}
              - {key: branch, default: main}
          - title: Local
            fields:
              - {key: path, required: true}
      """
    let form = try TestForms.form(yaml)
    var presets = PresetAnswers()
    presets.mergeAnswersDocument(
      "source: {url: 'https://x', branch: dev}\n", file: "old.yaml", form: form)
    var kept = try FillScript(yaml, interactive: true, askAll: true, presets: presets)
    kept.fill(["Git", "https://x", "feature"])
    #expect(kept.asked == ["(variant).source", "source.url", "source.branch"])
    #expect(kept.prefills == ["Git", "https://x", "dev"])
    #expect(kept.json == #"{"source":{"url":"https://x","branch":"feature"}}"#)
    var switched = try FillScript(yaml, interactive: true, askAll: true, presets: presets)
    switched.fill(["Local", "/src"])
    #expect(switched.json == #"{"source":{"path":"/src"}}"#)
    #expect(
      switched.session.unusedPresetWarnings().map(\.description) == [
        "old.yaml:1:36: warning: source.branch: not part of the value chosen for source; answer not used",
        "old.yaml:1:15: warning: source.url: not part of the value chosen for source; answer not used",
      ])
  }

  /// A union inside a known collection item: its variant is chosen when the items are
  /// taken, and each item is offered once.
  @Test func askAllWalksAUnionInsideKnownItemsOnce() throws {
    let yaml = """
      - key: repos
        template:
          fields:
            - name
            - key: source
              type: union
              variants:
                - {title: Git, fields: [{key: url, required: true}]}
                - {title: Local, fields: [{key: path, required: true}]}
      """
    let form = try TestForms.form(yaml)
    var presets = PresetAnswers()
    presets.mergeAnswersDocument(
      "repos: [{name: a, source: {url: 'https://x'}}]\n", file: "old.yaml", form: form)
    var driver = try FillScript(yaml, interactive: true, askAll: true, presets: presets)
    driver.fill(["a", "Git", "https://y", ""])
    #expect(
      driver.asked == [
        "repos[0].name", "repos[0].(variant).source", "repos[0].source.url", "repos[1].name",
      ])
    #expect(driver.prefills == ["a", "Git", "https://x", nil])
    #expect(driver.json == #"{"repos":[{"name":"a","source":{"url":"https://y"}}]}"#)
  }

  @Test func askAllIsIgnoredWithoutAPerson() throws {
    let yaml = "- name\n- other"
    let form = try TestForms.form(yaml)
    var presets = PresetAnswers()
    presets.mergeSetArguments(["name=Ada"], form: form)
    var driver = try FillScript(yaml, askAll: true, presets: presets)
    driver.fill(["x"])
    #expect(driver.asked == ["other"])
  }

  @Test func choicesFromPresets() throws {
    let yaml = """
      - {key: size, options: [Small, Medium, Large]}
      - {key: tags, type: multipleSelector, options: [a, b, c]}
      - {key: level, type: integer, options: [Low, High]}
      """
    let form = try TestForms.form(yaml)
    var presets = PresetAnswers()
    presets.mergeAnswersDocument("size: Large\ntags: [c, a]\n", file: "a.yaml", form: form)
    presets.mergeSetArguments(["level=high"], form: form)
    var driver = try FillScript(yaml, presets: presets)
    driver.fill([])
    #expect(driver.problems == [])
    // A list given as data keeps its order: it comes back as it was written.
    #expect(driver.json == #"{"size":"Large","tags":["c","a"],"level":1}"#)
  }
}
