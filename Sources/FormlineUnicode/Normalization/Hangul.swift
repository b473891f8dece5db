/// Hangul syllables decompose into conjoining jamo, and compose back, by arithmetic
/// (Unicode §3.12), so none of their 11,172 mappings is in the tables.
enum Hangul {
  private static let syllableBase: UInt32 = 0xAC00
  private static let leadingBase: UInt32 = 0x1100
  private static let vowelBase: UInt32 = 0x1161
  private static let trailingBase: UInt32 = 0x11A7
  private static let leadingCount: UInt32 = 19
  private static let vowelCount: UInt32 = 21
  private static let trailingCount: UInt32 = 28
  private static let syllableCount: UInt32 = 11_172

  static func decomposition(_ scalar: UInt32) -> [UInt32]? {
    guard scalar >= syllableBase, scalar - syllableBase < syllableCount else { return nil }
    let index = scalar - syllableBase
    let leading = leadingBase + index / (vowelCount * trailingCount)
    let vowel = vowelBase + (index % (vowelCount * trailingCount)) / trailingCount
    let trailing = index % trailingCount
    return trailing == 0 ? [leading, vowel] : [leading, vowel, trailingBase + trailing]
  }

  /// A leading consonant and a vowel make an LV syllable; an LV syllable and a trailing
  /// consonant make an LVT one.
  static func composite(of first: UInt32, _ second: UInt32) -> UInt32? {
    if first >= leadingBase, first - leadingBase < leadingCount,
      second >= vowelBase, second - vowelBase < vowelCount
    {
      let leading = first - leadingBase
      let vowel = second - vowelBase
      return syllableBase + (leading * vowelCount + vowel) * trailingCount
    }
    if first >= syllableBase, first - syllableBase < syllableCount,
      (first - syllableBase) % trailingCount == 0,
      second > trailingBase, second - trailingBase < trailingCount
    {
      return first + (second - trailingBase)
    }
    return nil
  }
}
