import Testing

@testable import FormlineCore

struct SafeTextTests {
  @Test(arguments: [
    ("plain text", "plain text"),
    ("tab\tand\nnewline", "tab\tand\nnewline"),
    ("clear\u{1B}[2J", "clear^[[2J"),
    ("title\u{1B}]0;pwned\u{07}", "title^[]0;pwned^G"),
    ("nul\u{0}", "nul^@"),
    ("cr\rover", "cr^Mover"),
    ("back\u{08}space", "back^Hspace"),
    ("unit\u{1F}sep", "unit^_sep"),
    ("del\u{7F}", "del^?"),
    ("csi\u{9B}31m", "csi\\u{9B}31m"),
    ("c1 first\u{80} last\u{9F}", "c1 first\\u{80} last\\u{9F}"),
    ("rlo\u{202E}txt.exe", "rlo\\u{202E}txt.exe"),
    ("lre\u{202A} pdf\u{202C}", "lre\\u{202A} pdf\\u{202C}"),
    ("isolates\u{2066}\u{2067}\u{2068}\u{2069}", "isolates\\u{2066}\\u{2067}\\u{2068}\\u{2069}"),
    ("Zürich 🚀 日本語 \u{200D}", "Zürich 🚀 日本語 \u{200D}"),
    ("nbsp\u{A0}", "nbsp\u{A0}"),
  ])
  func neutralisesControlsAndKeepsText(text: String, expected: String) {
    #expect(SafeText.neutralise(text) == expected)
  }

  @Test(arguments: [
    ("one\ntwo", "one\\ntwo"),
    ("tab\tkept", "tab\tkept"),
    ("esc\u{1B}\n", "esc^[\\n"),
  ])
  func singleLineTextAlsoEscapesNewlines(text: String, expected: String) {
    #expect(SafeText.neutraliseSingleLine(text) == expected)
  }

  @Test func everyC0ControlButTabAndNewlineIsReplaced() {
    for value in UInt32(0)...0x1F where value != 0x09 && value != 0x0A {
      let text = String(Character(Unicode.Scalar(UInt8(value))))
      let neutralised = SafeText.neutralise(text)
      #expect(neutralised.count == 2 && neutralised.hasPrefix("^"))
      #expect(!SafeText.isSafe(text))
    }
  }

  @Test func isSafeMatchesNeutralise() {
    #expect(SafeText.isSafe("hello\n\tworld 🚀"))
    #expect(!SafeText.isSafe("a\u{9B}"))
    #expect(!SafeText.isSafe("a\u{2069}"))
  }
}
