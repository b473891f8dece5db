/// Answers piped one per line: bytes split at `\n`, numbered, and checked (formline(1)
/// NON-INTERACTIVE USE).
///
/// Its own splitter, not `Swift.readLine`, so it can cap lines at 1 MiB without holding
/// them, report invalid UTF-8 instead of repairing it, and count lines for messages such as
/// "stdin line 7".
package struct PipedAnswers<Source: ByteSource>: AnswerFeed {
  private var source: Source
  private var buffer: [UInt8] = []
  private var start = 0
  private var scanned = 0
  private var reachedEnd = false

  /// The 1-based number of the last line returned (accepted or refused); 0 before the first.
  package private(set) var lineNumber = 0

  /// - Parameter source: Where the bytes come from.
  package init(_ source: Source) {
    self.source = source
  }

  /// The next line: without `\n` or a trailing `\r`; refused when over 1 MiB, not UTF-8, or
  /// holding a control character other than tab.
  package mutating func next() -> AnswerLine {
    var overlong = false
    var startingAnswer = true
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
        if buffer.count == start && !overlong { return .end }
        let line = buffer[start...]
        start = buffer.count
        scanned = start
        return finish(line, overlong: overlong)
      }
      switch source.read(startingAnswer: startingAnswer) {
      case .bytes(let bytes): buffer.append(contentsOf: bytes)
      case .end: reachedEnd = true
      case .stopped(let reason): return .stopped(reason)
      }
      startingAnswer = false
    }
  }

  private mutating func finish(_ bytes: ArraySlice<UInt8>, overlong: Bool) -> AnswerLine {
    lineNumber += 1
    let checked: CheckedLine
    if overlong {
      checked = .rejected(InputLineCheck.tooLongMessage)
    } else {
      var line = bytes
      if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
      checked = InputLineCheck.check(bytes: line)
    }
    compact()
    switch checked {
    case .line(let text): return .line(text, number: lineNumber)
    case .rejected(let message): return .rejected(message, number: lineNumber)
    }
  }

  /// Drops consumed bytes once they dominate the buffer, so memory stays bounded.
  private mutating func compact() {
    if start > 65_536 && start * 2 > buffer.count {
      buffer.removeFirst(start)
      scanned -= start
      start = 0
    }
  }
}
