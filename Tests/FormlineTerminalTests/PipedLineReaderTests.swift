import FormlineTerminal
import Foundation
import Glibc
import Testing

/// The piped reader against real pipes, in-process: line numbers, CRLF, limits, EOF.
struct PipedLineReaderTests {
  /// A pipe whose write end is fed `bytes` by another thread, then closed (large inputs would
  /// otherwise fill the pipe and block the test).
  private static func reader(feeding bytes: [UInt8], timeout: Duration? = nil) -> PipedLineReader {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    let (readEnd, writeEnd) = (ends[0], ends[1])
    Thread.detachNewThread {
      var offset = 0
      while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
        if written <= 0 { break }
        offset += written
      }
      close(writeEnd)
    }
    return PipedLineReader(fileDescriptor: readEnd, timeout: timeout)
  }

  private static let request = LineRequest(prompt: "Name: ")

  @Test func linesCarriageReturnsAndLineNumbers() {
    let reader = Self.reader(feeding: Array("one\ntwo\r\n\nZoë 東京\r\nlast".utf8))
    #expect(!reader.isInteractive)
    #expect(reader.lineNumber == 0)
    #expect(reader.readLine(Self.request) == .line("one"))
    #expect(reader.readLine(Self.request) == .line("two"))
    #expect(reader.readLine(Self.request) == .line(""))
    #expect(reader.readSecret(prompt: "Password: ") == .line("Zoë 東京"))
    #expect(reader.lineNumber == 4)
    #expect(reader.readLine(Self.request) == .line("last"))
    #expect(reader.lineNumber == 5)
    #expect(reader.readLine(Self.request) == .endOfInput)
    #expect(reader.readLine(Self.request) == .endOfInput)
    #expect(reader.lineNumber == 5)
  }

  @Test func emptyInputIsEndOfInput() {
    let reader = Self.reader(feeding: [])
    #expect(reader.readLine(Self.request) == .endOfInput)
    #expect(reader.lineNumber == 0)
  }

  @Test func lineOverOneMebibyteIsRejectedAndReadingGoesOn() {
    let long = [UInt8](repeating: UInt8(ascii: "x"), count: (1 << 20) + 10)
    let exact = [UInt8](repeating: UInt8(ascii: "y"), count: 1 << 20)
    let reader = Self.reader(
      feeding: Array("first\n".utf8) + long + [0x0A] + exact + Array("\nafter\n".utf8))
    #expect(reader.readLine(Self.request) == .line("first"))
    #expect(
      reader.readLine(Self.request) == .rejected("the line is longer than 1 MiB (1048576 bytes)"))
    #expect(reader.lineNumber == 2)
    #expect(reader.readLine(Self.request) == .line(String(repeating: "y", count: 1 << 20)))
    #expect(reader.readLine(Self.request) == .line("after"))
    #expect(reader.lineNumber == 4)
  }

  @Test func invalidUTF8AndControlCharactersAreRejected() {
    let reader = Self.reader(
      feeding: [0x61, 0xFF, 0x0A] + Array("a\u{0}b\nok\tok\n\u{1B}[31m\n".utf8))
    #expect(reader.readLine(Self.request) == .rejected("the line is not valid UTF-8"))
    #expect(reader.lineNumber == 1)
    #expect(
      reader.readLine(Self.request)
        == .rejected("the line contains the control character U+0000 (NUL)"))
    #expect(reader.readLine(Self.request) == .line("ok\tok"))
    #expect(
      reader.readLine(Self.request)
        == .rejected("the line contains the control character U+001B (ESC)"))
    #expect(reader.lineNumber == 4)
  }

  @Test func silentPipeTimesOut() {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    let reader = PipedLineReader(fileDescriptor: ends[0], timeout: .milliseconds(200))
    #expect(reader.readLine(Self.request) == .timedOut)
  }

  @Test func conversationGoesOnlyWhereAsked() {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    PipedLineReader(fileDescriptor: 0).write("dropped\n")
    PipedLineReader(fileDescriptor: 0, conversationDescriptor: ends[1]).write("said\n")
    close(ends[1])
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = read(ends[0], &buffer, buffer.count)
    #expect(String(decoding: buffer[..<max(0, count)], as: UTF8.self) == "said\n")
  }
}
