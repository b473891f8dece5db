import Testing

@testable import FormlineTerminal

/// `?` help on a narrow screen: long lines break at spaces and continue under their own
/// text, commands under their description.
struct HelpLayoutTests {
  @Test func aShortLineIsKept() {
    #expect(
      HelpLayout(columns: 80).lines("    :clear     no answer (null)") == [
        "    :clear     no answer (null)"
      ])
  }

  @Test func aCommandContinuesUnderItsDescription() {
    #expect(
      HelpLayout(columns: 40).lines("    :abort     stop; nothing is written and nothing is kept")
        == ["    :abort     stop; nothing is written", "               and nothing is kept"])
    #expect(
      HelpLayout(columns: 40).lines(
        "    <  :back   the previous question (also PageUp or Ctrl-X Ctrl-B)")
        == [
          "    <  :back   the previous question",
          "               (also PageUp or Ctrl-X",
          "               Ctrl-B)",
        ])
  }

  @Test func anyOtherLineContinuesTwoColumnsIn() {
    #expect(
      HelpLayout(columns: 40).lines(
        "  Accepts: a number from the menu, an option's text, or a unique prefix")
        == [
          "  Accepts: a number from the menu, an",
          "    option's text, or a unique prefix",
        ])
  }
}
