/// Full decomposition followed by the canonical ordering algorithm.
enum Decomposition {
  /// The scalars of `text` fully decomposed and canonically ordered: NFD, or NFKD when
  /// `compatibility` is set.
  static func decompose(_ text: String.UnicodeScalarView, compatibility: Bool) -> [UInt32] {
    var result: [UInt32] = []
    result.reserveCapacity(text.underestimatedCount)
    for scalar in text {
      let value = scalar.value
      let mapping =
        compatibility
        ? UnicodeData.compatibilityDecomposition(value)
        : UnicodeData.canonicalDecomposition(value)
      if let mapping {
        result.append(contentsOf: mapping)
      } else {
        result.append(value)
      }
    }
    orderCanonically(&result)
    return result
  }

  /// Sorts each run of non-starters by combining class, keeping the order of equal classes.
  static func orderCanonically(_ scalars: inout [UInt32]) {
    var start = 0
    while start < scalars.count {
      guard UnicodeData.combiningClass(scalars[start]) != 0 else {
        start += 1
        continue
      }
      var end = start + 1
      while end < scalars.count, UnicodeData.combiningClass(scalars[end]) != 0 { end += 1 }
      if end - start > 1 { sortRun(&scalars, start..<end) }
      start = end
    }
  }

  /// A stable sort of one run, by (class, position): a hostile run of thousands of marks
  /// costs n log n, not n².
  private static func sortRun(_ scalars: inout [UInt32], _ run: Range<Int>) {
    let keyed = run.map { (UnicodeData.combiningClass(scalars[$0]), $0, scalars[$0]) }
    let sorted = keyed.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    for (offset, entry) in sorted.enumerated() { scalars[run.lowerBound + offset] = entry.2 }
  }
}
