import Glibc

/// Reads answers one line at a time from a file descriptor that is not a terminal.
///
/// Its own buffered reader, not `Swift.readLine`, so it can cap lines at 1 MiB, report invalid
/// UTF-8 instead of repairing it, and count lines for messages such as "stdin line 7".
public final class PipedLineReader: LineEditor {
  private let fd: Int32
  private let conversationFD: Int32?
  private let timeout: Duration?
  private var buffer: [UInt8] = []
  private var start = 0
  private var scanned = 0
  private var reachedEnd = false

  /// The 1-based number of the last line returned (accepted or rejected); 0 before the first.
  public private(set) var lineNumber = 0

  /// Always false: nobody is typing, so prompts and editing make no sense.
  public var isInteractive: Bool { false }

  /// Creates a reader.
  ///
  /// - Parameters:
  ///   - fileDescriptor: Where lines come from (0, stdin, by default); it is not closed.
  ///   - conversationDescriptor: Where ``write(_:)`` goes, or nil to drop conversation text
  ///     (piped runs stay quiet unless asked).
  ///   - timeout: Give up when no complete line arrives this long after a read starts.
  public init(
    fileDescriptor: Int32 = 0, conversationDescriptor: Int32? = nil, timeout: Duration? = nil
  ) {
    self.fd = fileDescriptor
    self.conversationFD = conversationDescriptor
    self.timeout = timeout
  }

  /// Returns the next line; the prompt is not printed.
  ///
  /// - Parameter request: Ignored apart from being a request for one line.
  /// - Returns: `.line` (without `\n` or a trailing `\r`), `.endOfInput` at end of input,
  ///   `.rejected` for a line over 1 MiB, invalid UTF-8 or control characters, `.timedOut`.
  public func readLine(_ request: LineRequest) -> LineReadResult {
    nextLine()
  }

  /// Reads a secret exactly like a line: piped input is never echoed anyway.
  ///
  /// - Parameter prompt: Ignored.
  /// - Returns: As ``readLine(_:)``.
  public func readSecret(prompt: String) -> LineReadResult {
    nextLine()
  }

  /// Writes conversation text to the conversation descriptor, if one was given.
  ///
  /// - Parameter text: Text as is.
  public func write(_ text: String) {
    guard let conversationFD else { return }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(conversationFD, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      if written <= 0 { return }
      bytes = bytes.dropFirst(written)
    }
  }

  private func nextLine() -> LineReadResult {
    let deadline = Deadline(after: timeout)
    var overlong = false
    while true {
      if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = buffer[start..<newline]
        start = newline + 1
        scanned = start
        return finish(line, overlong: overlong)
      }
      scanned = buffer.count
      if buffer.count - start > InputLineCheck.maximumLineBytes {
        // Keep the count but not the bytes: a huge line must not exhaust memory.
        overlong = true
        buffer.removeAll(keepingCapacity: true)
        start = 0
        scanned = 0
      }
      if reachedEnd {
        if buffer.count == start && !overlong { return .endOfInput }
        let line = buffer[start...]
        start = buffer.count
        scanned = start
        return finish(line, overlong: overlong)
      }
      if let failure = fill(deadline: deadline) { return failure }
    }
  }

  private func finish(_ bytes: ArraySlice<UInt8>, overlong: Bool) -> LineReadResult {
    lineNumber += 1
    compact()
    if overlong { return .rejected(InputLineCheck.tooLongMessage) }
    var line = bytes
    if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
    return InputLineCheck.check(bytes: line)
  }

  /// Drops consumed bytes once they dominate the buffer, so memory stays bounded.
  private func compact() {
    if start > 65_536 && start * 2 > buffer.count {
      buffer.removeFirst(start)
      scanned -= start
      start = 0
    }
  }

  /// Reads more bytes; returns a result only when reading must stop (timeout).
  private func fill(deadline: Deadline) -> LineReadResult? {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, deadline.pollMilliseconds)
      if ready < 0 && errno == EINTR { continue }
      if ready == 0 {
        if deadline.hasPassed { return .timedOut }
        continue
      }
      let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
      if count <= 0 {
        reachedEnd = true  // EOF, or an error that ends input just the same
        return nil
      }
      buffer.append(contentsOf: chunk[..<count])
      return nil
    }
  }
}
