import FormlineTestSupport
import Foundation
import Testing

/// copier's settings that change what the questions compute.
///
/// `_external_data`, several documents and `!include`, an empty file, `help` and
/// `_message_*` templates, and Jinja's lenient undefined. Each expected result is what copier 9.19.1 recorded for the same
/// file (its `--defaults` run with the data file beside the template).
struct CopierSettingsEndToEndTests {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  private func write(_ name: String, _ text: String) throws -> String {
    let path = directory.file(name)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func externalDataIsReadBesideTheFileAndAMissingFileIsEmpty() throws {
    _ = try write("parent.yml", "org: acme\n")
    let file = try write(
      "copier.yml",
      """
      _external_data:
        parent: parent.yml
        gone: missing.yml
      name:
        help: "Name for {{ _external_data.parent.org }}"
        default: "{{ _external_data.parent.org }}-x"
      other:
        default: "{{ _external_data.gone.x | default('none') }}"
      """)
    let run = try FormlineBinary.run([file, "-y"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == "{\n  \"name\": \"acme-x\",\n  \"other\": \"none\"\n}\n")
  }

  @Test func anUndefinedNameIsEmptyTextAsInCopiersJinja() throws {
    let file = try write(
      "copier.yml",
      """
      first:
        default: "a{{ later }}b"
      later: z
      cond:
        type: bool
        default: "{{ nothing == '' }}"
      """)
    let run = try FormlineBinary.run([file, "-y"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == "{\n  \"first\": \"ab\",\n  \"later\": \"z\",\n  \"cond\": true\n}\n")
    let strict = try write(
      "strict.yml",
      """
      _envops: {undefined: jinja2.StrictUndefined}
      first: "a{{ later }}b"
      """)
    let refused = try FormlineBinary.run([strict, "--from", "copier", "-y"])
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("'later' is undefined"))
  }

  @Test func anEmptyQuestionnaireAnswersAnEmptyMapping() throws {
    let file = try write("copier.yml", "# only a comment\n")
    let run = try FormlineBinary.run([file, "-y"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == "{}\n")
  }

  @Test func documentsMergeAndIncludesAreRead() throws {
    _ = try write("more.yml", "c: 3\na: 2\n")
    let file = try write(
      "copier.yml",
      """
      a: 1
      b: x
      ---
      !include more.yml
      ---
      b: y
      _exclude: [z]
      _tasks: [echo hi]
      """)
    let run = try FormlineBinary.run([file, "-y"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == "{\n  \"a\": 2,\n  \"b\": \"y\",\n  \"c\": 3\n}\n")
    #expect(!run.stderr.contains("warning"))
    let validate = try FormlineBinary.run(["validate", file])
    #expect(validate.status == 0)
    #expect(
      validate.stderr.contains(
        "copier.yml:7:1: note: _exclude ignored: it acts on the template's files"))
    #expect(validate.stderr.contains("copier.yml:8:1: note: _tasks ignored"))
  }

  @Test func anIncludeCopierCannotReadIsNamed() throws {
    let glob = try write("copier.yml", "a: 1\n---\n!include 'parts/*.yml'\n")
    let run = try FormlineBinary.run([glob, "-y"])
    #expect(run.status == 65)
    #expect(
      run.stderr.contains(
        "copier.yml:3:1: error: copier feature '!include' with a glob pattern is not supported"))
    let nested = try write("nested.yml", "a: !include more.yml\n")
    let inside = try FormlineBinary.run([nested, "--from", "copier", "-y"])
    #expect(inside.status == 65)
    #expect(inside.stderr.contains("nested.yml:1:4: error: copier feature '!include'"))
  }

  /// PyYAML's safe loader, copier's, refuses a tag naming a Python object on any node.
  @Test func aPythonObjectTagIsRefusedAsCopierRefusesIt() throws {
    for (text, column) in [
      ("a:\n  default: !!python/object/apply:os.system [\"echo hi\"]\n", 12),
      ("a:\n  default: !!python/name:os.system\n", 12),
      ("a:\n  default: !!python/object:os.Thing {x: 1}\n", 12),
      ("a:\n  choices: !!python/tuple [1, 2]\n", 12),
    ] {
      let file = try write("copier.yml", text)
      let run = try FormlineBinary.run([file, "-y"])
      #expect(run.status == 65, "\(text)")
      #expect(run.stderr.contains("copier.yml:2:\(column): error: tag '!!python/"), "\(run.stderr)")
      #expect(run.stderr.contains("is not one copier reads"))
      #expect(run.stdout.isEmpty)
    }
    let plain = try write("copier.yml", "a:\n  default: !!str 5\n")
    let run = try FormlineBinary.run([plain, "-y"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
  }

  /// Explicit tags as PyYAML reads them, and integers past 64 bits with every digit: copier
  /// 9.19.1 recorded '0755', 31, -9223372036854775809, true and null for this file.
  @Test func explicitTagsAndLongIntegersAreReadAsPyYAMLReadsThem() throws {
    let file = try write(
      "copier.yml",
      """
      a:
        type: str
        default: !!str 0755
      b:
        default: !!int "0x1f"
      d:
        default: -9223372036854775809
      e:
        default: !!bool "yes"
      g:
        default: !!null ""
      """)
    let run = try FormlineBinary.run([file, "-y"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stdout
        == "{\n  \"a\": \"0755\",\n  \"b\": 31,\n  \"d\": -9223372036854775809,\n"
        + "  \"e\": true,\n  \"g\": null\n}\n")
  }

  @Test func theFirstErrorNamesTheUnsupportedConstruct() throws {
    let file = try write(
      "copier.yml",
      """
      matrix:
        type: yaml
        default: "{% macro row(v) %}- {{ v }}{% endmacro %}{{ row('3.11') }}"
      """)
    let run = try FormlineBinary.run([file, "-y"])
    #expect(run.status == 65)
    let first = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
    #expect(
      first.contains("copier.yml:3:16: error: matrix: '{% macro %}' is not supported"),
      "stderr: \(run.stderr)")
    #expect(!run.stderr.contains("invalid default"))
  }

  @Test func helpThatIsNotATemplateCopierCanRenderIsShownAsWritten() throws {
    let file = try write(
      "copier.yml",
      """
      name:
        help: "Write {{ }} around a variable"
        default: x
      """)
    let run = try FormlineBinary.run([file, "-y"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == "{\n  \"name\": \"x\"\n}\n")
  }
}

/// copier's messages around the questions, in a pseudo-terminal.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct CopierMessagesEndToEndTests {
  @Test func theMessagesBeforeAndAfterAreShownRenderedWithTheAnswers() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("copier.yml")
    try """
    _message_before_copy: "Welcome to {{ 'the' | upper }} template"
    _message_after_copy: "Now cd {{ name }}"
    name: demo
    """.write(toFile: file, atomically: true, encoding: .utf8)
    let terminal = try PseudoTerminal.formline(
      [file, "--no-review"], in: directory.path, state: directory.file("state"))
    try terminal.expect("Welcome to THE template")
    try terminal.expect("name [demo]: ")
    terminal.send("web" + TerminalKeys.enter)
    try terminal.expect("Now cd web")
    #expect(try terminal.waitForExit() == 0)
  }

  /// Without a person, as copier with --defaults: both messages on standard error, the
  /// result alone on standard output.
  @Test func theMessagesAreWrittenToStandardErrorWithoutAPerson() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("copier.yml")
    try """
    _message_before_copy: "Welcome to {{ 'the' | upper }} template"
    _message_after_copy: "Now cd {{ name }}"
    name: demo
    """.write(toFile: file, atomically: true, encoding: .utf8)
    for (arguments, input) in [(["-y"], ""), ([], "web\n")] {
      let run = try FormlineBinary.run([file, "-f", "json"] + arguments, input: input)
      #expect(run.status == 0, "stderr: \(run.stderr)")
      let name = input.isEmpty ? "demo" : "web"
      #expect(run.stdout == "{\n  \"name\": \"\(name)\"\n}\n")
      let welcome = try #require(run.stderr.range(of: "Welcome to THE template\n"))
      let bye = try #require(run.stderr.range(of: "Now cd \(name)\n"))
      #expect(welcome.upperBound <= bye.lowerBound)
    }
  }
}
