package import FormlineCore
import Glibc

/// Piped answers' bytes read from a file descriptor that is not a terminal (standard input).
///
/// `poll(2)` before each read, so `--timeout` can give up when no complete line arrives
/// that long after an answer is asked for.
package struct DescriptorBytes: ByteSource {
  private let fd: Int32
  private let timeout: Duration?
  private var deadline: Deadline

  /// - Parameters:
  ///   - fileDescriptor: Where bytes come from (0, stdin, by default); it is not closed.
  ///   - timeout: Give up when an answer has not arrived this long after it was asked for.
  package init(fileDescriptor: Int32 = 0, timeout: Duration? = nil) {
    self.fd = fileDescriptor
    self.timeout = timeout
    self.deadline = Deadline(after: timeout)
  }

  /// The next bytes: up to 64 KiB, the end (EOF, or an error that ends input just the
  /// same), or `.stopped(.timedOut)`.
  package mutating func read(startingAnswer: Bool) -> ByteChunk {
    if startingAnswer { deadline = Deadline(after: timeout) }
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, deadline.pollMilliseconds)
      if ready < 0 && errno == EINTR { continue }
      if ready == 0 {
        if deadline.hasPassed { return .stopped(.timedOut) }
        continue
      }
      let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
      if count <= 0 { return .end }
      chunk.removeLast(chunk.count - count)
      return .bytes(chunk)
    }
  }
}
