import Testing

@testable import FormlineTerminal

/// The text a transcript keeps of what the terminal showed, line by line.
struct TranscriptTextTests {
  @Test(arguments: [
    ("", ""),
    ("plain", "plain"),
    ("a\nb\n", "a\nb\n"),
    ("\n\n", "\n\n"),
    // A prompt's final sequence gets a space for libedit; the file does not keep it.
    ("\u{1B}[1mName:\u{1B}[0m", "Name:"),
    ("\u{1B}[1mName:\u{1B}[0m \nnext", "Name: \nnext"),
    ("title \u{1B}[2m(3)\u{1B}[0m\n  1) Red", "title (3)\n  1) Red"),
    // Controls go, line ends stay, a carriage return before one included.
    ("a\u{7}b\r\nc\u{9B}d", "ab\ncd"),
    ("é 日本\n👍🏽", "é 日本\n👍🏽"),
  ])
  func plainTextKeepsLinesWithoutControls(shown: String, kept: String) {
    #expect(Transcript.plainText(shown) == kept)
  }
}
