import FormlineUnicode
import Foundation

/// Foundation's answers, which FormlineUnicode is held to: on Linux, CoreFoundation's
/// CFStringNormalize and CFStringFold.
enum Oracle {
  static func normalized(_ text: String, _ form: NormalizationForm) -> String {
    switch form {
    case .nfd: text.decomposedStringWithCanonicalMapping
    case .nfc: text.precomposedStringWithCanonicalMapping
    case .nfkd: text.decomposedStringWithCompatibilityMapping
    case .nfkc: text.precomposedStringWithCompatibilityMapping
    }
  }

  static func folded(_ text: String, _ options: FoldingOptions) -> String {
    var foundationOptions: String.CompareOptions = []
    if options.contains(.caseInsensitive) { foundationOptions.insert(.caseInsensitive) }
    if options.contains(.diacriticInsensitive) { foundationOptions.insert(.diacriticInsensitive) }
    return text.folding(options: foundationOptions, locale: nil)
  }

  /// The folding options the core uses: `[d]`, `[c]` and `[cd]`.
  static let foldings: [FoldingOptions] = [
    .diacriticInsensitive, .caseInsensitive, [.caseInsensitive, .diacriticInsensitive],
  ]
  /// Where `folded` and Foundation part, over `texts` and every option set of `foldings`,
  /// each as "[c] U+0041: U+0061, Foundation U+…".
  static func foldingDifferences(in texts: some Sequence<String>) -> [String] {
    var differences: [String] = []
    for text in texts {
      for options in foldings {
        let ours = text.folded(options)
        let foundation = folded(text, options)
        guard !ours.unicodeScalars.elementsEqual(foundation.unicodeScalars) else { continue }
        differences.append(
          "\(optionsName(options)) \(scalarNames(text)): \(scalarNames(ours)), "
            + "Foundation \(scalarNames(foundation))")
      }
    }
    return differences
  }
}

/// Scalars as `U+00E9 U+0301`, for messages that show what differs.
func scalarNames(_ text: String) -> String {
  text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    .joined(separator: " ")
}

/// The options as a condition's modifier spells them.
func optionsName(_ options: FoldingOptions) -> String {
  switch options {
  case .caseInsensitive: "[c]"
  case .diacriticInsensitive: "[d]"
  default: "[cd]"
  }
}
