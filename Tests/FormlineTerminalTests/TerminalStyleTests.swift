import FormlineTerminal
import Testing

/// Colour decisions from passed-in values, and the styling helpers.
struct TerminalStyleTests {
  @Test(
    arguments: [
      (false, nil, "xterm", true, ColorMode.color),
      (true, nil, "xterm", true, .plain),
      (false, "1", "xterm", true, .plain),
      (false, "", "xterm", true, .color),  // NO_COLOR set but empty does not count
      (false, nil, "dumb", true, .plain),
      (false, nil, nil, true, .color),
      (false, nil, "xterm", false, .plain),
    ] as [(Bool, String?, String?, Bool, ColorMode)])
  func decide(flag: Bool, noColor: String?, term: String?, isTerminal: Bool, expected: ColorMode) {
    let mode = ColorMode.decide(
      noColorFlag: flag, noColorEnvironment: noColor, term: term, outputIsTerminal: isTerminal)
    #expect(mode == expected)
  }

  @Test func helpersColourOnlyWhenAsked() {
    let color = TerminalStyle(mode: .color)
    #expect(color.title("Setup") == "\u{1B}[1mSetup\u{1B}[0m")
    #expect(color.hint("[Alice]") == "\u{1B}[2m[Alice]\u{1B}[0m")
    #expect(color.error("bad") == "\u{1B}[31mbad\u{1B}[0m")
    #expect(color.echo("→ Fri") == "\u{1B}[32m→ Fri\u{1B}[0m")
    #expect(color.breadcrumb("A ›") == "\u{1B}[36mA ›\u{1B}[0m")
    #expect(color.title("") == "")
    let plain = TerminalStyle(mode: .plain)
    for helper in [plain.title, plain.hint, plain.error, plain.echo, plain.breadcrumb] {
      #expect(helper("text") == "text")
    }
  }
}
