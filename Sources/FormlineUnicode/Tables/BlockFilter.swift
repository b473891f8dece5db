/// Which 256-scalar blocks hold any entry of a table.
///
/// One bit per block, 544 bytes for the whole code space. Most text (ASCII aside, CJK, most letters) falls in blocks without
/// entries and skips the binary search.
struct BlockFilter: Sendable {
  private var bits = [UInt64](repeating: 0, count: 0x11_0000 >> 14)

  init(ranges: some Sequence<ClosedRange<UInt32>>) {
    for range in ranges {
      let firstBlock = Int(min(range.lowerBound, 0x10_FFFF) >> 8)
      let lastBlock = Int(min(range.upperBound, 0x10_FFFF) >> 8)
      guard firstBlock <= lastBlock else { continue }
      for block in firstBlock...lastBlock { bits[block >> 6] |= 1 << UInt64(block & 63) }
    }
  }

  func mayContain(_ scalar: UInt32) -> Bool {
    let block = Int(scalar >> 8)
    guard block >> 6 < bits.count else { return false }
    return bits[block >> 6] & (1 << UInt64(block & 63)) != 0
  }
}
