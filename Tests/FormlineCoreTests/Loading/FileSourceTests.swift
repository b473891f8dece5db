import Foundation
import Testing

@testable import FormlineCore

/// Reading input files: pipes and FIFOs like regular files, and never more than the limit.
struct FileSourceTests {
  /// A pipe whose writer sends `bytes` and then keeps its end open, as `yes` would.
  private static func pipeHoldingOpen(_ bytes: [UInt8]) throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    try #require(written == bytes.count)
    return (ends[0], ends[1])
  }

  @Test(.timeLimit(.minutes(1)))
  func anEndlessPipeStopsOneBytePastTheLimit() throws {
    // 2 000 bytes are waiting and the writer never closes: reading to the end would block
    // forever, so only a reader that stops at limit + 1 returns. The pipe is named and read
    // by its path, as `-a FIFO` is: a `/dev/fd/N` path would name whatever descriptor N is
    // when the reader opens it, and other tests open and close descriptors in parallel.
    let path =
      NSTemporaryDirectory() + "formline-endless-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try #require(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    // Opened for reading and writing, the pipe opens at once and always has a writer.
    let held = open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC)
    try #require(held >= 0)
    defer { close(held) }
    let bytes = [UInt8](repeating: UInt8(ascii: "y"), count: 2_000)
    let written = bytes.withUnsafeBytes { write(held, $0.baseAddress, $0.count) }
    try #require(written == bytes.count)
    #expect(throws: FileSource.Failure.self) {
      _ = try FileSource(maximumSize: 1_000).read(path)
    }
    // Exactly 1 001 bytes were taken; the rest is still in the pipe.
    var rest = [UInt8](repeating: 0, count: 4_096)
    let left = rest.withUnsafeMutableBytes { read(held, $0.baseAddress, $0.count) }
    #expect(left == 999)
  }

  @Test func theLimitIsNamedInTheMessage() throws {
    let ends = try Self.pipeHoldingOpen(Array(repeating: UInt8(ascii: "y"), count: 20))
    defer { close(ends.read) }
    close(ends.write)
    do {
      _ = try FileSource(maximumSize: 10).read("/dev/fd/\(ends.read)")
      Issue.record("a 20-byte input passed a 10-byte limit")
    } catch {
      guard case .invalid(let diagnostic) = error else {
        Issue.record("expected invalid, got \(error)")
        return
      }
      #expect(diagnostic.message == "input is more than 10 bytes; the limit is 10 bytes")
    }
  }

  @Test func aPipeIsReadLikeAFile() throws {
    let ends = try Self.pipeHoldingOpen(Array("name: Ann\n".utf8))
    defer { close(ends.read) }
    close(ends.write)
    #expect(try FileSource().read("/dev/fd/\(ends.read)") == "name: Ann\n")
  }

  @Test func aNamedPipeIsReadLikeAFile() throws {
    let path =
      NSTemporaryDirectory() + "formline-fifo-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try #require(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    let writer = Thread {
      let descriptor = open(path, O_WRONLY)
      let text = Array("city: Paris\n".utf8)
      _ = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      close(descriptor)
    }
    writer.start()
    #expect(try FileSource().read(path) == "city: Paris\n")
  }
}
