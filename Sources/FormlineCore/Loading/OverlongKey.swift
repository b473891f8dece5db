/// A key longer than YAML allows in `key: value`.
///
/// YAML limits an implicit key to 1,024 characters. libyaml reads a longer one as no key at
/// all and stops at the `:` after it, with a message about something else ("mapping values
/// are not allowed in this context", "did not find expected ',' or '}'"); JSON is read by
/// the same parser, so a JSON file with such a key fails the same way. Finding the key lets
/// the error say what is wrong, and where the key starts.
enum OverlongKey {
  /// The most characters YAML allows in an implicit key.
  static let limit = 1024

  /// The key that ends just before the `:` libyaml stopped at, when it is too long.
  ///
  /// - Parameters:
  ///   - line: The line of the error (1-based).
  ///   - column: Its column (1-based, in Unicode scalars, as libyaml counts).
  ///   - source: The whole document.
  /// - Returns: The key's column and length in characters (its quotes included), or nil
  ///   when no `:` is there or the key before it is not too long.
  static func find(line: Int, column: Int, in source: String) -> (column: Int, length: Int)? {
    // Split by scalars: "\r\n" is one Character, and would not split as "\n".
    let lines = source.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count else { return nil }
    let scalars = Array(lines[line - 1])
    let colon = column - 1
    guard colon >= 0, colon < scalars.count, scalars[colon] == ":" else { return nil }
    var end = colon
    while end > 0, scalars[end - 1] == " " || scalars[end - 1] == "\t" { end -= 1 }
    guard end > 0 else { return nil }
    let start: Int?
    switch scalars[end - 1] {
    case "\"": start = doubleQuoted(scalars, closing: end - 1)
    case "'": start = singleQuoted(scalars, closing: end - 1)
    default: start = plain(scalars, end: end)
    }
    guard let start, end - start > limit else { return nil }
    return (start + 1, end - start)
  }

  /// The opening quote of `"…"`: a `"` after an even number of backslashes.
  private static func doubleQuoted(_ scalars: [Unicode.Scalar], closing: Int) -> Int? {
    var index = closing - 1
    while index >= 0 {
      if scalars[index] == "\"" {
        var backslashes = 0
        while index - backslashes - 1 >= 0, scalars[index - backslashes - 1] == "\\" {
          backslashes += 1
        }
        if backslashes % 2 == 0 { return index }
      }
      index -= 1
    }
    return nil
  }

  /// The opening quote of `'…'`, where `''` is a quote inside.
  private static func singleQuoted(_ scalars: [Unicode.Scalar], closing: Int) -> Int? {
    var index = closing - 1
    while index >= 0 {
      if scalars[index] == "'" {
        if index > 0, scalars[index - 1] == "'" {
          index -= 2
          continue
        }
        return index
      }
      index -= 1
    }
    return nil
  }

  /// Where a plain key starts: after a `{`, `[` or `,` of a flow collection, or after the
  /// line's indentation and `- ` item marks.
  private static func plain(_ scalars: [Unicode.Scalar], end: Int) -> Int? {
    var start = end
    while start > 0, !"{[,".unicodeScalars.contains(scalars[start - 1]) { start -= 1 }
    while start < end, scalars[start] == " " || scalars[start] == "-" || scalars[start] == "?" {
      start += 1
    }
    return start
  }
}
