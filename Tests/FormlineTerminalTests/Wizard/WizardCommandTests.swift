import Testing

@testable import FormlineTerminal

/// A command is the whole line, or is typed right after the text the line was offered with.
struct WizardCommandTests {
  @Test(
    arguments: [
      ("<", nil, WizardCommand.back),
      ("Ada<", "Ada", .back),
      ("Ada <", "Ada", .back),
      ("Ada?", "Ada", .help),
      ("Ada:clear", "Ada", .clear),
      ("Ada:abort", "Ada", .abort),
      ("Web_1?", "Web_1", .help),
      // The offered text changed first: an answer.
      ("Ana<", "Ada", .answer("Ana<")),
      ("Ad<", "Ada", .answer("Ad<")),
      // Nothing offered: only the whole line is a command.
      ("Ada<", nil, .answer("Ada<")),
      ("Ada<", "", .answer("Ada<")),
      // Escaped after the offered text: the command's text is typed.
      ("Ada\\?", "Ada", .answer("Ada?")),
      ("Ada\\<", "Ada", .answer("Ada<")),
      ("Ada\\x", "Ada", .answer("Ada\\x")),
      ("\\?", "Ada", .answer("?")),
      ("Ada", "Ada", .answer("Ada")),
      ("AdaX", "Ada", .answer("AdaX")),
    ] as [(String, String?, WizardCommand)])
  func aLineIsReadAgainstItsPrefill(line: String, prefill: String?, expected: WizardCommand) {
    #expect(WizardCommand.parse(line, prefill: prefill) == expected)
  }

  @Test(arguments: [WizardCommand.help, .back, .clear, .abort])
  func aCommandAsALineReadsBackAsItself(command: WizardCommand) {
    #expect(WizardCommand.parse(command.line) == command)
  }
}
