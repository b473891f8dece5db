/// Where a character of a scalar's value is written in its file, so an error inside a
/// condition or template points at the character, whatever the scalar's style.
///
/// libyaml gives only where a scalar starts. Counting from there is right for a scalar on
/// one line without escapes, but not for a block scalar (`|`, `>-`: the text starts on the
/// next line, indented), a folded plain scalar, `''` in single quotes or escapes in double
/// quotes (JSON strings). Folding and indentation change only whitespace, and escapes are
/// decoded here as libyaml decodes them, so the value's non-blank characters are matched
/// one to one with the file's, in order.
enum ScalarPosition {
  /// - Parameters:
  ///   - offset: Unicode scalars into `value`.
  ///   - value: The scalar's value, as parsed.
  ///   - start: Where the scalar starts: its tag or anchor, quote, block indicator or first
  ///     character.
  ///   - text: The file's text, with where its lines start.
  /// - Returns: The line and column (counted in Unicode scalars, as libyaml counts), or nil
  ///   when the value cannot be matched to the text.
  static func location(
    of offset: Int, in value: String, startingAt start: SourceLocation, text: SourceLines
  ) -> SourceLocation? {
    guard let line = start.line, let column = start.column, offset >= 0 else { return nil }
    let valueScalars = Array(value.unicodeScalars)
    guard offset <= valueScalars.count else { return nil }
    // The value's non-blank characters before the offset, and whether the offset is one.
    let before = valueScalars[..<offset].lazy.filter { !isBlank($0) }.count
    let atCharacter = offset < valueScalars.count && !isBlank(valueScalars[offset])
    guard var reader = ScalarReader(text, line: line - 1, column: column - 1),
      let style = reader.enterScalar()
    else { return nil }
    // Where the text continues after the last character before the offset.
    var after: (line: Int, column: Int)?
    for index in 0...before {
      guard let position = reader.nextCharacter(style) else {
        if index < before || atCharacter { return nil }
        break
      }
      if index == before {
        if atCharacter { return located(start, position) }
        break
      }
      after = reader.position
    }
    guard let after else { return located(start, reader.contentStart) }
    // The blanks between that character and the offset, on the same line of the value.
    let trailing = valueScalars[..<offset].reversed().prefix { $0 == " " || $0 == "\t" }.count
    return located(start, (after.line, after.column + trailing))
  }

  private static func located(_ start: SourceLocation, _ position: (line: Int, column: Int))
    -> SourceLocation
  {
    SourceLocation(file: start.file, line: position.line + 1, column: position.column + 1)
  }

  /// Whitespace folding and indentation may add, drop or change.
  static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
  }
}

/// A file's text and where each of its lines starts, worked out once per file (only when
/// an error needs it).
package struct SourceLines: Sendable {
  let scalars: String.UnicodeScalarView
  let lineStarts: [String.Index]

  package init(_ text: String) {
    scalars = text.unicodeScalars
    var starts = [scalars.startIndex]
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let next = scalars.index(after: index)
      if scalars[index] == "\n" { starts.append(next) }
      index = next
    }
    lineStarts = starts
  }

  /// Line `number` (from 1) without its line break (`\n` or `\r\n`), or nil past the end.
  package func line(_ number: Int) -> String? {
    guard number >= 1, number <= lineStarts.count else { return nil }
    let start = lineStarts[number - 1]
    var end =
      number < lineStarts.count ? scalars.index(before: lineStarts[number]) : scalars.endIndex
    if end > start, scalars[scalars.index(before: end)] == "\r" { end = scalars.index(before: end) }
    return String(scalars[start..<end])
  }
}

/// How a scalar is written, which decides what in the file stands for its characters.
private enum ScalarStyle {
  case plain
  case block
  case singleQuoted
  case doubleQuoted
}

/// A cursor over a file's text that knows its line and column (0-based, in Unicode
/// scalars).
private struct ScalarReader {
  /// Columns further than this are not walked to (a minified JSON file is one long line):
  /// the caller falls back to counting from the scalar's start.
  static let maximumColumn = 10_000

