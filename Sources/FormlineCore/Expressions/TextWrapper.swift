/// Python's `textwrap.wrap` as Jinja's `wordwrap` calls it: whitespace kept as written
/// inside a line and dropped at line ends, long words broken (at a hyphen when one fits).
struct TextWrapper {
  var width: Int
  var breakLongWords: Bool
  var breakOnHyphens: Bool

  func wrap(_ text: String) -> [String] {
    var chunks = Array(self.chunks(text).reversed())
    var lines: [String] = []
    while !chunks.isEmpty {
      var line: [[Unicode.Scalar]] = []
      var length = 0
      if let last = chunks.last, Self.isSpace(last), !lines.isEmpty { chunks.removeLast() }
      while let last = chunks.last, length + last.count <= width {
        line.append(last)
        length += last.count
        chunks.removeLast()
      }
      if let last = chunks.last, last.count > width {
        handleLongWord(&chunks, &line, length)
      }
      if let last = line.last, Self.isSpace(last) { line.removeLast() }
      if !line.isEmpty {
        lines.append(String(String.UnicodeScalarView(line.flatMap { $0 })))
      }
    }
    return lines
  }

  private func handleLongWord(
    _ chunks: inout [[Unicode.Scalar]], _ line: inout [[Unicode.Scalar]], _ length: Int
  ) {
    guard let chunk = chunks.last else { return }
    let spaceLeft = width < 1 ? 1 : width - length
    if breakLongWords {
      var end = spaceLeft
      if breakOnHyphens, chunk.count > spaceLeft,
        let hyphen = chunk[0..<spaceLeft].lastIndex(of: "-"), hyphen > 0,
        chunk[0..<hyphen].contains(where: { $0 != "-" })
      {
        end = hyphen + 1
      }
      line.append(Array(chunk[0..<end]))
      chunks[chunks.count - 1] = Array(chunk[end...])
    } else if line.isEmpty {
      line.append(chunk)
      chunks.removeLast()
    }
  }

  /// Runs of whitespace and words; with `breakOnHyphens`, a word also ends after a hyphen
  /// that follows a letter and precedes one.
  private func chunks(_ text: String) -> [[Unicode.Scalar]] {
    var result: [[Unicode.Scalar]] = []
    var current: [Unicode.Scalar] = []
    var currentIsSpace = false
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      let space = scalar.properties.isWhitespace
      if !current.isEmpty && space != currentIsSpace {
        result.append(current)
        current = []
      }
      current.append(scalar)
      currentIsSpace = space
      if breakOnHyphens, scalar == "-", index > 0, index + 1 < scalars.count,
        scalars[index - 1].properties.isAlphabetic, scalars[index + 1].properties.isAlphabetic
      {
        result.append(current)
        current = []
      }
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  private static func isSpace(_ chunk: [Unicode.Scalar]) -> Bool {
    chunk.allSatisfy(\.properties.isWhitespace)
  }
}
