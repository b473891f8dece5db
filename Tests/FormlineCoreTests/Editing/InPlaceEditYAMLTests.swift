import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

/// Edits of YAML text: each test gives a file, the values it should hold, and the exact
/// text expected, so any byte changed beyond the value is a failure.
struct InPlaceEditYAMLTests {
  static func edit(
    _ text: String, _ change: (inout AnswerValue) -> Void, dialect: AnswersDialect = .yaml,
    removable: @escaping (FieldPath) -> Bool = { _ in true }
  ) throws -> String {
    var value = try AnswersDocument.value(text, file: "f", dialect: dialect)
    change(&value)
    return try InPlaceEdit(
      text: text, file: "f", dialect: dialect, result: value, removable: removable
    ).edited
  }

  static let sample = """
    # Settings for the build.
    version: 2   # the schema version

    build:
      os: "ubuntu-22.04"
      tools:
        python: '3.11'
    formats: &formats
      - pdf
      - epub
    again: *formats
    python:
      install:
        # the docs' own requirements
        - requirements: docs/requirements.txt
        - method: pip
          path: .
    """

  @Test func aChangedPlainScalarReplacesOnlyItsText() throws {
    let edited = try Self.edit(Self.sample) { $0.set(.integer(3), at: "version") }
    #expect(edited == Self.sample.replacingOccurrences(of: "version: 2 ", with: "version: 3 "))
  }

  @Test func aQuotedScalarKeepsItsQuotes() throws {
    let edited = try Self.edit(Self.sample) {
      $0.set(.string("ubuntu-24.04"), at: "build.os")
      $0.set(.string("3.12"), at: "build.tools.python")
    }
    #expect(
      edited
        == Self.sample.replacingOccurrences(of: "\"ubuntu-22.04\"", with: "\"ubuntu-24.04\"")
        .replacingOccurrences(of: "'3.11'", with: "'3.12'"))
  }

  @Test func anAddedPropertyGoesAtTheEndOfItsMappingWithItsIndentation() throws {
    let edited = try Self.edit(Self.sample) { $0.set(.string("latest"), at: "build.tools.nodejs") }
    #expect(
      edited
        == Self.sample.replacingOccurrences(
          of: "    python: '3.11'\n", with: "    python: '3.11'\n    nodejs: latest\n"))
  }

  @Test func aRemovedPropertyTakesItsCommentLines() throws {
    let text = "a: 1\n# about b\n# more\nb: 2\n\nc: 3\n"
    let edited = try Self.edit(text) { $0.remove(at: "b") }
    #expect(edited == "a: 1\n\nc: 3\n")
  }

  @Test func listItemsAreAddedAndRemovedByTheirLines() throws {
    let text = "tags:\n  - a  # first\n  - b\nother: x\n"
    #expect(
      try Self.edit(text) {
        $0.set(.array([.string("a"), .string("b"), .string("c")]), at: "tags")
      }
        == "tags:\n  - a  # first\n  - b\n  - c\nother: x\n")
    #expect(
      try Self.edit(text) { $0.set(.array([.string("b")]), at: "tags") }
        == "tags:\n  - b\nother: x\n")
  }

  /// `- name: a` losing `name`: the next key moves up onto the dash line.
  @Test func aKeyOnADashLineGivesItsPlaceToTheNextKey() throws {
    let text = "steps:\n  - name: build  # first\n    run: make\n    shell: bash\n  - run: test\n"
    #expect(
      try Self.edit(text) { $0.remove(at: "steps[0].name") }
        == "steps:\n  - run: make\n    shell: bash\n  - run: test\n")
    #expect(
      try Self.edit(text) {
        $0.remove(at: "steps[0].name")
        $0.remove(at: "steps[0].run")
      } == "steps:\n  - shell: bash\n  - run: test\n")
  }

  /// Comment lines above the key that moves up stay directly above it.
  ///
  /// The first moves onto the dash line. The removed key's own comment goes with it.
  @Test func aKeyOnADashLineWithCommentsAroundItGivesItsPlaceToTheNextKey() throws {
    let commented =
      "steps:\n  # the build\n  - name: build  # its name\n    # how\n    # and why\n"
      + "    run: make\n  - run: test\n"
    #expect(
      try Self.edit(commented) { $0.remove(at: "steps[0].name") }
        == "steps:\n  # the build\n  - # how\n    # and why\n    run: make\n  - run: test\n")
    let spaced = "s:\n- name: build\n\n  # how\n  run: make\n"
    #expect(try Self.edit(spaced) { $0.remove(at: "s[0].name") } == "s:\n- # how\n  run: make\n")
  }

  @Test func aChangeUnderAnAnchorThatAnAliasRepeatsIsRefused() throws {
    // Changing the anchored list would change `again` too, which should stay as it is.
    #expect(throws: Diagnostic.self) {
      try Self.edit(Self.sample) {
        $0.set(.array([.string("pdf")]), at: "formats")
      }
    }
  }

  @Test func nothingChangedLeavesTheTextAsItIs() throws {
    for text in ["\u{FEFF}a: 1\r\n# end\r\n", "---\r\na: 1\r\n# end\r\n...\r\n"] {
      #expect(try Self.edit(text) { _ in } == text)
      #expect(
        try Self.edit(text) { $0.set(.integer(2), at: "a") }
          == text.replacingOccurrences(of: "a: 1", with: "a: 2"))
      #expect(
        try Self.edit(text) { $0.set(.integer(2), at: "b") }
          == text.replacingOccurrences(of: "a: 1\r\n", with: "a: 1\r\nb: 2\r\n"))
    }
  }
}

