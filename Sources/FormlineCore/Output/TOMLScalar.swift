/// How `TOMLWriter` spells keys, strings and floats.
enum TOMLScalar {
  /// A bare key when it is made of `A-Z a-z 0-9 _ -`, else a quoted key.
  static func key(_ text: String) -> String {
    let bare =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy { scalar in
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar)
          || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
      }
    return bare ? text : basicString(text)
  }

  /// A string: a multi-line basic string (`"""`) when it spans lines, else a basic string.
  static func string(_ text: String) -> String {
    guard text.contains("\n") else { return basicString(text) }
    // The newline after the opening quotes is trimmed by TOML, so the text starts on its
    // own line. Quotes are escaped one by one, so no `"""` can end the string early.
    return "\"\"\"\n" + escaped(text, keepingNewlines: true) + "\"\"\""
  }

  /// A float that reads back as the same `Double`, always with a `.` or an exponent so it
  /// stays a float, and `inf`, `-inf`, `nan`.
  static func float(_ number: Double) -> String {
    if number.isNaN { return "nan" }
    if number.isInfinite { return number < 0 ? "-inf" : "inf" }
    let digits = String(number)
    return digits.contains(where: { $0 == "." || $0 == "e" }) ? digits : digits + ".0"
  }

  private static func basicString(_ text: String) -> String {
    "\"" + escaped(text, keepingNewlines: false) + "\""
  }

  /// Escapes what a basic string cannot hold as is: `"`, `\` and control characters
  /// (TOML allows tab, but an escape is clearer).
  private static func escaped(_ text: String, keepingNewlines: Bool) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += keepingNewlines ? "\n" : "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let digits = String(scalar.value, radix: 16, uppercase: true)
          result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
