import FoundationEssentials

/// copier's cast of a rendered `when` (or any text it reads as a condition) to a boolean:
/// these words, in any case and with surrounding whitespace, are false; any other text is
/// true.
enum CopierBoolean {
  private static let falseWords: Set<String> = [
    "", "false", "no", "off", "0", "n", "null", "~", "none",
  ]

  /// Whether `text` counts as true.
  static func cast(_ text: String) -> Bool {
    !falseWords.contains(text.trimmingSpacesAndNewlines.lowercased())
  }
}
