/// The lines of a folded block scalar (`>`) for a text, keeping the old block's lines where
/// the text still has them, so that changing a word rewrites only the line that holds it.
///
/// In a folded block a line break between two lines of text reads as a space, and each
/// blank line as a line break. So a paragraph (a line of the text) may be wrapped at any
/// single space between two words, and paragraphs are kept apart by blank lines. A line is
/// ended where an old line of the block starts again (once it is half as wide as the
/// widest old line), else where the next word would make it wider than that line (an old
/// block that never wrapped a paragraph is not wrapped now).
///
/// Lines starting with a space or tab fold by other rules; the caller writes such text as
/// a literal block and never passes it here.
struct YAMLFoldedLines {
  /// The old block's lines of text, in order (blank lines left out).
  let oldLines: [[Character]]
  /// The longest line wanted.
  let width: Int

  /// - Parameter oldLines: The old block's lines without their indentation, blank ones
  ///   empty.
  init(oldLines: [String]) {
    var wrapped = false
    var previousWasText = false
    var texts: [[Character]] = []
    for line in oldLines {
      let isText = !line.isEmpty && line.first != " " && line.first != "\t"
      if isText {
        texts.append(Array(line))
        if previousWasText { wrapped = true }
      }
      previousWasText = isText
    }
    self.oldLines = texts
    width = wrapped ? max(texts.map(\.count).max() ?? 0, 1) : Int.max
  }

  /// - Parameter paragraphs: The text's lines without its trailing line breaks: the first
  ///   and last not empty, none starting with a space or tab.
  /// - Returns: The block's lines, blank ones empty.
  func lines(for paragraphs: [String]) -> [String] {
    var result: [String] = []
    var next = 0
    var emptyRun = 0
    var seenText = false
    for paragraph in paragraphs {
      guard !paragraph.isEmpty else {
        emptyRun += 1
        continue
      }
      // Before the first paragraph each empty line is a line break; between two, the break
      // that ends a paragraph needs a blank line of its own besides.
      let blanks = seenText ? emptyRun + 1 : emptyRun
      result += Array(repeating: "", count: blanks)
      emptyRun = 0
      seenText = true
      result += wrap(Array(paragraph), next: &next)
    }
    return result
  }

  /// One paragraph's lines; `next` is the first old line not yet reused.
  private func wrap(_ text: [Character], next: inout Int) -> [String] {
    let breaks = text.indices.filter { isBreak(text, at: $0) }
    var lines: [String] = []
    var start = 0
    while start < text.count {
      var end: Int
      if let old = oldLine(in: text, at: start, from: next) {
        end = start + oldLines[old].count
      } else {
        end = text.count
        var previous: Int?
        for candidate in breaks.filter({ $0 > start }) + [text.count] {
          if candidate - start > width {
            end = previous ?? candidate
            break
          }
          previous = candidate
          // A line ends early where an old line starts again, unless that would leave it
          // shorter than half the width.
          if candidate == text.count
            || candidate - start >= width / 2
              && oldLine(in: text, at: candidate + 1, from: next) != nil
          {
            end = candidate
            break
          }
        }
      }
      let line = Array(text[start..<end])
      if let reused = oldLines[min(next, oldLines.count)...].firstIndex(of: line) {
        next = reused + 1
      }
      lines.append(String(line))
      start = end + 1
    }
    return lines
  }

  /// The first old line from `from` on that the text holds at `offset`, ending at a break
  /// or at the end of the text.
  private func oldLine(in text: [Character], at offset: Int, from: Int) -> Int? {
    guard offset < text.count, from < oldLines.count else { return nil }
    return oldLines.indices[from...].first { index in
      let old = oldLines[index]
      let end = offset + old.count
      return !old.isEmpty && end <= text.count && text[offset..<end].elementsEqual(old)
        && (end == text.count || isBreak(text, at: end))
    }
  }

  /// Whether a line may end before the space at `offset`: one space between two other
  /// characters, so that folding gives it back and the next line starts with text.
  private func isBreak(_ text: [Character], at offset: Int) -> Bool {
    offset > 0 && offset + 1 < text.count && text[offset] == " " && text[offset - 1] != " "
      && text[offset + 1] != " " && text[offset - 1] != "\t" && text[offset + 1] != "\t"
  }
}
