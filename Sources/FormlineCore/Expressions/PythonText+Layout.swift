/// Python's `str.center`, `str.splitlines` and Jinja's `\w+` word count.
extension PythonText {
  /// `text.center(width, fill)`: Python puts the odd space on the right unless the width
  /// and the margin are both odd.
  static func center(_ text: String, _ width: Int, fill: String, offset: Int)
    throws(ExpressionError) -> String
  {
    let count = text.unicodeScalars.count
    guard width > count else { return text }
    try ResultBudget.ensure(width, offset: offset)
    let margin = width - count
    let left = margin / 2 + (margin & width & 1)
    return String(repeating: fill, count: left) + text
      + String(repeating: fill, count: margin - left)
  }

  /// `str.ljust`/`str.rjust`.
  static func justify(_ text: String, _ width: Int, fill: String, left: Bool, offset: Int)
    throws(ExpressionError) -> String
  {
    let count = text.unicodeScalars.count
    guard width > count else { return text }
    try ResultBudget.ensure(width, offset: offset)
    let padding = String(repeating: fill, count: width - count)
    return left ? text + padding : padding + text
  }

  /// The line boundaries of `str.splitlines()`.
  static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0B, 0x0C, 0x0D, 0x1C, 0x1D, 0x1E, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  /// `text.splitlines()`: no empty last line for a final break; `\r\n` is one break.
  static func splitLines(_ text: String) -> [String] {
    var lines: [String] = []
    var current = String.UnicodeScalarView()
    var previousWasReturn = false
    for scalar in text.unicodeScalars {
      if scalar == "\n", previousWasReturn {
        previousWasReturn = false
        continue
      }
      previousWasReturn = scalar == "\r"
      if isLineBreak(scalar) {
        lines.append(String(current))
        current = String.UnicodeScalarView()
      } else {
        current.append(scalar)
      }
    }
    if !current.isEmpty { lines.append(String(current)) }
    return lines
  }

  /// Python's `\w`: letters, digits and the underscore, in any script.
  static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic
      || scalar.properties.numericType != nil
  }

  /// How many runs of `\w` characters the text holds (Jinja's `wordcount`).
  static func wordRuns(_ text: String) -> Int {
    var count = 0
    var inWord = false
    for scalar in text.unicodeScalars {
      let word = isWordCharacter(scalar)
      if word && !inWord { count += 1 }
      inWord = word
    }
    return count
  }
}
