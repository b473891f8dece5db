/// The unified diff (`diff -u`) between a file's text and the text formline would write:
/// each changed stretch of lines with up to three unchanged lines around, hunks whose
/// context would touch merged.
///
/// Hand-written: no diff library is among the dependencies, and an in-place edit changes
/// a few small stretches, which a longest common subsequence of the lines between the
/// shared start and end finds exactly.
package enum UnifiedDiff {
  /// - Parameters:
  ///   - original: The file's text now.
  ///   - edited: The text it would have.
  ///   - name: The file's name for the `---`/`+++` lines.
  ///   - context: Unchanged lines shown around each change.
  /// - Returns: The diff, or "" when nothing changes.
  package static func render(
    original: String, edited: String, name: String, context: Int = 3
  ) -> String {
    guard original != edited else { return "" }
    let oldLines = split(original)
    let newLines = split(edited)
    // The changed lines of the old text, and the same stretch of the new text: the edits
    // only change what lies between the first and last changed line of each run.
    let blocks = changedBlocks(oldLines, newLines)
    var output = "--- \(name)\n+++ \(name)\n"
    var index = 0
    while index < blocks.count {
      var last = index
      while last + 1 < blocks.count,
        blocks[last + 1].oldRange.lowerBound - blocks[last].oldRange.upperBound <= 2 * context
      {
        last += 1
      }
      let oldStart = max(0, blocks[index].oldRange.lowerBound - context)
      let oldEnd = min(oldLines.count, blocks[last].oldRange.upperBound + context)
      let shift = blocks[index].newRange.lowerBound - blocks[index].oldRange.lowerBound
      let newStart = oldStart + shift
      let newEnd = min(newLines.count, blocks[last].newRange.upperBound + context)
      output +=
        "@@ -\(position(oldStart, oldEnd - oldStart)) +\(position(newStart, newEnd - newStart)) @@\n"
      var cursor = oldStart
      for block in blocks[index...last] {
        for line in oldLines[cursor..<block.oldRange.lowerBound] { output += " " + line }
        for line in oldLines[block.oldRange] { output += "-" + line }
        for line in newLines[block.newRange] { output += "+" + line }
        cursor = block.oldRange.upperBound
      }
      for line in oldLines[cursor..<oldEnd] { output += " " + line }
      index = last + 1
    }
    return output
  }

  /// `start,count` as diff writes it (1-based; an empty range names the line before).
  private static func position(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start),0" : "\(start + 1),\(count)"
  }

  /// Lines with their breaks; a last line without one is marked as diff marks it.
  private static func split(_ text: String) -> [String] {
    var lines: [String] = []
    var current = ""
    for scalar in text.unicodeScalars {
      current.unicodeScalars.append(scalar)
      if scalar == "\n" {
        lines.append(current)
        current = ""
      }
    }
    if !current.isEmpty { lines.append(current + "\n\\ No newline at end of file\n") }
    return lines
  }

  /// The stretches that differ: the lines both texts share at the start and the end are
  /// set aside, and the rest is matched by a longest common subsequence of lines (the few
  /// lines an edit touches), or, past a size where that would be slow, changed whole.
  private static func changedBlocks(
    _ old: [String], _ new: [String]
  ) -> [(oldRange: Range<Int>, newRange: Range<Int>)] {
    let prefix = zip(old, new).prefix { $0 == $1 }.count
    let suffix = zip(old[prefix...].reversed(), new[prefix...].reversed()).prefix { $0 == $1 }.count
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])
    guard oldMiddle.count * newMiddle.count <= 4_000_000 else {
      return [(prefix..<(old.count - suffix), prefix..<(new.count - suffix))]
    }
    // lengths[i][j]: the longest common subsequence of oldMiddle[i...] and newMiddle[j...].
    let width = newMiddle.count + 1
    var lengths = [Int](repeating: 0, count: (oldMiddle.count + 1) * width)
    for i in stride(from: oldMiddle.count - 1, through: 0, by: -1) {
      for j in stride(from: newMiddle.count - 1, through: 0, by: -1) {
        lengths[i * width + j] =
          oldMiddle[i] == newMiddle[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
      }
    }
    var blocks: [(oldRange: Range<Int>, newRange: Range<Int>)] = []
    var i = 0
    var j = 0
    var blockStart: (Int, Int)?
    func close() {
      if let (oldStart, newStart) = blockStart {
        blocks.append(((prefix + oldStart)..<(prefix + i), (prefix + newStart)..<(prefix + j)))
        blockStart = nil
      }
    }
    while i < oldMiddle.count || j < newMiddle.count {
      if i < oldMiddle.count, j < newMiddle.count, oldMiddle[i] == newMiddle[j] {
        close()
        i += 1
        j += 1
      } else {
        if blockStart == nil { blockStart = (i, j) }
        if j < newMiddle.count,
          i == oldMiddle.count || lengths[i * width + j + 1] >= lengths[(i + 1) * width + j]
        {
          j += 1
        } else {
          i += 1
        }
      }
    }
    close()
    return blocks
  }
}
