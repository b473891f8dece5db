/// Whether a document is JSON or YAML, decided by content so `form.txt` or a here-doc on
/// stdin loads the same as a `.json` file.
enum DocumentFormat: Sendable {
  case json
  case yaml

  /// JSON when the first significant character opens an object or array.
  static func detect(_ text: String) -> DocumentFormat {
    for scalar in text.unicodeScalars {
      switch scalar {
      case " ", "\t", "\n", "\r", "\u{FEFF}": continue
      case "{", "[": return .json
      default: return .yaml
      }
    }
    return .yaml
  }
}
