/// A set of code points as sorted, disjoint ranges, written as the body of a PCRE2 class.
///
/// The rewriters spell classes out this way instead of relying on PCRE2's own `\s` or
/// `\w`, whose members differ from ECMA-262's and Python's and have changed between PCRE2
/// versions. A complement can be written inside another class, where PCRE2 has no nested
/// `[^…]`.
struct ScalarRanges: Equatable, Sendable {
  let ranges: [ClosedRange<UInt32>]

  /// - Parameter ranges: Sorted, disjoint and not adjacent.
  init(_ ranges: [ClosedRange<UInt32>]) {
    self.ranges = ranges
  }

  /// Every other code point.
  var complement: ScalarRanges {
    var result: [ClosedRange<UInt32>] = []
    var next: UInt32 = 0
    for range in ranges {
      if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
      next = range.upperBound + 1
    }
    if next <= 0x10FFFF { result.append(next...0x10FFFF) }
    return ScalarRanges(result)
  }

  /// The ranges as the inside of a class: `\x{9}-\x{D}\x{20}`.
  var classBody: String {
    ranges.map { range in
      range.count == 1
        ? hexEscape(range.lowerBound)
        : hexEscape(range.lowerBound) + "-" + hexEscape(range.upperBound)
    }.joined()
  }

  /// `[…]`; a set with no member is a class that matches nothing.
  var positiveClass: String {
    ranges.isEmpty ? "[^\\x{0}-\\x{10FFFF}]" : "[" + classBody + "]"
  }

  /// `[^…]`.
  var negativeClass: String { complement.positiveClass }
}
