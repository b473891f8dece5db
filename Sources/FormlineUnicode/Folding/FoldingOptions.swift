/// What `String.folded(_:)` removes: Foundation's `String.CompareOptions` members
/// `.caseInsensitive` and `.diacriticInsensitive` as `folding(options:locale: nil)` reads them.
///
/// `.widthInsensitive` has no counterpart: nothing in formline folds width.
public struct FoldingOptions: OptionSet, Sendable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Full case folding ("ß" is "ss", "İ" is "i̇").
  public static let caseInsensitive = FoldingOptions(rawValue: 1 << 0)
  /// Marks removed after Latin, Greek and Cyrillic bases, and precomposed letters there
  /// reduced to their base ("é" is "e", "ǅ" stays).
  public static let diacriticInsensitive = FoldingOptions(rawValue: 1 << 1)
}
