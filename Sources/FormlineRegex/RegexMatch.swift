/// One match: where the whole match and each capture group lie in the text searched.
///
/// Ranges are kept both as UTF-8 offsets (what PCRE2 reports) and as `String.Index`
/// ranges of the text. They always fall on Unicode scalar boundaries (the patterns are
/// compiled in UTF mode and `\C` is refused) but not necessarily on `Character`
/// boundaries: `.` matches the "e" of "e\u{301}" without its accent. `text(_:in:)` slices
/// by scalars, which is exact in both cases.
package struct RegexMatch: Equatable, Sendable {
  /// UTF-8 offsets: element 0 is the whole match, element n group n; nil for a group that
  /// took no part in the match.
  package let utf8Ranges: [Range<Int>?]
  /// The same ranges as indices of the text searched.
  package let ranges: [Range<String.Index>?]
  /// The pattern's named groups and their numbers.
  package let groupNumbers: [String: Int]

  /// The whole match.
  package let range: Range<String.Index>

  init(
    utf8Ranges: [Range<Int>?], in text: String, groupNumbers: [String: Int]
  ) {
    let utf8 = text.utf8
    let ranges = utf8Ranges.map { offsets in
      offsets.map { offsets in
        utf8.index(
          utf8.startIndex, offsetBy: offsets.lowerBound)..<utf8.index(
            utf8.startIndex, offsetBy: offsets.upperBound)
      }
    }
    self.utf8Ranges = utf8Ranges
    self.ranges = ranges
    self.groupNumbers = groupNumbers
    self.range = ranges.first.flatMap { $0 } ?? text.startIndex..<text.startIndex
  }

  /// The range of group `number` (0: the whole match); nil when the group took no part in
  /// the match or the pattern has no such group.
  package func range(_ number: Int) -> Range<String.Index>? {
    ranges.indices.contains(number) ? ranges[number] : nil
  }

  /// The range of the group called `name`; nil when it took no part or does not exist.
  package func range(named name: String) -> Range<String.Index>? {
    groupNumbers[name].flatMap(range)
  }

  /// The text of group `number` (0: the whole match) in `subject`, the text searched.
  package func text(_ number: Int = 0, in subject: String) -> Substring? {
    range(number).map { Substring(subject.unicodeScalars[$0]) }
  }
}
