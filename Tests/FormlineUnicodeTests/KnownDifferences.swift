import FormlineUnicode

/// Where Foundation's normalization departs from UAX #15, and FormlineUnicode does not.
///
/// CoreFoundation's CFStringNormalize has these gaps. Each is a pattern in the input; a difference counts as
/// known only when the input has the pattern and Foundation's result, normalized again, is
/// FormlineUnicode's (Foundation left it unordered or uncomposed, nothing else).
enum KnownDifferences {
  /// The reason Foundation's `foundation` for `text` in `form` may differ, if the input has
  /// one of the known patterns and the difference is only that.
  static func reason(_ text: String, _ form: NormalizationForm, foundation: String) -> String? {
    guard foundation.normalized(form) == text.normalized(form) else { return nil }
    let scalars = text.unicodeScalars.map(\.value)
    if form == .nfkd || form == .nfkc, scalars.contains(where: compatibilityMakesMarks.contains) {
      return "CFStringNormalize orders marks before compatibility mappings make more marks"
    }
    if scalars.contains(where: startersDecomposingToMarks.contains) {
      return "CFStringNormalize does not reorder marks across U+0F73, U+0F75 or U+0F81"
    }
    if form == .nfkc, scalars.contains(where: isCompatibilityJamo) {
      return "CFStringNormalize does not compose jamo that compatibility mappings make"
    }
    if form == .nfc || form == .nfkc {
      for (first, second) in zip(scalars, scalars.dropFirst()) {
        if isLVSyllable(first), (0x11A8...0x11C2).contains(second) {
          return "CFStringNormalize does not compose an LV syllable with a trailing consonant"
        }
        if first == 0xCCA, second == 0xCD5 {
          return "CFStringNormalize does not compose U+0CCA U+0CD5 into U+0CCB"
        }
      }
    }
    return nil
  }

  /// Class-0 scalars whose compatibility mapping holds a mark of non-zero class.
  private static let compatibilityMakesMarks: Set<UInt32> = [
    0xFF9E, 0xFF9F, 0xFFE3, 0x309B, 0x309C, 0x00A8, 0x00AF, 0x00B4, 0x00B8, 0x02D8, 0x02D9,
    0x02DA, 0x02DB, 0x02DC, 0x02DD, 0x037A, 0x0384, 0x0385, 0x1FBD, 0x1FBF, 0x1FC0, 0x1FC1,
    0x1FCD, 0x1FCE, 0x1FCF, 0x1FDD, 0x1FDE, 0x1FDF, 0x1FED, 0x1FEE, 0x1FFD, 0x1FFE, 0x203E,
    0xFE49, 0xFE4A, 0xFE4B, 0xFE4C,
  ]

  /// Class-0 scalars whose canonical decomposition is all marks (Tibetan vowel signs).
  private static let startersDecomposingToMarks: Set<UInt32> = [0x0F73, 0x0F75, 0x0F81]

  /// Hangul compatibility and halfwidth jamo, which NFKD maps to conjoining jamo.
  private static func isCompatibilityJamo(_ scalar: UInt32) -> Bool {
    (0x3131...0x318E).contains(scalar) || (0xFFA0...0xFFDC).contains(scalar)
  }

  private static func isLVSyllable(_ scalar: UInt32) -> Bool {
    (0xAC00...0xD7A3).contains(scalar) && (scalar - 0xAC00) % 28 == 0
  }
}
