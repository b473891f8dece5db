import FormlineTestSupport
import Foundation
import Testing

@testable import FormlineCore

/// Problems in form files: each with its exact `file:line:col`, field path and hints.
struct FormLoaderErrorTests {
  static func fixture(_ name: String) throws -> String {
    try FormLoaderTests.fixture(name)
  }

  @Test func unknownKeysWarnWithTheirPosition() throws {
    let loaded = try TestForms.load(
      """
      - key: name
        colour: red
        titel: Name
      """)
    #expect(
      loaded.warnings.map(\.description) == [
        "form.yaml:2:3: warning: name: unknown key 'colour' ignored",
        "form.yaml:3:3: warning: name: unknown key 'titel' ignored",
      ])
    #expect(loaded.warnings[1].notes == ["did you mean 'title'?"])
  }

  @Test func iOSOnlyKeysLoadWithWarnings() throws {
    let loaded = try TestForms.load(
      """
      - key: terms
        class: TermsViewController
      - key: name
        cell: FXFormCustomCell
        textField.autocapitalizationType: words
      """)
    #expect(loaded.form.fields.map(\.kind) == [.page, .text])
    #expect(
      loaded.warnings.map(\.description) == [
        "form.yaml:4:9: warning: name: cell 'FXFormCustomCell' has no terminal equivalent; ignored",
        "form.yaml:5:3: warning: name: iOS-only key 'textField.autocapitalizationType' ignored",
      ])
  }

  @Test func unknownFormAndSectionKeysWarn() throws {
    let loaded = try TestForms.load(
      """
      titel: Setup
      sections:
        - title: A
          colapsed: true
          fields: [a]
      """)
    #expect(
      loaded.warnings.map(\.description) == [
        "form.yaml:1:1: warning: unknown form key 'titel' ignored",
        "form.yaml:4:5: warning: unknown section key 'colapsed' ignored",
      ])
    #expect(loaded.warnings[0].notes == ["did you mean 'title'?"])
  }

  static let errors: [(name: String, text: String, expected: [String])] = [
    (
      "YAML syntax error",
      "- key: a\n  title: \"unclosed\n",
      [
        "form.yaml:3:1: error: syntax error: found unexpected end of stream while scanning a quoted scalar"
      ]
    ),
    (
      "bad indentation",
      "- key: a\n title: b\n",
      [
        "form.yaml:2:2: error: syntax error: did not find expected '-' indicator while parsing a block collection"
      ]
    ),
    (
      "unknown type",
      "- key: age\n  type: integr\n",
      ["form.yaml:2:9: error: age: unknown type 'integr'"]
    ),
    (
      "duplicate mapping key",
      "- key: a\n  title: A\n  title: B\n",
      ["form.yaml:3:3: error: duplicate key 'title'"]
    ),
    (
      "duplicate mapping key in a CRLF file (placed at the repeat)",
      "- key: a\r\n  title: A\r\n  title: B\r\n",
      ["form.yaml:3:3: error: duplicate key 'title'"]
    ),
    (
      "duplicate field key",
      "- name\n- email\n- name\n",
      ["form.yaml:3:3: error: name: duplicate key 'name'"]
    ),
    (
      "bad condition (quoted)",
      "- a\n- key: b\n  hidden: \"$a == \"\n",
      ["form.yaml:3:18: error: b: in condition '$a == ': expected a value after '=='"]
    ),
    (
      "bad condition in a folded block (placed on its line)",
      "- a\n- key: b\n  when: >-\n    $a == 1 AND\n    $a ==\n",
      ["form.yaml:5:10: error: b: in condition '$a == 1 AND $a ==': expected a value after '=='"]
    ),
    (
      "bad condition after escapes in a JSON string",
      #"[{"key": "a"}, {"key": "b", "when": "$a == \"x\" AND $a =="}]"#,
      [
        #"form.yaml:1:59: error: b: in condition '$a == "x" AND $a ==': expected a value after '=='"#
      ]
    ),
    (
      "template error on the second line of a folded block",
      "- a\n- key: b\n  default: >-\n    {{ a\n    | upper }} and {{ a | nosuch }}\n",
      ["form.yaml:5:27: error: b: filter 'nosuch' is not supported"]
    ),
    (
      "condition naming an unknown field",
      "- a\n- {key: b, when: $nope}\n",
      ["form.yaml:2:18: error: b: condition '$nope' refers to unknown field 'nope'"]
    ),
    (
      "condition naming an unknown field after others (placed at the name)",
      "- a\n- {key: b, when: $a == 1 OR $nope}\n",
      ["form.yaml:2:29: error: b: condition '$a == 1 OR $nope' refers to unknown field 'nope'"]
    ),
    (
      "unknown field in a literal block (placed at the name)",
      "- a\n- key: b\n  when: |\n    $a == 1 AND\n    $zz\n",
      ["form.yaml:5:5: error: b: condition '$a == 1 AND\n$zz\n' refers to unknown field 'zz'"]
    ),
    (
      "matches naming an unknown field",
      "- {key: b, validators: [{matches: nope}]}\n",
      ["form.yaml:1:35: error: b: 'matches' names an unknown field 'nope'"]
    ),
    (
      "empty document",
      "",
      ["form.yaml: error: the form is empty"]
    ),
    (
      "comment only",
      "# nothing here\n",
      ["form.yaml: error: the form is empty"]
    ),
    (
      "scalar document",
      "hello\n",
      [
        "form.yaml:1:1: error: a form is a list of fields or an object with 'fields' or 'sections', not a scalar"
      ]
    ),
    (
      "fields and sections",
      "fields: [a]\nsections: []\n",
      ["form.yaml:1:1: error: a form has 'fields' or 'sections', not both"]
    ),
    (
      "neither fields nor sections",
      "title: T\n",
      ["form.yaml:1:1: error: a form needs 'fields' or 'sections'"]
    ),
    (
      "invalid regex",
      "- {key: z, pattern: '[a-'}\n",
      ["form.yaml:1:21: error: z: invalid regular expression '[a-'"]
    ),
    (
      "empty options",
      "- {key: z, options: []}\n",
      ["form.yaml:1:21: error: z: 'options' is empty"]
    ),
    (
      "invalid default",
      "- {key: port, type: integer, default: eighty}\n",
      ["form.yaml:1:3: error: port: invalid default: 'eighty' is not a whole number"]
    ),
    (
      "default not among options",
      "- {key: size, options: [S, M], default: XL}\n",
      ["form.yaml:1:3: error: size: invalid default: 'XL' is not one of the choices"]
    ),
    (
      "bad boolean",
      "- {key: a, secret: sometimes}\n",
      ["form.yaml:1:20: error: a: expected true or false"]
    ),
    (
      "required that is neither a boolean nor a condition",
      "- {key: a, required: sometimes}\n",
      [
        "form.yaml:1:22: error: a: in condition 'sometimes': unknown keyword 'sometimes'; "
          + "field references start with '$'"
      ]
    ),
    (
      "bad dateOrder",
      "- {key: d, type: date, dateOrder: yyyy}\n",
      ["form.yaml:1:35: error: d: dateOrder must be mdy, dmy or ymd"]
    ),
    (
      "negative length",
      "- {key: s, maxLength: -1}\n",
      ["form.yaml:1:23: error: s: 'maxLength' cannot be negative"]
    ),
    (
      "a field that is a list",
      "- [a, b]\n",
      ["form.yaml:1:3: error: a field is a key or an object, not a list"]
    ),
    (
      "duplicate key in a nested block mapping",
      "- key: a\n  validators:\n    - regex: x\n      message: m\n      regex: y\n",
      ["form.yaml:5:7: error: duplicate key 'regex'"]
    ),
    (
      "duplicate key in multi-line JSON",
      "{\n  \"fields\": [\"a\"],\n  \"fields\": [\"b\"]\n}\n",
      ["form.yaml:3:3: error: duplicate key 'fields'"]
    ),
    (
      "duplicate key in a flow mapping (first occurrence)",
      "- {key: a, key: b}\n- {key: c}\n",
      ["form.yaml:1:4: error: duplicate key 'key'"]
    ),
    // How YAML reports these, whatever reads it: libyaml's errors first, then Yams'
    // duplicate keys, then the tree's own problems.
    (
      "a syntax error after a list nested too deep is the one reported",
      "- key: a\n  default: " + String(repeating: "[", count: 70)
        + String(repeating: "]", count: 70) + "\n- key: [\n",
      [
        "form.yaml:4:1: error: syntax error: did not find expected node content while parsing a flow node"
      ]
    ),
    (
      "a key repeated with a tag that reads as text",
      "- key: a\n  !!str key: b\n",
      ["form.yaml:1:3: error: duplicate key 'key'"]
    ),
    (
      "two keys repeated",
      "- key: a\n  title: x\n  key: b\n  title: y\n",
      ["form.yaml:1:3: error: duplicate key 'key', 'title'"]
    ),
    (
      "a key repeated with another tag",
      "- key: a\n  !!int 1: x\n  1: y\n",
      ["form.yaml:3:3: error: duplicate key '1'"]
    ),
    (
      "the same list twice as a key",
      "- key: a\n  ? [b]\n  : c\n  ? [b]\n  : d\n",
      ["form.yaml:2:5: error: duplicate key '<uncovertable>'"]
    ),
    (
      "an alias to no anchor",
      "- key: *nope\n",
      ["form.yaml:1:8: error: syntax error: found undefined alias"]
    ),
    (
      "a second document",
      "- key: a\n---\n- key: b\n",
      [
        "form.yaml:2:1: error: syntax error: but found another document expected a single document in the stream"
      ]
    ),
    (
      "self-referencing conditions",
      "- {key: a, hidden: $b}\n- {key: b, hidden: $a}\n",
      ["form.yaml:1:3: error: a: condition depends on itself: a → b → a"]
    ),
    (
      // Its section's condition decides whether the field is shown: once true, hidden, it
      // would read as unanswered and show the section again (a fill never ended).
      "a section hidden by one of its own fields",
      "sections:\n  - when: \"$b != true\"\n    fields:\n      - {key: b, type: boolean}\n",
      ["form.yaml:4:9: error: b: condition depends on itself: b → b"]
    ),
    (
      "a section and a field hiding each other",
      "sections:\n  - when: \"$b != true\"\n    fields:\n      - {key: a, type: boolean}\n"
        + "  - fields:\n      - {key: b, type: boolean, hidden: \"$a\"}\n",
      ["form.yaml:4:9: error: a: condition depends on itself: a → b → a"]
    ),
    (
      "a subform shown by one of its own fields",
      "- key: s\n  when: \"$s.x == true\"\n  fields: [{key: x, type: boolean}]\n",
      ["form.yaml:1:3: error: s: condition depends on itself: s → s.x → s"]
    ),
  ]

  @Test(arguments: errors)
  func errorsWithPositions(name: String, text: String, expected: [String]) {
    #expect(TestForms.problems(text) == expected, "\(name)")
  }

  @Test func aCycleThroughASectionsConditionSaysSo() throws {
    let section = diagnostics(
      of: "sections:\n  - when: \"$b != true\"\n    fields:\n      - {key: b, type: boolean}\n")
    #expect(section.first?.notes.first?.hasPrefix("a field is shown only when its section") == true)
    let own = diagnostics(of: "- {key: a, hidden: $b}\n- {key: b, hidden: $a}\n")
    #expect(own.first?.message.hasPrefix("condition depends on itself") == true)
    #expect(own.first?.notes == [])
  }

  @Test func aSectionMayReadTheFieldsOfOthers() throws {
    let text =
      "sections:\n  - fields:\n      - {key: a, type: boolean}\n  - when: \"$a\"\n    fields:\n"
      + "      - {key: b, hidden: \"$c\"}\n      - c\n"
    #expect(throws: Never.self) { try TestForms.form(text) }
  }

  @Test func unknownTypeSuggestsTheClosestName() throws {
    let diagnostics = diagnostics(of: "- key: age\n  type: integr\n")
    #expect(diagnostics.first?.notes == ["did you mean 'integer'?"])
    #expect(diagnostics.first?.path?.description == "age")
  }

  @Test func conditionErrorPointsInsideTheCondition() throws {
    let plain = diagnostics(of: "- a\n- {key: b, hidden: $a ==== 1}\n")
    let quoted = diagnostics(of: "- a\n- {key: b, hidden: '$a ==== 1'}\n")
    // The same problem, one column further right when the scalar is quoted.
    let plainColumn = try #require(plain.first?.location?.column)
    #expect(quoted.first?.location?.column == plainColumn + 1)
    #expect(plain.first?.location?.line == 2)
    #expect(plainColumn > 20)
  }

  @Test func includeCycleIsAnError() throws {
    let path = try Self.fixture("includes/a.yaml")
    let diagnostics = loadFailure(path: path)
    #expect(diagnostics.map(\.message) == ["include cycle: a.yaml → b.yaml → a.yaml"])
    let location = try #require(diagnostics.first?.location)
    #expect(location.file.hasSuffix("Fixtures/includes/b.yaml"))
    #expect(location.line == 3)
    #expect(location.column == 9)
    #expect(diagnostics.first?.path?.description == "b.back")
  }

  @Test func missingIncludeIsAnError() throws {
    let path = try Self.fixture("includes/missing.yaml")
    let diagnostics = loadFailure(path: path)
    #expect(diagnostics.map(\.message) == ["cannot include 'nowhere.yaml': no such file"])
    #expect(diagnostics.first?.location == SourceLocation(file: path, line: 3, column: 9))
    #expect(diagnostics.first?.path?.description == "address")
  }

  @Test func missingFormFileIsUnreadable() {
    do {
      _ = try FormLoader(surroundings: .testing()).load(path: "/nonexistent/form.yaml")
      Issue.record("loaded a missing file")
    } catch {
      guard case .unreadable(let diagnostic) = error else {
        Issue.record("expected unreadable, got \(error)")
        return
      }
      #expect(diagnostic.description == "/nonexistent/form.yaml: error: no such file")
    }
  }

  @Test func fileSizeLimit() throws {
    let path = try Self.fixture("includes/address.yaml")
    let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    let diagnostics = loadFailure(path: path, limits: LoadLimits(maximumFileSize: 10))
    #expect(diagnostics.map(\.message) == ["file is \(size) bytes; the limit is 10 bytes"])
  }

  @Test func subformNestingLimit() {
    let text = """
      - key: a
        fields:
          - key: b
            fields:
              - key: c
                fields: [d]
      """
    let diagnostics = diagnostics(of: text, limits: LoadLimits(maximumNesting: 2))
    #expect(
      diagnostics.map(\.description) == [
        "form.yaml:5:11: error: a.b.c: subforms nested deeper than 2 levels"
      ])
  }

  @Test func documentDepthLimit() {
    let text = String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
    let diagnostics = diagnostics(of: text)
    #expect(
      diagnostics.map(\.description) == [
        "form.yaml:1:65: error: document nested deeper than 64 levels"
      ])
  }

  @Test func aliasExpansionLimit() {
    var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for level in 1...8 {
      let refs = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
      lines.append("a\(level): &a\(level) [\(refs)]")
    }
    let diagnostics = diagnostics(of: lines.joined(separator: "\n"))
    #expect(
      diagnostics.map(\.message) == [
        "document's aliases repeat more than 1000000 values (lists, mappings, keys and "
          + "values, counted at each use)"
      ])
  }

  /// Values written out are not capped by the alias budget: a list of 1,000,000 names is
  /// 1,000,001 values, and the field limit is the one that speaks, counting fields.
  @Test func valuesWrittenOutAreBoundOnlyByTheFieldLimit() {
    let names = (0..<1_000_000).map { "f\($0)" }.joined(separator: ", ")
    #expect(
      diagnostics(of: "[" + names + "]", limits: LoadLimits(maximumFieldCount: 999_999))
        .map(\.message) == ["more than 999999 fields"])
  }

  @Test func fieldCountLimit() {
    let diagnostics = diagnostics(of: "[a, b, c, d]", limits: LoadLimits(maximumFieldCount: 2))
    #expect(diagnostics.map(\.description) == ["form.yaml:1:8: error: more than 2 fields"])
  }

  @Test func everyProblemIsCollected() {
    let problems = TestForms.problems(
      """
      - {key: a, type: strng}
      - {key: b, type: integer, default: x}
      - {key: c, hidden: "$zz"}
      """)
    #expect(problems.count == 3)
  }

  private func diagnostics(of text: String, limits: LoadLimits = LoadLimits()) -> [Diagnostic] {
    do {
      _ = try FormLoader(limits: limits, surroundings: .testing()).load(
        text: text, file: "form.yaml")
      Issue.record("the form loaded")
      return []
    } catch {
      guard case .invalid(let diagnostics) = error else { return [] }
      return diagnostics.filter { $0.severity == .error }
    }
  }

  private func loadFailure(path: String, limits: LoadLimits = LoadLimits()) -> [Diagnostic] {
    do {
      _ = try FormLoader(limits: limits, surroundings: .testing()).load(path: path)
      Issue.record("the form loaded")
      return []
    } catch {
      switch error {
      case .invalid(let diagnostics): return diagnostics.filter { $0.severity == .error }
      case .unreadable(let diagnostic): return [diagnostic]
      }
    }
  }
}
