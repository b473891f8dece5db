/// One change to a file's text: the bytes in `range` (UTF-8 offsets) become `replacement`.
///
/// Offsets are bytes so that an edit can never split a multi-byte character the file did
/// not ask to change, and so that every span reader (libyaml marks, the JSON and TOML
/// scanners) reports places in one unit.
package struct TextEdit: Sendable, Hashable {
  package var range: Range<Int>
  package var replacement: String

  package init(range: Range<Int>, replacement: String) {
    self.range = range
    self.replacement = replacement
  }

  /// An insertion before the byte at `offset`.
  static func insert(_ text: String, at offset: Int) -> TextEdit {
    TextEdit(range: offset..<offset, replacement: text)
  }

  /// Applies edits to a text.
  ///
  /// Deletions that overlap (two removed neighbours claiming the
  /// comma between them) are merged; any other overlap is a bug in the caller and returns
  /// nil rather than text no one asked for.
  static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8]? {
    // From the end backwards, so earlier offsets stay valid; at one offset a deletion
    // goes before an insertion, so the inserted text is not deleted with it.
    // Insertions at one offset keep the order they were given in.
    let ordered = mergedDeletions(
      edits.enumerated().sorted { left, right in
        if left.element.range.lowerBound != right.element.range.lowerBound {
          return left.element.range.lowerBound > right.element.range.lowerBound
        }
        if left.element.range.upperBound != right.element.range.upperBound {
          return left.element.range.upperBound > right.element.range.upperBound
        }
        return left.offset > right.offset
      }.map(\.element))
    var result = bytes
    var limit = bytes.count
    for edit in ordered {
      guard edit.range.lowerBound >= 0, edit.range.upperBound <= limit else { return nil }
      result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
      limit = edit.range.lowerBound
    }
    return result
  }

  /// Joins overlapping deletions in edits sorted from the end.
  private static func mergedDeletions(_ edits: [TextEdit]) -> [TextEdit] {
    var merged: [TextEdit] = []
    for edit in edits {
      if var last = merged.last, last.replacement.isEmpty, edit.replacement.isEmpty,
        !edit.range.isEmpty, edit.range.upperBound > last.range.lowerBound
      {
        last.range = edit.range.lowerBound..<max(edit.range.upperBound, last.range.upperBound)
        merged[merged.count - 1] = last
      } else {
        merged.append(edit)
      }
    }
    return merged
  }
}
