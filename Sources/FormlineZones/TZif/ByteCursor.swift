/// Reads big-endian integers from bytes in order, throwing rather than reading past the end.
struct ByteCursor {
  private let bytes: [UInt8]
  private(set) var position: Int

  init(_ bytes: [UInt8], at position: Int = 0) {
    self.bytes = bytes
    self.position = position
  }

  var remaining: Int { bytes.count - position }

  /// The next `count` bytes.
  mutating func take(_ count: Int) throws(ZoneDataError) -> ArraySlice<UInt8> {
    guard count >= 0, count <= remaining else { throw .truncated }
    defer { position += count }
    return bytes[position..<position + count]
  }

  mutating func skip(_ count: Int) throws(ZoneDataError) {
    _ = try take(count)
  }

  mutating func uint8() throws(ZoneDataError) -> UInt8 {
    try take(1).first ?? 0
  }

  mutating func uint32() throws(ZoneDataError) -> UInt32 {
    try take(4).reduce(0) { $0 << 8 | UInt32($1) }
  }

  mutating func int32() throws(ZoneDataError) -> Int32 {
    Int32(bitPattern: try uint32())
  }

  mutating func int64() throws(ZoneDataError) -> Int64 {
    Int64(bitPattern: try take(8).reduce(0) { $0 << 8 | UInt64($1) })
  }
}
