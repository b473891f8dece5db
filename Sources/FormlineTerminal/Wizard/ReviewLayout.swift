/// How the review screen fits a terminal: each answer on as many lines as its text needs,
/// continuation lines indented under the title (a hanging indent), so a long value never
/// runs back to the left edge where the numbers are.
struct ReviewLayout {
  /// Columns of the terminal.
  var columns: Int

  /// The lines of one numbered answer, without their newlines.
  /// - Parameters:
  ///   - prefix: `"   3. "`: the number, to the left of everything else.
  ///   - text: The title, separator and value, plain (no styles, controls neutralised).
  /// - Returns: One line when it fits; otherwise the text broken at spaces (a word wider
  ///   than the room is cut), every line after the first indented by the prefix's width.
  func lines(prefix: String, text: String) -> [String] {
    let room = max(10, columns - prefix.count - 1)
    guard text.count > room else { return [prefix + text] }
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      var word = Substring(word)
      while word.count > room {
        if !current.isEmpty {
          lines.append(current)
          current = ""
        }
        lines.append(String(word.prefix(room)))
        word = word.dropFirst(room)
      }
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= room {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    let indent = String(repeating: " ", count: prefix.count)
    return lines.enumerated().map { ($0.offset == 0 ? prefix : indent) + $0.element }
  }
}
