/// How much work one search may do before it is stopped as too costly.
///
/// PCRE2 counts "match steps" (calls of its internal matcher, roughly one per backtracking
/// point). A fixed allowance covers any reasonable pattern on a short value; the part per
/// byte keeps the cost linear in the text's length, so a long value is not refused for
/// being long. Depth and heap limits stop the patterns that would exhaust memory before
/// they exhaust steps.
package enum MatchBudget {
  /// Steps any search may take, whatever the text's length.
  package static let fixedSteps = 250_000
  /// Further steps per UTF-8 byte of the text searched.
  package static let stepsPerByte = 20
  /// The heap PCRE2 may use for backtracking frames, in KiB (PCRE2's default is 20 GB).
  package static let heapKibibytes = 64 * 1024

  /// The match limit (and depth limit) for a text of `byteCount` UTF-8 bytes.
  package static func steps(forByteCount byteCount: Int) -> UInt32 {
    let (perByte, overflow) = byteCount.multipliedReportingOverflow(by: stepsPerByte)
    guard !overflow else { return UInt32.max }
    let total = fixedSteps.addingReportingOverflow(perByte)
    guard !total.overflow, total.partialValue < Int(UInt32.max) else { return UInt32.max }
    return UInt32(total.partialValue)
  }
}
