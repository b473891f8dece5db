import Testing

@testable import FormlineTerminal

/// Tab's list of matches in columns, filled top to bottom.
struct ColumnLayoutTests {
  @Test func namesFillColumnsTopToBottom() {
    let names = ["New York", "Newark", "New Orleans", "Newcastle", "New Delhi"]
    #expect(
      ColumnLayout(width: 40).lines(names) == [
        "New York     New Orleans  New Delhi",
        "Newark       Newcastle",
      ])
  }

  @Test func aNarrowTerminalGetsOneNamePerLine() {
    #expect(ColumnLayout(width: 10).lines(["Los Angeles", "Lagos"]) == ["Los Angeles", "Lagos"])
  }

  @Test func fewNamesStayOnOneLine() {
    #expect(ColumnLayout(width: 80).lines(["yes", "no"]) == ["yes  no"])
  }
}
