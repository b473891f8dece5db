/// The positions Python's `sequence[start:end:step]` takes, bounds clamped as
/// `slice.indices` clamps them.
enum PythonSlice {
  static func indices(count: Int, start: Int?, end: Int?, step: Int) -> [Int] {
    func clamp(_ given: Int?, _ fallback: Int, lower: Int, upper: Int) -> Int {
      guard var index = given else { return fallback }
      if index < 0 { index += count }
      return min(max(index, lower), upper)
    }
    var result: [Int] = []
    if step > 0 {
      var index = clamp(start, 0, lower: 0, upper: count)
      let stop = clamp(end, count, lower: 0, upper: count)
      while index < stop {
        result.append(index)
        let (next, overflow) = index.addingReportingOverflow(step)
        if overflow { break }
        index = next
      }
    } else {
      var index = clamp(start, count - 1, lower: -1, upper: count - 1)
      let stop = clamp(end, -1, lower: -1, upper: count - 1)
      while index > stop {
        result.append(index)
        let (next, overflow) = index.addingReportingOverflow(step)
        if overflow { break }
        index = next
      }
    }
    return result
  }
}
