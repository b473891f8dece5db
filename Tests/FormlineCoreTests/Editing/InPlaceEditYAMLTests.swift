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
    // A comment above the next key belongs to it and cannot follow a dash: refused, rather
    // than the list written again without it.
    let commented = "steps:\n  - name: build\n    # how\n    run: make\n"
    #expect(throws: Diagnostic.self) {
      try Self.edit(commented) { $0.remove(at: "steps[0].name") }
    }
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

  @Test func aFoldedBlockStaysFoldedForOneLineAndBecomesLiteralForMore() throws {
    let text = "about: >\n  some words\n  folded\nnext: 1\n"
    #expect(
      try Self.edit(text, "other words", at: "about")
        == "about: >-\n  other words\nnext: 1\n")
    #expect(
      try Self.edit(text, "two\nlines\n", at: "about") == "about: |\n  two\n  lines\nnext: 1\n")
  }

  @Test func aBlockInAListAndInACRLFFileKeepsItsLines() throws {
    let text = "command:\r\n  - -c\r\n  - |\r\n    echo hi\r\n    exit 0\r\n"
    #expect(
      try InPlaceEditYAMLTests.edit(text) {
        $0.set(.array([.string("-c"), .string("echo bye\nexit 1\n")]), at: "command")
      } == "command:\r\n  - -c\r\n  - |\r\n    echo bye\r\n    exit 1\r\n")
  }

  /// Text with a leading space needs an indentation indicator: it is written quoted.
  @Test func textABlockCannotHoldWithoutAnIndicatorIsQuoted() throws {
    let text = "script: |\n  a\nnext: 1\n"
    #expect(try Self.edit(text, "  indented\n") == "script: \"  indented\\n\"\nnext: 1\n")
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
