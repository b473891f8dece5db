import FormlineTerminal
import Foundation
import Glibc
import Synchronization
import Testing

/// Whole writes to a descriptor, in-process, through a real pipe.
struct DescriptorOutputTests {
  /// More than a pipe holds at once (64 KiB on Linux), so write(2) returns short and the
  /// rest must follow; a reader on a thread of its own drains the pipe (not a task: a
  /// blocked read must not hold one of the few threads tasks share).
  @Test func writesEverythingThroughShortWrites() {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    let (readEnd, writeEnd) = (ends[0], ends[1])
    let bytes = (0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    let received = Mutex<[UInt8]>([])
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      defer {
        close(readEnd)
        done.signal()
      }
      var chunk = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
        guard count > 0 else { return }
        received.withLock { $0.append(contentsOf: chunk[..<count]) }
      }
    }
    #expect(DescriptorOutput.write(bytes, to: writeEnd))
    close(writeEnd)
    done.wait()
    #expect(received.withLock { $0 } == bytes)
  }

  @Test func writesText() {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    #expect(DescriptorOutput.write("é 日本\n", to: ends[1]))
    #expect(DescriptorOutput.write("x".utf8.lazy.map { $0 }, to: ends[1]))
    close(ends[1])
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
    #expect(Array(buffer[..<max(count, 0)]) == Array("é 日本\nx".utf8))
  }

  /// A descriptor that cannot take bytes (here one open for reading only) is reported,
  /// not retried for ever.
  @Test func aRefusingDescriptorIsReported() {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    #expect(!DescriptorOutput.write("lost", to: ends[0]))
    #expect(DescriptorOutput.failure(writing: "lost".utf8, to: ends[0]) == EBADF)
    #expect(DescriptorOutput.failure(writing: "kept".utf8, to: ends[1]) == nil)
    #expect(!DescriptorOutput.write("lost", to: -1))
    #expect(DescriptorOutput.write("", to: -1))
  }
}
