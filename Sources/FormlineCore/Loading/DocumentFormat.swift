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
    // The name's last bytes compared in any case, in place: lowering the whole name made a
    // new string for every file of a batch.
    func endsWith(_ suffix: StaticString) -> Bool {
      let name = fileName.utf8
      let length = suffix.utf8CodeUnitCount
      guard name.count >= length else { return false }
      return suffix.withUTF8Buffer { wanted in
        zip(name.suffix(length), wanted).allSatisfy { byte, letter in
          byte == letter
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") && byte | 0x20 == letter)
        }
      }
    }
    if endsWith(".json") {
      self = .json
    } else if endsWith(".yaml") || endsWith(".yml") {
      self = .yaml
    } else {
      return nil
    }
  }
}