/// A field cleared to "no answer" in an in-place edit loses its property (and the comment
/// lines above it); a null the schema allows stays a null.
struct InPlaceEditClearedFieldTests {
  static let text = "# people\n\n# the given name\nname: Ada  # first\ncity: Paris\n"

  static func edit(_ text: String, dialect: AnswersDialect = .yaml, nullIsUnanswered: Bool)
    throws -> String
  {
    var value = try AnswersDocument.value(text, file: "f", dialect: dialect)
    value.set(.null, at: "name")
    return try InPlaceEdit(
      text: text, file: "f", dialect: dialect, result: value, removable: { _ in true },
      nullIsUnanswered: { _ in nullIsUnanswered }
    ).edited
  }

  @Test func aClearedAnswerRemovesItsProperty() throws {
    #expect(try Self.edit(Self.text, nullIsUnanswered: true) == "# people\n\ncity: Paris\n")
    let json = "{\n  \"name\": \"Ada\",\n  \"city\": \"Paris\"\n}\n"
    #expect(
      try Self.edit(json, dialect: .json, nullIsUnanswered: true)
        == "{\n  \"city\": \"Paris\"\n}\n")
  }

  @Test func aNullTheSchemaAllowsIsWritten() throws {
    #expect(
      try Self.edit(Self.text, nullIsUnanswered: false)
        == "# people\n\n# the given name\nname: null  # first\ncity: Paris\n")
  }

  @Test func aNullTheFileAlreadyHoldsStays() throws {
    let text = "name: ~\ncity: Paris\n"
    #expect(try Self.edit(text, nullIsUnanswered: true) == text)
  }
}

/// A block scalar (`|`, `>`) that changes stays a block scalar at its own indentation.
struct InPlaceEditYAMLBlockScalarTests {
  static func edit(_ text: String, _ value: String, at path: String = "script") throws -> String {
    try InPlaceEditYAMLTests.edit(text) { $0.set(.string(value), at: path) }
  }