  let scalars: String.UnicodeScalarView
  var index: String.Index
  private(set) var position: (line: Int, column: Int)
  /// Where the scalar's text begins, after its quote or its block header.
  private(set) var contentStart: (line: Int, column: Int) = (0, 0)

  init?(_ text: SourceLines, line: Int, column: Int) {
    guard text.lineStarts.indices.contains(line), column >= 0,
      column <= ScalarReader.maximumColumn
    else { return nil }
    scalars = text.scalars
    index = text.lineStarts[line]
    position = (line, 0)
    for _ in 0..<column {
      guard let scalar = current, scalar != "\n" else { return nil }
      advance()
    }
  }

  private var current: Unicode.Scalar? {
    index < scalars.endIndex ? scalars[index] : nil
  }

  private func peek(_ ahead: Int) -> Unicode.Scalar? {
    var probe = index
    for _ in 0..<ahead {
      guard probe < scalars.endIndex else { return nil }
      probe = scalars.index(after: probe)
    }
    return probe < scalars.endIndex ? scalars[probe] : nil
  }

  private mutating func advance() {
    guard let scalar = current else { return }
    position = scalar == "\n" ? (position.line + 1, 0) : (position.line, position.column + 1)
    index = scalars.index(after: index)
  }

  /// Moves to the start of the next line.
  private mutating func skipLine() {
    while let scalar = current {
      advance()
      if scalar == "\n" { return }
    }
  }

  /// Moves past the scalar's tag, anchor and opening quote or block header.
  /// - Returns: The scalar's style, or nil when the start is not in the text.
  mutating func enterScalar() -> ScalarStyle? {
    while let scalar = current, scalar == "!" || scalar == "&" {
      while let next = current, next != " ", next != "\t", next != "\n" { advance() }
      while let next = current, next == " " || next == "\t" { advance() }
    }
    guard let first = current else { return nil }
    let style: ScalarStyle
    switch first {
    case "|", ">":
      style = .block
      skipLine()
    case "'":
      style = .singleQuoted
      advance()
    case "\"":
      style = .doubleQuoted
      advance()
    default:
      style = .plain
    }
    contentStart = position
    return style
  }

  /// The position of the next character of the value that is not blank.
  /// - Returns: nil at the end of the text or of a quoted scalar.
  mutating func nextCharacter(_ style: ScalarStyle) -> (line: Int, column: Int)? {
    while let scalar = current {
      let found = position
      switch (style, scalar) {
      case (.singleQuoted, "'"):
        guard peek(1) == "'" else { return nil }
        advance()
        advance()
        return found
      case (.doubleQuoted, "\""):
        return nil
      case (.doubleQuoted, "\\"):
        guard let decoded = escape(), !ScalarPosition.isBlank(decoded) else { continue }
        return found
      default:
        advance()
        if ScalarPosition.isBlank(scalar) { continue }
        return found
      }
    }
    return nil
  }

  /// Reads an escape at the cursor (a backslash) and moves past it.
  /// - Returns: The character it stands for; nil for an escaped line break, which stands for
  ///   nothing.
  private mutating func escape() -> Unicode.Scalar? {
    advance()
    guard let code = current else { return nil }
    if code == "\n" || code == "\r" {
      // A backslash at the end of a line joins the next line without a space.
      skipLine()
      return nil
    }
    advance()
    let digits: Int
    switch code {
    case "x": digits = 2
    case "u": digits = 4
    case "U": digits = 8
    case "n": return "\n"
    case "t", "\t": return "\t"
    case "r": return "\r"
    case " ": return " "
    default: return code
    }
    var hex = ""
    for _ in 0..<digits {
      guard let digit = current, digit.properties.isASCIIHexDigit else { break }
      hex.unicodeScalars.append(digit)
      advance()
    }
    return UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) ?? "?"
  }
}
