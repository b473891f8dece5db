/// The properties FormlineUnicode reads, all from the generated tables (Generated/), so its
/// answers follow the data it carries and not the Unicode version of the toolchain's standard
/// library.
enum UnicodeData {
  static func combiningClass(_ scalar: UInt32) -> UInt8 {
    // Below U+0300 no scalar combines: most text never reaches the search.
    scalar < 0x300 ? 0 : ScalarRanges.combiningClasses.value(for: scalar)
  }

  static func isGraphemeExtender(_ scalar: UInt32) -> Bool {
    scalar >= 0x300 && ScalarRanges.graphemeExtenders.contains(scalar)
  }

  /// The full canonical decomposition, Hangul syllables included, or nil when the scalar is
  /// its own.
  static func canonicalDecomposition(_ scalar: UInt32) -> [UInt32]? {
    guard scalar >= 0xC0 else { return nil }
    if let jamo = Hangul.decomposition(scalar) { return jamo }
    return ScalarMapping.canonicalDecompositions.mapping(for: scalar).map(Array.init)
  }

  /// The full compatibility decomposition, or nil when the scalar is its own.
  static func compatibilityDecomposition(_ scalar: UInt32) -> [UInt32]? {
    guard scalar >= 0xA0 else { return nil }
    if let mapping = ScalarMapping.compatibilityDecompositions.mapping(for: scalar) {
      return Array(mapping)
    }
    return canonicalDecomposition(scalar)
  }

  static func composite(of first: UInt32, _ second: UInt32) -> UInt32? {
    Hangul.composite(of: first, second)
      ?? PairComposition.canonical.composite(of: first, second)
  }
}
