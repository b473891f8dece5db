/// A table from scalars to scalar sequences.
///
/// Sorted keys, and for key `i` the scalars `scalars[starts[i]..<starts[i + 1]]`: three flat
/// arrays rather than a dictionary literal, so the generated files compile quickly, take a
/// few bytes per entry, and a lookup is a binary search. A class, so that reading a table
/// retains one object rather than three arrays.
final class ScalarMapping: Sendable {
  let keys: [UInt32]
  let starts: [UInt16]
  let scalars: [UInt32]
  private let filter: BlockFilter

  init(keys: [UInt32], starts: [UInt16], scalars: [UInt32]) {
    self.keys = keys
    self.starts = starts
    self.scalars = scalars
    filter = BlockFilter(ranges: keys.map { $0...$0 })
  }

  /// The sequence `scalar` maps to, or nil when it maps to itself.
  func mapping(for scalar: UInt32) -> ArraySlice<UInt32>? {
    guard filter.mayContain(scalar), let index = keys.sortedIndex(of: scalar),
      index + 1 < starts.count
    else { return nil }
    let lower = Int(starts[index])
    let upper = Int(starts[index + 1])
    guard lower <= upper, upper <= scalars.count else { return nil }
    return scalars[lower..<upper]
  }
}

extension Array where Element: Comparable {
  /// The index of `value` in this ascending array, by binary search.
  func sortedIndex(of value: Element) -> Int? {
    var low = 0
    var high = count
    while low < high {
      let middle = low + (high - low) / 2
      if self[middle] < value {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < count && self[low] == value ? low : nil
  }
}
