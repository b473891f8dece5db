/// Escapes: ECMA-262's, the ones ICU adds that PCRE2 reads alike, and refusals.
extension ECMAScriptRewriter {
  /// After a `\` at `start`.
  mutating func escape(at start: Int) throws(RegexCompileError) {
    guard let next = current else {
      throw RegexCompileError("\\ at end of pattern", offset: start)
    }
    index += 1
    switch next {
    case "d", "D": writeClassEscape(.asciiDigits, negated: next == "D", from: start)
    case "w", "W": writeClassEscape(.asciiWord, negated: next == "W", from: start)
    case "s", "S": writeClassEscape(.ecmaScriptSpace, negated: next == "S", from: start)
    // In a class `\b` is a backspace; elsewhere a boundary between ASCII word
    // characters and others (PCRE2's `\b` without PCRE2_UCP depends on its tables).
    case "b": writer.write(inClass ? "\\x{8}" : Self.boundary(negated: false), from: start)
    case "B" where !inClass: writer.write(Self.boundary(negated: true), from: start)
    // ECMA-262's `\v` is the vertical tab; PCRE2's (and ICU's) is a class of line ends.
    case "v": writer.write("\\x{B}", from: start)
    case "p", "P": try property(negated: next == "P", at: start)
    case "u": try writer.write(hexEscape(unicodeEscape(at: start)), from: start)
    case "x":
      if let value = hexValue(digits: 2) {
        writer.write(hexEscape(value), from: start)
      } else {
        // ICU's `\x{…}`, which PCRE2 reads alike.
        writer.write("\\x", from: start)
      }
    case "c":
      guard let letter = current, letter.isASCII, letter.properties.isAlphabetic else {
        throw RegexCompileError("\\c must be followed by a letter", offset: start)
      }
      index += 1
      writer.write(hexEscape(letter.value % 32), from: start)
    case "Q": quotation(from: start)
    default:
      guard
        !next.isASCII || !next.properties.isAlphabetic
          || Self.passedLetters.contains(next)
      else {
        throw RegexCompileError("unknown escape \\\(next)", offset: start)
      }
      writer.write("\\" + String(next), from: start)
    }
  }

  /// Letter escapes PCRE2 reads as ECMA-262 (`\f \n \r \t \k<name>`) or as ICU, which
  /// the core runs JSON Schema patterns with now (`\a \e \A \z \Z \G \h \H \R \V \X \E`),
  /// does.
  static let passedLetters = Set("fnrtkaeAzZGhHRVXE".unicodeScalars)

  /// `\d`, `\S`…: a class outside a class, its members inside one.
  mutating func writeClassEscape(_ set: ScalarRanges, negated: Bool, from start: Int) {
    let members = negated ? set.complement : set
    writer.write(inClass ? members.classBody : members.positiveClass, from: start)
  }

  /// `\b` (or `\B` when `negated`) over ASCII word characters.
  static func boundary(negated: Bool) -> String {
    let word = ScalarRanges.asciiWord.positiveClass
    return negated
      ? "(?:(?<=\(word))(?=\(word))|(?<!\(word))(?!\(word)))"
      : "(?:(?<=\(word))(?!\(word))|(?<!\(word))(?=\(word)))"
  }

  /// `\p{…}` or `\P{…}`, after the letter.
  mutating func property(negated: Bool, at start: Int) throws(RegexCompileError) {
    guard current == "{", let close = scalars[index...].firstIndex(of: "}") else {
      throw RegexCompileError("\\p and \\P need a property name in braces", offset: start)
    }
    let name = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
    guard let escape = UnicodePropertyName.escape(name, negated: negated) else {
      throw RegexCompileError("unknown property name '\(name)'", offset: start)
    }
    index = close + 1
    writer.write(escape, from: start)
  }

  /// `\u{…}` or `\uXXXX` after the `u`, a high surrogate joined with a low one that
  /// follows as `\uXXXX` (ECMA-262 reads the pair as one code point).
  mutating func unicodeEscape(at start: Int) throws(RegexCompileError) -> UInt32 {
    if current == "{" {
      index += 1
      let first = index
      var value: UInt32 = 0
      while let digit = current.flatMap(Self.hexDigit), value <= 0x10FFFF {
        value = value * 16 + digit
        index += 1
      }
      guard index > first, value <= 0x10FFFF, current == "}" else {
        throw RegexCompileError("invalid Unicode escape", offset: start)
      }
      index += 1
      return value
    }
    guard let value = hexValue(digits: 4) else {
      throw RegexCompileError("invalid Unicode escape", offset: start)
    }
    if (0xD800...0xDBFF).contains(value), current == "\\",
      index + 1 < scalars.count, scalars[index + 1] == "u"
    {
      let resume = index
      index += 2
      if let low = hexValue(digits: 4), (0xDC00...0xDFFF).contains(low) {
        return 0x10000 + (value - 0xD800) << 10 + (low - 0xDC00)
      }
      index = resume
    }
    return value
  }

  /// Exactly `digits` hexadecimal digits at the current position, consumed; nil (and
  /// nothing consumed) when there are fewer.
  mutating func hexValue(digits: Int) -> UInt32? {
    guard index + digits <= scalars.count else { return nil }
    var value: UInt32 = 0
    for scalar in scalars[index..<(index + digits)] {
      guard let digit = Self.hexDigit(scalar) else { return nil }
      value = value * 16 + digit
    }
    index += digits
    return value
  }

  static func hexDigit(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar {
    case "0"..."9": scalar.value - 0x30
    case "a"..."f": scalar.value - 0x61 + 10
    case "A"..."F": scalar.value - 0x41 + 10
    default: nil
    }
  }

  /// ICU's `\Q…\E`: every scalar up to `\E` (or the end) is a literal.
  mutating func quotation(from start: Int) {
    while index < scalars.count {
      if scalars[index] == "\\", index + 1 < scalars.count, scalars[index + 1] == "E" {
        index += 2
        return
      }
      writer.writeLiteral(scalars[index], from: index)
      index += 1
    }
  }
}
