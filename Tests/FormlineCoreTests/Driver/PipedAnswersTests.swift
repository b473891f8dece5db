import Testing

@testable import FormlineCore

/// Piped lines split, numbered and checked as the core reads them (formline(1) NON-INTERACTIVE
/// USE).
struct PipedAnswersTests {
  private func answers(_ bytes: [UInt8], chunkSize: Int = 65_536) -> PipedAnswers<InMemoryBytes> {
    PipedAnswers(InMemoryBytes(bytes, chunkSize: chunkSize))
  }

  @Test(arguments: [1, 3, 65_536])
  func linesCarriageReturnsAndLineNumbers(chunkSize: Int) {
    var lines = answers(Array("one\ntwo\r\n\nZoë 東京\r\nlast".utf8), chunkSize: chunkSize)
    #expect(lines.lineNumber == 0)
    #expect(lines.next() == .line("one", number: 1))
    #expect(lines.next() == .line("two", number: 2))
    #expect(lines.next() == .line("", number: 3))
    #expect(lines.next() == .line("Zoë 東京", number: 4))
    #expect(lines.next() == .line("last", number: 5))
    #expect(lines.next() == .end)
    #expect(lines.next() == .end)
    #expect(lines.lineNumber == 5)
  }

  @Test func emptyInputIsTheEnd() {
    var lines = answers([])
    #expect(lines.next() == .end)
    #expect(lines.lineNumber == 0)
  }

  @Test func lineOverOneMebibyteIsRejectedAndReadingGoesOn() {
    let long = [UInt8](repeating: UInt8(ascii: "x"), count: (1 << 20) + 10)
    let exact = [UInt8](repeating: UInt8(ascii: "y"), count: 1 << 20)
    var lines = answers(Array("first\n".utf8) + long + [0x0A] + exact + Array("\nafter\n".utf8))
    #expect(lines.next() == .line("first", number: 1))
    #expect(lines.next() == .rejected("the line is longer than 1 MiB (1048576 bytes)", number: 2))
    #expect(lines.next() == .line(String(repeating: "y", count: 1 << 20), number: 3))
    #expect(lines.next() == .line("after", number: 4))
  }

  @Test func invalidUTF8AndControlCharactersAreRejected() {
    var lines = answers([0x61, 0xFF, 0x0A] + Array("a\u{0}b\nok\tok\n\u{1B}[31m\n".utf8))
    #expect(lines.next() == .rejected("the line is not valid UTF-8", number: 1))
    #expect(
      lines.next() == .rejected("the line contains the control character U+0000 (NUL)", number: 2))
    #expect(lines.next() == .line("ok\tok", number: 3))
    #expect(
      lines.next() == .rejected("the line contains the control character U+001B (ESC)", number: 4))
  }

  @Test func aStoppedSourceStopsTheLine() {
    var lines = PipedAnswers(SilentSource())
    #expect(lines.next() == .stopped(.timedOut))
    #expect(lines.lineNumber == 0)
  }

  @Test func typedLinesAreCheckedTheSameWay() {
    #expect(InputLineCheck.check(text: "tab\tok") == .line("tab\tok"))
    #expect(
      InputLineCheck.check(text: "a\u{85}")
        == .rejected("the line contains the control character U+0085"))
    #expect(
      InputLineCheck.check(text: "\u{7F}")
        == .rejected("the line contains the control character U+007F (DEL)"))
    #expect(
      InputLineCheck.check(bytes: [0x01])
        == .rejected("the line contains the control character U+0001 (Ctrl-A)"))
  }
}

/// A source whose answer never comes in time.
private struct SilentSource: ByteSource {
  mutating func read(startingAnswer: Bool) -> ByteChunk { .stopped(.timedOut) }
}
