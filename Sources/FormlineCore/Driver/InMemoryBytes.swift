/// Bytes already in memory as a ``ByteSource`` (tests, benchmarks).
package struct InMemoryBytes: ByteSource {
  private let bytes: [UInt8]
  private var offset = 0
  private let chunkSize: Int

  /// - Parameters:
  ///   - bytes: All the input.
  ///   - chunkSize: How many bytes each read gives at most, so lines can span reads.
  package init(_ bytes: [UInt8], chunkSize: Int = 65_536) {
    self.bytes = bytes
    self.chunkSize = max(1, chunkSize)
  }

  /// The input as UTF-8.
  package init(_ text: String) {
    self.init(Array(text.utf8))
  }

  package mutating func read(startingAnswer: Bool) -> ByteChunk {
    guard offset < bytes.count else { return .end }
    let end = min(bytes.count, offset + chunkSize)
    defer { offset = end }
    return .bytes(Array(bytes[offset..<end]))
  }
}
