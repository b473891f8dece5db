/// UUIDs as Python's `uuid` module writes them: lower-case hex in 8-4-4-4-12 groups.
enum PythonUUID {
  /// A random (version 4) UUID's bytes from the generator.
  static func version4(_ generator: inout some RandomNumberGenerator) -> [UInt8] {
    var bytes: [UInt8] = []
    for _ in 0..<2 {
      let word = generator.next()
      for shift in stride(from: 56, through: 0, by: -8) {
        bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(shift)))
      }
    }
    bytes[6] = (bytes[6] & 0x0F) | 0x40
    bytes[8] = (bytes[8] & 0x3F) | 0x80
    return bytes
  }

  static func format(_ bytes: [UInt8]) -> String {
    let hex = bytes.map { byte in
      let text = String(byte, radix: 16)
      return text.count == 1 ? "0" + text : text
    }
    return [hex[0..<4], hex[4..<6], hex[6..<8], hex[8..<10], hex[10..<16]]
      .map { $0.joined() }.joined(separator: "-")
  }
}
