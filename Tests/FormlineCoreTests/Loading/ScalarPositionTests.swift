import Testing

@testable import FormlineCore

/// A character of a scalar's value found in the file, for every way YAML and JSON write a
/// scalar.
struct ScalarPositionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let source: String
    /// Where the scalar starts (1-based), as libyaml reports it.
    let start: (line: Int, column: Int)
    let value: String
    let offset: Int
    let expected: (line: Int, column: Int)?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "plain, one line", source: "k: $a == 1\n", start: (1, 4), value: "$a == 1",
      offset: 6, expected: (1, 10)),
    Case(
      name: "literal block: a character on the second line",
      source: "when: |\n  $a ==\n  x\n", start: (1, 7), value: "$a ==\nx\n", offset: 6,
      expected: (3, 3)),
    Case(
      name: "literal block: after the last character of a line",
      source: "when: |\n  $a ==\n  x\n", start: (1, 7), value: "$a ==\nx\n", offset: 5,
      expected: (2, 8)),
    Case(
      name: "folded block with a comment in its header",
      source: "when: >-  # note\n  one\n  two\n", start: (1, 7), value: "one two", offset: 4,
      expected: (3, 3)),
    Case(
      name: "folded block: the end of the text",
      source: "when: >-\n  one\n  two\n", start: (1, 7), value: "one two", offset: 7,
      expected: (3, 6)),
    Case(
      name: "folded plain scalar", source: "k: one\n  two three\n", start: (1, 4),
      value: "one two three", offset: 8, expected: (2, 7)),
    Case(
      name: "single quotes with a doubled quote", source: "k: 'it''s $x'", start: (1, 4),
      value: "it's $x", offset: 5, expected: (1, 11)),
    Case(
      name: "single quotes: the doubled quote itself", source: "k: 'it''s $x'",
      start: (1, 4), value: "it's $x", offset: 3, expected: (1, 9)),
    Case(
      name: "single quotes: the end of the text", source: "k: 'it''s $x'", start: (1, 4),
      value: "it's $x", offset: 7, expected: (1, 13)),
    Case(
      name: "double quotes: after an escaped quote and a tab",
      source: #"k: "a\"b\tc\x41d\u00e9""#, start: (1, 4), value: "a\"b\tcAdé", offset: 4,
      expected: (1, 11)),
    Case(
      name: "double quotes: after a hexadecimal escape",
      source: #"k: "a\"b\tc\x41d\u00e9""#, start: (1, 4), value: "a\"b\tcAdé", offset: 6,
      expected: (1, 16)),
    Case(
      name: "double quotes: a Unicode escape", source: #"k: "a\"b\tc\x41d\u00e9""#,
      start: (1, 4), value: "a\"b\tcAdé", offset: 7, expected: (1, 17)),
    Case(
      name: "double quotes: the end of the text", source: #"k: "a\"b\tc\x41d\u00e9""#,
      start: (1, 4), value: "a\"b\tcAdé", offset: 8, expected: (1, 23)),
    Case(
      name: "double quotes: an escaped line break", source: "k: \"ab\\\n  cd\"",
      start: (1, 4), value: "abcd", offset: 2, expected: (2, 3)),
    Case(
      name: "a tag before a block scalar", source: "k: !!str |\n  ab\n", start: (1, 4),
      value: "ab\n", offset: 1, expected: (2, 4)),
    Case(
      name: "CRLF line ends", source: "k: |\r\n  ab\r\n  cd\r\n", start: (1, 4),
      value: "ab\ncd\n", offset: 3, expected: (3, 3)),
    Case(
      name: "wide characters count one column each", source: "k: |\n  東京 $x\n",
      start: (1, 4), value: "東京 $x\n", offset: 3, expected: (2, 6)),
    Case(
      name: "a value the text does not hold", source: "k: ab", start: (1, 4),
      value: "abcdef", offset: 5, expected: nil),
    Case(
      name: "a start past the end of the file", source: "k: ab", start: (3, 1),
      value: "ab", offset: 1, expected: nil),
  ]

  @Test(arguments: cases)
  func findsTheCharacter(_ test: Case) {
    let found = ScalarPosition.location(
      of: test.offset, in: test.value,
      startingAt: SourceLocation(file: "f.yaml", line: test.start.line, column: test.start.column),
      text: SourceLines(test.source))
    #expect(found?.line == test.expected?.line)
    #expect(found?.column == test.expected?.column)
    #expect(found == nil || found?.file == "f.yaml")
  }

  /// A scalar far along one long line (minified JSON) is not walked to: the caller counts
  /// from the scalar's start instead, so many errors on such a line stay cheap.
  @Test func aScalarPastTheWalkLimitIsLeftToTheCaller() {
    let padding = String(repeating: " ", count: 200_000)
    let found = ScalarPosition.location(
      of: 1, in: "ab",
      startingAt: SourceLocation(file: "f.json", line: 1, column: 200_001),
      text: SourceLines(padding + "\"ab\""))
    #expect(found == nil)
    let problems = TestForms.problems(
      "[{\"key\": \"a\"}," + padding + "{\"key\": \"b\", \"when\": \"$a ==\"}]")
    #expect(
      problems == [
        "form.yaml:1:200042: error: b: in condition '$a ==': expected a value after '=='"
      ])
  }

  /// A file's lines as messages quote them: without `\n` or `\r\n`, the last one too.
  @Test func linesAreFoundByNumber() {
    let lines = SourceLines("a\r\nb\n\nc")
    #expect((0...5).map(lines.line) == [nil, "a", "b", "", "c", nil])
    #expect(SourceLines("").line(1) == "")
  }

  /// Whatever the text and start, an answer is a place in the file or nothing.
  @Test func neverLeavesTheFile() {
    var generator = SystemRandomNumberGenerator()
    let pieces = ["a", " ", "\n", "'", "''", "\"", "\\", "\\x4", "|", ">", "!", "&", "東", "\r\n"]
    for _ in 0..<2_000 {
      let source = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        pieces.randomElement(using: &generator) ?? ""
      }.joined()
      let value = String(source.shuffled(using: &generator))
      let lines = SourceLines(source)
      let found = ScalarPosition.location(
        of: Int.random(in: 0...value.unicodeScalars.count, using: &generator), in: value,
        startingAt: SourceLocation(
          file: "f", line: Int.random(in: 1...4, using: &generator),
          column: Int.random(in: 1...8, using: &generator)),
        text: lines)
      if let found, let line = found.line, let column = found.column {
        #expect(line >= 1 && line <= lines.lineStarts.count + 1)
        #expect(column >= 1)
      }
    }
  }
}