  @Test func aChangedLiteralBlockKeepsItsHeaderCommentAndIndentation() throws {
    let text = "script: |  # run on start\n    echo one\n    echo two\n\nnext: 1\n"
    #expect(
      try Self.edit(text, "echo one\necho three\n")
        == "script: |  # run on start\n    echo one\n    echo three\n\nnext: 1\n")
  }

  @Test func theChompingFollowsTheNewText() throws {
    let text = "script: |\n  a\n  b\nnext: 1\n"
    #expect(try Self.edit(text, "a\nb") == "script: |-\n  a\n  b\nnext: 1\n")
    #expect(try Self.edit(text, "a\nb\n\n") == "script: |+\n  a\n  b\n\nnext: 1\n")
    #expect(try Self.edit(text, "one line") == "script: |-\n  one line\nnext: 1\n")
  }

  @Test func aFoldedBlockStaysFolded() throws {
    let text = "about: >\n  some words\n  folded\nnext: 1\n"
    #expect(
      try Self.edit(text, "new words", at: "about")
        == "about: >-\n  new words\nnext: 1\n")
    // No wider than the widest old line.
    #expect(
      try Self.edit(text, "some other words", at: "about")
        == "about: >-\n  some other\n  words\nnext: 1\n")
    // A line break is a blank line in a folded block.
    #expect(
      try Self.edit(text, "two\nlines\n", at: "about")
        == "about: >\n  two\n\n  lines\nnext: 1\n")
    #expect(
      try Self.edit(text, "one\n\nthree\n\n", at: "about")
        == "about: >+\n  one\n\n\n  three\n\nnext: 1\n")
    // A line starting with a space folds by other rules: such text becomes a literal block.
    #expect(
      try Self.edit(text, "one\n  indented\n", at: "about")
        == "about: |\n  one\n    indented\nnext: 1\n")
  }

  /// A changed word rewrites only the line that holds it: the old lines are kept where
  /// the text still has them, the rest wrapped no wider than the widest old line.
  @Test func aFoldedBlockKeepsItsLinesWhereTheTextHasThem() throws {
    let text =
      "about: >  # the summary\n  The quick brown fox\n  jumps over the lazy\n  dog.\n\n"
      + "  Second paragraph.\nnext: 1\n"
    let value = "The quick brown fox leaps over the lazy dog.\nSecond paragraph.\n"
    #expect(
      try Self.edit(text, value, at: "about")
        == text.replacingOccurrences(of: "jumps", with: "leaps"))
    let longer = "The quick brown fox jumps over the very lazy dog.\nSecond paragraph.\n"
    #expect(
      try Self.edit(text, longer, at: "about")
        == text.replacingOccurrences(
          of: "  jumps over the lazy\n  dog.", with: "  jumps over the very\n  lazy dog."))
  }

  /// Whatever the text, a folded block written for it reads back as it.
  @Test func foldedBlocksReadBackAsTheirText() throws {
    let texts = [
      "a", "a\n", "a\n\n", "a b c d e f g\n", "\na", "\n\na b\n", "a\nb", "a\n\nb\n\n\n",
      "x  y z\n", "tab\there and there\n", "end with space \nnext\n", "#hash # not comment\n",
      "a: b\n- c\n", "long " + String(repeating: "word ", count: 40) + "end\n",
    ]
    let old = ["first line of it", "second line", "", "third"]
    for text in texts {
      for column in [0, 2] {
        guard
          let block = YAMLBlockScalarEdit.block(
            text, folded: true, indent: column + 2, parentColumn: column, oldLines: old)
        else {
          Issue.record("no block for \(text.debugDescription)")
          continue
        }
        let pad = String(repeating: " ", count: column)
        let yaml = pad + "k: " + block.header + "\n" + block.content + pad + "n: 1\n"
        let read = try AnswersDocument.value(
          column == 0 ? yaml : "o:\n" + yaml, file: "f", dialect: .yaml)
        let inner = column == 0 ? read : read.objectValue?["o"] ?? .null
        #expect(inner.objectValue?["k"] == .string(text), "\(yaml)")
      }
    }
  }

  @Test func aBlockInAListAndInACRLFFileKeepsItsLines() throws {
    let text = "command:\r\n  - -c\r\n  - |\r\n    echo hi\r\n    exit 0\r\n"
    #expect(
      try InPlaceEditYAMLTests.edit(text) {
        $0.set(.array([.string("-c"), .string("echo bye\nexit 1\n")]), at: "command")
      } == "command:\r\n  - -c\r\n  - |\r\n    echo bye\r\n    exit 1\r\n")
  }

  /// Text starting with a space or a line break stays in its block, with an indentation
  /// indicator counted from the key's or dash's column.
  @Test func textStartingWithASpaceGetsAnIndentationIndicator() throws {
    #expect(
      try Self.edit("script: |\n  a\nnext: 1\n", "  indented\n")
        == "script: |2\n    indented\nnext: 1\n")
    #expect(
      try Self.edit("job:\n  script: >\n      a\n", " b\n", at: "job.script")
        == "job:\n  script: |4\n       b\n")
    #expect(
      try InPlaceEditYAMLTests.edit("cmd:\n  - |\n    a\n") {
        $0.set(.array([.string("\nb\n")]), at: "cmd")
      } == "cmd:\n  - |2\n\n    b\n")
    // A tab where the indentation is read cannot be in a block: double-quoted.
    #expect(try Self.edit("script: |\n  a\n", "\tb\n") == "script: \"\\tb\\n\"\n")
  }
}

extension AnswerValue {
  mutating func set(_ value: AnswerValue, at path: String) {
    guard case .object(let members) = self, let path = FieldPath(parsing: path) else { return }
    var answers = Answers(members)
    answers[path] = value
    self = answers.value
  }

  mutating func remove(at path: String) {
    guard case .object(let members) = self, let path = FieldPath(parsing: path) else { return }
    var answers = Answers(members)
    answers[path] = nil
    self = answers.value
  }
}
