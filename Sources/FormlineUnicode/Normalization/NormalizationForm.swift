/// The four Unicode normalization forms (UAX #15).
public enum NormalizationForm: Sendable, CaseIterable {
  /// Canonical decomposition: Foundation's `decomposedStringWithCanonicalMapping`.
  case nfd
  /// Canonical decomposition, then canonical composition: `precomposedStringWithCanonicalMapping`.
  case nfc
  /// Compatibility decomposition: `decomposedStringWithCompatibilityMapping`.
  case nfkd
  /// Compatibility decomposition, then canonical composition:
  /// `precomposedStringWithCompatibilityMapping`.
  case nfkc

  var isCompatibility: Bool { self == .nfkd || self == .nfkc }
  var composes: Bool { self == .nfc || self == .nfkc }
}
