/// Writes TZif bytes from parts, so tests can make files tzdata never would.
struct TZifBuilder {
  /// Version byte: 0 writes only the 32-bit block, anything else both and a footer.
  var version = UInt8(ascii: "2")
  var transitions: [Int64] = []
  var transitionTypes: [UInt8] = []
  /// `(offset, isdst, abbreviation index)`.
  var types: [(Int32, UInt8, UInt8)] = [(0, 0, 0)]
  var abbreviations = Array("UTC\0".utf8)
  /// The footer's text; nil writes none at all.
  var footer: String? = "UTC0"
  /// Replaces header counts of the block read (0 isut, 1 isstd, 2 leap, 3 time, 4 type,
  /// 5 char) without changing what follows.
  var counts: [Int: UInt32] = [:]

  var bytes: [UInt8] {
    var bytes = block(timeSize: 4, overridden: version == 0)
    guard version != 0 else { return bytes }
    bytes += block(timeSize: 8, overridden: true)
    if let footer { bytes += [10] + Array(footer.utf8) + [10] }
    return bytes
  }

  private func block(timeSize: Int, overridden: Bool) -> [UInt8] {
    var bytes = Array("TZif".utf8) + [version] + [UInt8](repeating: 0, count: 15)
    let actual = [0, 0, 0, transitions.count, types.count, abbreviations.count]
    for (index, count) in actual.enumerated() {
      bytes += Self.bigEndian(
        UInt64(overridden ? counts[index] ?? UInt32(count) : UInt32(count)), 4)
    }
    for time in transitions {
      bytes += Self.bigEndian(UInt64(bitPattern: time), timeSize)
    }
    bytes += transitionTypes
    for (offset, isDaylight, index) in types {
      bytes += Self.bigEndian(UInt64(UInt32(bitPattern: offset)), 4) + [isDaylight, index]
    }
    return bytes + abbreviations
  }

  private static func bigEndian(_ value: UInt64, _ size: Int) -> [UInt8] {
    (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64(size - 1 - $0))) }
  }
}
