extension String {
  /// The typed text without the blanks around it: tabs, Unicode's space separators
  /// (category Zs) and U+200B, the set Foundation's `CharacterSet.whitespaces` holds.
  ///
  /// By the standard library: Foundation's character sets come from the libraries that link
  /// ICU's data into the static binary. The core trims answers by the same rule
  /// (`String.trimmingSpaces`).
  var trimmingBlanks: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !Self.isBlank($0) }) else { return "" }
    var end = scalars.endIndex
    while end > first, Self.isBlank(scalars[scalars.index(before: end)]) {
      end = scalars.index(before: end)
    }
    return String(String.UnicodeScalarView(scalars[first..<end]))
  }

  private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar == " " || scalar == "\t" }
    return scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
  }
}
