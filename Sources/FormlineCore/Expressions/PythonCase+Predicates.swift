/// Python's `str.islower()`, `isupper()` and the other character-class predicates.
extension PythonCase {
  /// At least one cased character, and every cased one lower case.
  static func isLower(_ text: String) -> Bool {
    var cased = false
    for scalar in text.unicodeScalars where scalar.properties.isCased {
      if scalar.properties.isUppercase || scalar.properties.generalCategory == .titlecaseLetter {
        return false
      }
      cased = true
    }
    return cased
  }

  /// At least one cased character, and every cased one upper case.
  static func isUpper(_ text: String) -> Bool {
    var cased = false
    for scalar in text.unicodeScalars where scalar.properties.isCased {
      if scalar.properties.isLowercase || scalar.properties.generalCategory == .titlecaseLetter {
        return false
      }
      cased = true
    }
    return cased
  }

  /// Not empty, and every character passes.
  static func all(_ text: String, _ test: (Unicode.Scalar) -> Bool) -> Bool {
    !text.isEmpty && text.unicodeScalars.allSatisfy(test)
  }

  static func isAlpha(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isAlphabetic }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.numericType == .decimal || scalar.properties.numericType == .digit
  }

  static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace }

  /// `str.swapcase()`.
  static func swapCase(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.properties.isLowercase {
        result += scalar.properties.uppercaseMapping
      } else if scalar.properties.isUppercase {
        result += scalar.properties.lowercaseMapping
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
