/// The bytes of piped answers as they arrive.
///
/// Standard input for the executable, memory for tests: the core splits and checks lines
/// (``PipedAnswers``), and never reads a descriptor itself.
package protocol ByteSource {
  /// The next bytes.
  ///
  /// - Parameter startingAnswer: True on the first read for a new answer, so a source with
  ///   a time limit (`--timeout`) restarts it there, and only there.
  /// - Returns: Some bytes (never empty), the end of input, or why reading stopped.
  mutating func read(startingAnswer: Bool) -> ByteChunk
}

/// What one read of a ``ByteSource`` gave.
package enum ByteChunk: Sendable, Hashable {
  case bytes([UInt8])
  case end
  case stopped(FillStop)
}
