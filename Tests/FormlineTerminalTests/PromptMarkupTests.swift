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

  /// Text with nothing to remove comes back as it is; text with a control in it goes the
  /// whole way (C0, DEL, C1 written as UTF-8's C2 80–C2 9F, and neighbours that are not).
  @Test(arguments: [
    ("plain", "plain"), ("", ""), ("é 日本 👍🏽 \u{A0}", "é 日本 👍🏽 \u{A0}"),
    ("a\u{80}b", "ab"), ("a\u{9F}b", "ab"), ("a\u{A0}b", "a\u{A0}b"), ("a\u{7F}b", "ab"),
    ("tab\tx", "tabx"), ("\u{1}", ""), ("\u{1B}[1mbold\u{1B}[0m", "bold "),
    ("Ā\u{100}ā", "Ā\u{100}ā"), ("\u{2028}", "\u{2028}"),
  ])
  func plainKeepsTextWithoutControls(text: String, expected: String) {
    #expect(PromptMarkup.plain(text) == expected)
  }

  /// The check that lets text through is the one `marked` drops by, on every scalar up to
  /// U+07FF (every one- and two-byte UTF-8 sequence) between two letters.
  @Test func holdsControlsAgreesWithMarking() {
    for value in 0...0x7FF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "a" + String(Character(scalar)) + "b"
      let dropped = PromptMarkup.marked(text) != text
      #expect(PromptMarkup.holdsControls(text) == dropped, "U+\(String(value, radix: 16))")
    }
  }

  /// Combining marks are composed for libedit, which would lose them; what has no
  /// precomposed form keeps its mark, and ASCII passes as it is.
  @Test(
    arguments: [
      ("e\u{301}: ", ["\u{E9}", ":", " "]), ("Cre\u{300}me \u{1B}[1m*\u{1B}[0m: ", nil),
      ("q\u{301}: ", ["q", "\u{301}", ":", " "]), ("Name: ", ["N", "a", "m", "e", ":", " "]),
      ("\u{E9}: ", ["\u{E9}", ":", " "]),
    ] as [(String, [Unicode.Scalar]?)])
  func composedJoinsCombiningMarks(prompt: String, expected: [Unicode.Scalar]?) {
    let composed = Array(PromptMarkup.composed(prompt).unicodeScalars)
    if let expected {
      #expect(composed == expected)
    } else {
      #expect(composed == Array("Cr\u{E8}me \u{1B}[1m*\u{1B}[0m: ".unicodeScalars))
    }
  }
}
