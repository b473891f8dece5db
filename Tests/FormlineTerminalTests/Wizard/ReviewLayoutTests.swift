import Testing

@testable import FormlineTerminal

/// Long review answers wrap under their title, never back to the numbers' column.
struct ReviewLayoutTests {
  @Test func aShortAnswerIsOneLine() {
    #expect(
      ReviewLayout(columns: 40).lines(prefix: "   1. ", text: "Name: Ann") == ["   1. Name: Ann"])
  }

  @Test func aLongAnswerWrapsWithAHangingIndent() {
    let lines = ReviewLayout(columns: 30).lines(
      prefix: "  12. ", text: "Notes: the quick brown fox jumps over the lazy dog")
    #expect(
      lines == [
        "  12. Notes: the quick brown",
        "      fox jumps over the lazy",
        "      dog",
      ])
  }

  @Test func aWordWiderThanTheRoomIsCut() {
    let lines = ReviewLayout(columns: 20).lines(
      prefix: "   1. ", text: "Url: https://example.com/a/very/long/path")
    #expect(lines.allSatisfy { $0.count <= 19 })
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("      ") })
    #expect(lines.map { $0.dropFirst(6) }.joined() == "Url:https://example.com/a/very/long/path")
  }
}
