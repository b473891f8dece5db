import FormlineTestSupport
import Foundation
import Testing

/// A menu longer than the screen: its first screenful, then how to reach the rest; PageDown
/// pages through it; text filters it; errors do not reprint it; Tab lists matches in columns.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct LongMenuEndToEndTests {
  @Test func aLongMenuIsPagedFilteredAndListedInColumns() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("form.yaml")
    let cities =
      (1...36).map { String(format: "Town %02d", $0) }
      + ["New York", "Newark", "New Orleans", "York"]
    try "- key: city\n  options: [\(cities.map { "'\($0)'" }.joined(separator: ", "))]\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    let terminal = try PseudoTerminal(
      executable: FormlineBinary.path, arguments: [path, "--no-review"],
      environment: ["XDG_STATE_HOME": directory.file("state"), "NO_COLOR": "1"],
      currentDirectory: directory.path, rows: 24, columns: 80, standardOutput: .pipe)
    // 24 rows: 22 lines a page, 18 of them for items.
    let menu = try terminal.expect(
      "… 22 more: PageDown for the next page, Tab for all, or type text to filter")
    #expect(menu.contains("18) Town 18"))
    #expect(!menu.contains("Town 19"))
    try terminal.expect("City: ")
    // PageDown goes through the pages, then round to the first; the line is kept.
    terminal.send("3" + TerminalKeys.pageDown)
    let second = try terminal.expect("(page 2 of 3; PageDown: next)")
    #expect(second.contains("19) Town 19") && second.contains("36) Town 36"))
    terminal.send(TerminalKeys.pageDown)
    let third = try terminal.expect("(page 3 of 3; PageDown: the first)")
    #expect(third.contains("40) York") && !third.contains("Town 36"))
    terminal.send(TerminalKeys.pageDown)
    let first = try terminal.expect("(page 1 of 3; PageDown: next)")
    #expect(first.contains(" 1) Town 01") && !first.contains("Town 19"))
    try terminal.expect("City: 3")
    terminal.send(TerminalKeys.controlU)
    terminal.send("ORK" + TerminalKeys.enter)
    let filtered = try terminal.expect("City: ")
    #expect(filtered.contains("2 options contain 'ork'; type the number of one:"))
    #expect(filtered.contains("37) New York"))
    #expect(filtered.contains("40) York"))
    #expect(!filtered.contains("Town 01"))
    terminal.send("zzz" + TerminalKeys.enter)
    let refused = try terminal.expect("City: ")
    #expect(refused.contains("✗"))
    #expect(!refused.contains("Town 01"), "an error does not reprint the menu")
    // The refused text is put back on the line; clear it once it is drawn.
    try terminal.expect("zzz")
    terminal.send(TerminalKeys.controlU + "New" + TerminalKeys.tab)
    try terminal.expect("New York     Newark       New Orleans")
    terminal.send(TerminalKeys.controlU + "37" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.capturedOutput.contains("\"city\": \"New York\""))
  }
}
