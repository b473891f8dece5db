import Testing

@testable import FormlineCore

/// The one rendering of diagnostics: header, source line, caret, notes.
struct SnippetRendererTests {
  @Test func showsTheLineAndACaretUnderTheColumn() {
    let renderer = SnippetRenderer(sources: ["f.yaml": "fields:\n  - key: a\n    type: strng\n"])
    let diagnostic = Diagnostic.error(
      "unknown type 'strng'", at: SourceLocation(file: "f.yaml", line: 3, column: 11),
      path: FieldPath(parsing: "a"), notes: ["did you mean 'string'?"])
    #expect(
      renderer.render(diagnostic) == """
        f.yaml:3:11: error: a: unknown type 'strng'
              type: strng
                    ^
          note: did you mean 'string'?

        """)
  }

  @Test func showsTheLineOfACRLFFile() {
    let renderer = SnippetRenderer(
      sources: ["f.yaml": "fields:\r\n  - key: a\r\n    type: strng\r\n"])
    let diagnostic = Diagnostic.error(
      "unknown type 'strng'", at: SourceLocation(file: "f.yaml", line: 3, column: 11))
    #expect(
      renderer.render(diagnostic) == """
        f.yaml:3:11: error: unknown type 'strng'
              type: strng
                    ^

        """)
  }

  /// A tab is shown as one space, so the caret stays under the column it counts.
  @Test func aTabIsShownAsASpace() {
    let renderer = SnippetRenderer(sources: ["f.yaml": "a:\tb\tc\n"])
    let diagnostic = Diagnostic.error(
      "bad", at: SourceLocation(file: "f.yaml", line: 1, column: 5))
    #expect(
      renderer.render(diagnostic) == """
        f.yaml:1:5: error: bad
          a: b c
              ^

        """)
  }

  @Test func longLinesAreCutAroundTheColumn() {
    let line = String(repeating: "a", count: 300) + "X" + String(repeating: "b", count: 300)
    let (text, caret) = SnippetRenderer.window(line, column: 301)
    #expect(text.count == SnippetRenderer.maximumWidth + 2)
    #expect(text.hasPrefix("…") && text.hasSuffix("…"))
    #expect(caret.map { Array(text)[$0] } == "X")
  }

  @Test func withoutTheSourceOnlyTheHeaderIsPrinted() {
    let diagnostic = Diagnostic.error(
      "no answer", at: SourceLocation(file: "<stdin>", line: 2), path: FieldPath(parsing: "b"))
    #expect(SnippetRenderer().render(diagnostic) == "<stdin>:2: error: b: no answer\n")
  }

  @Test func controlCharactersInMessagesAreNeutralised() {
    let diagnostic = Diagnostic.error("bad \u{1B}[2J title")
    #expect(SnippetRenderer().render(diagnostic) == "error: bad ^[[2J title\n")
  }
}
