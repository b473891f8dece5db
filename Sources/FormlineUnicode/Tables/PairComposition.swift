/// The canonical compositions of UAX #15: which scalar a (first, second) pair composes to.
final class PairComposition: Sendable {
  /// `first << 32 | second`, ascending.
  let pairs: [UInt64]
  let composites: [UInt32]
  /// The blocks of the second scalars: most scalars never end a pair.
  private let filter: BlockFilter

  init(pairs: [UInt64], composites: [UInt32]) {
    self.pairs = pairs
    self.composites = composites
    filter = BlockFilter(ranges: pairs.map { UInt32(truncatingIfNeeded: $0) }.map { $0...$0 })
  }

  func composite(of first: UInt32, _ second: UInt32) -> UInt32? {
    guard filter.mayContain(second),
      let index = pairs.sortedIndex(of: UInt64(first) << 32 | UInt64(second)),
      index < composites.count
    else { return nil }
    return composites[index]
  }
}
