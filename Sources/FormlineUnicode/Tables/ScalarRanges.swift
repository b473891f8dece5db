/// Runs of consecutive scalars, sorted and disjoint, each optionally with a byte of value
/// (a combining class); a membership test is a binary search over the runs.
final class ScalarRanges: Sendable {
  let firsts: [UInt32]
  let lasts: [UInt32]
  /// One value per run, or empty when the table is a set.
  let values: [UInt8]
  private let filter: BlockFilter

  init(firsts: [UInt32], lasts: [UInt32], values: [UInt8]) {
    self.firsts = firsts
    self.lasts = lasts
    self.values = values
    filter = BlockFilter(ranges: zip(firsts, lasts).map { $0...max($0, $1) })
  }

  /// The index of the run holding `scalar`, if any.
  func run(holding scalar: UInt32) -> Int? {
    guard filter.mayContain(scalar) else { return nil }
    var low = 0
    var high = min(firsts.count, lasts.count)
    while low < high {
      let middle = low + (high - low) / 2
      if lasts[middle] < scalar {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low < firsts.count, low < lasts.count, firsts[low] <= scalar else { return nil }
    return low
  }

  func contains(_ scalar: UInt32) -> Bool { run(holding: scalar) != nil }

  /// The value of the run holding `scalar`, or 0 outside every run.
  func value(for scalar: UInt32) -> UInt8 {
    guard let run = run(holding: scalar), run < values.count else { return 0 }
    return values[run]
  }
}
