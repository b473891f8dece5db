/// HTML escaping for `{{name}}` in templates that ask for HTML (`{{%CONTENT_TYPE:HTML}}`):
/// the five characters that can break out of text or an attribute value.
enum HTMLEscaping {
  static func append(_ text: String, to output: inout String) {
    guard text.utf8.contains(where: needsEscape) else {
      output += text
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&#39;"
      default: output.unicodeScalars.append(scalar)
      }
    }
  }

  private static func needsEscape(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"):
      true
    default: false
    }
  }
}
