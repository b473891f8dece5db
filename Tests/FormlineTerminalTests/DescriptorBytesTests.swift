import FormlineCore
import FormlineTerminal
import Foundation
import Glibc
import Testing

/// Piped answers read from a real pipe, in-process: bytes as they come, EOF, `--timeout`.
struct DescriptorBytesTests {
  @Test func readsWhatThePipeHoldsThenTheEnd() {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let bytes = Array("one\ntwo\n".utf8)
    #expect(write(ends[1], bytes, bytes.count) == bytes.count)
    close(ends[1])
    var lines = PipedAnswers(DescriptorBytes(fileDescriptor: ends[0]))
    #expect(lines.next() == .line("one", number: 1))
    #expect(lines.next() == .line("two", number: 2))
    #expect(lines.next() == .end)
  }

  @Test func silentPipeTimesOut() {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    var source = DescriptorBytes(fileDescriptor: ends[0], timeout: .milliseconds(200))
    #expect(source.read(startingAnswer: true) == .stopped(.timedOut))
  }
}
