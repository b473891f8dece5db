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

  /// The format a file's name says: `.json`, `.yaml` or `.yml`; nil for any other name
  /// (standard input, `.txt`).
  init?(fileName: String) {
    let lowered = fileName.lowercased()
    if lowered.hasSuffix(".json") {
      self = .json
    } else if lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") {
      self = .yaml
    } else {
      return nil
    }
  }
}
