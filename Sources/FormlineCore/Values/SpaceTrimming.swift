extension String {
  /// The text without the spaces and tabs around it.
  ///
  /// What Foundation's `trimmingCharacters(in: .whitespaces)` removes (Unicode's space
  /// separators, category Zs, the tab and U+200B), by the standard library: Foundation's
  /// `CharacterSet` comes from the libraries that link ICU's data into the binary, and
  /// going through `NSString` was 8 % of filling a large form (every answer is trimmed).
  var trimmingSpaces: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !SpaceTrimming.isSpace($0) }),
      let last = scalars.lastIndex(where: { !SpaceTrimming.isSpace($0) })
    else { return "" }
    if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex {
      return self
    }
    return String(scalars[first...last])
  }
}

extension Substring {
  /// The text without the spaces and tabs around it, as `String.trimmingSpaces` trims.
  var trimmingSpaces: String {
    String(self).trimmingSpaces
  }
}

enum SpaceTrimming {
  /// A character `trimmingSpaces` removes: a tab, a space separator (U+0020, U+00A0,
  /// U+1680, U+2000–U+200A, U+202F, U+205F, U+3000), or the zero-width space U+200B,
  /// which Foundation's set holds too.
  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar == " " || scalar == "\t" }
    return scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
  }
}
