/// Where a fill without a person takes its answers from, one line per question (formline(1)
/// NON-INTERACTIVE USE).
///
/// A feed is pulled one line at a time, only when a question needs it: a program that
/// writes each answer after reading the fill's events (`--events`) is never read ahead of.
package protocol AnswerFeed {
  /// The next line.
  ///
  /// - Returns: A line with its number, a refused line with why, the end of input, or why
  ///   reading stopped. After `.end`, the feed is not asked again.
  mutating func next() -> AnswerLine
}
