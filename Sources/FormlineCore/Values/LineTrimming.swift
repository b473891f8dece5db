extension String {
  /// The text without the line breaks around it: what Foundation's
  /// `trimmingCharacters(in: .newlines)` removes (U+000A–U+000D, U+0085, U+2028, U+2029).
  ///
  /// By the standard library, as `trimmingSpaces` is: Foundation's `CharacterSet` comes from
  /// the libraries that link ICU's data into the static binary.
  var trimmingNewlines: String { trimming(where: LineTrimming.isNewline) }

  /// The text without the spaces, tabs and line breaks around it: what Foundation's
  /// `trimmingCharacters(in: .whitespacesAndNewlines)` removes.
  var trimmingSpacesAndNewlines: String {
    trimming { SpaceTrimming.isSpace($0) || LineTrimming.isNewline($0) }
  }

  /// Scalar by scalar, as Foundation trims: a `\r\n` at the end goes whole, and a mark
  /// after a trimmed scalar is kept.
  private func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
      let last = scalars.lastIndex(where: { !isTrimmed($0) })
    else { return "" }
    if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex {
      return self
    }
    return String(scalars[first...last])
  }
}

enum LineTrimming {
  /// A scalar Foundation's `CharacterSet.newlines` holds.
  static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }
}
