import Testing

@testable import FormlineTerminal

/// Marking prompts for EL_PROMPT_ESC.
struct PromptMarkupTests {
  @Test(arguments: [
    ("Name: ", "Name: "),
    ("\u{1B}[1mName\u{1B}[0m: ", "\u{1}\u{1B}[1m\u{1}Name\u{1}\u{1B}[0m\u{1}: "),
    ("? \u{1B}[1;32m", "? \u{1}\u{1B}[1;32m\u{1} "),  // trailing sequence gets a space
    ("a\u{7}b\u{1}c", "abc"),  // stray controls (and our own marker) are dropped
    ("x\u{1B}]0;title\u{7}y", "x0;titley"),  // non-CSI escape: ESC and one scalar dropped
    // Adjacent sequences share one group (libedit mis-reads "\1…\1\1…\1").
    (
      "\u{1B}[36mA › \u{1B}[0m\u{1B}[1mCity\u{1B}[0m: ",
      "\u{1}\u{1B}[36m\u{1}A › \u{1}\u{1B}[0m\u{1B}[1m\u{1}City\u{1}\u{1B}[0m\u{1}: "
    ),
  ])
  func marked(prompt: String, expected: String) {
    #expect(PromptMarkup.marked(prompt) == expected)
  }

  @Test func plainRemovesSequences() {
    #expect(PromptMarkup.plain("\u{1B}[36mA ›\u{1B}[0m City: ") == "A › City: ")
  }
}
