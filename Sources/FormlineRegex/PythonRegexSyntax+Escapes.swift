/// Escapes, as Python reads them outside a class and inside one.
extension PythonRegexRewriter {
  /// After a `\` at `start`, outside a class.
  mutating func escape(at start: Int) throws(RegexCompileError) {
    guard let next = current else {
      throw RegexCompileError("bad escape (end of pattern)", offset: start)
    }
    index += 1
    switch next {
    case "A": writer.write("\\A", from: start)
    // Python's `\Z` is PCRE2's `\z`: the end, with no final-newline leniency.
    case "Z": writer.write("\\z", from: start)
    case "b": writer.write(boundary(negated: false), from: start)
    case "B": writer.write(boundary(negated: true), from: start)
    case "d", "D", "s", "S", "w", "W": writer.write(classEscape(next, inClass: false), from: start)
    case "1"..."9": try groupReference(first: next, at: start)
    default:
      try writer.write(hexEscape(codePoint(next, at: start)), from: start)
    }
  }

  /// After a `\` at `start`, inside a class.
  mutating func classEscape(at start: Int) throws(RegexCompileError) {
    guard let next = current else {
      throw RegexCompileError("bad escape (end of pattern)", offset: start)
    }
    index += 1
    switch next {
    case "d", "D", "s", "S", "w", "W": writer.write(classEscape(next, inClass: true), from: start)
    case "b": writer.write("\\x{8}", from: start)
    case "8", "9": throw RegexCompileError("bad escape \\\(next)", offset: start)
    default: try writer.write(hexEscape(codePoint(next, at: start)), from: start)
    }
  }

  /// `\d \D \s \S \w \W` with Python's members (ASCII under the ASCII flag); PCRE2's
  /// `\s` lacks U+001C–U+001F and its `\w` has gained marks in later versions.
  func classEscape(_ letter: Unicode.Scalar, inClass: Bool) -> String {
    let negated = letter.properties.isUppercase
    switch (letter, ascii) {
    case ("d", true), ("D", true), ("w", true), ("W", true), ("s", _), ("S", _):
      let set: ScalarRanges =
        switch letter {
        case "d", "D": .asciiDigits
        case "w", "W": .asciiWord
        default: ascii ? .pythonASCIISpace : .pythonSpace
        }
      let members = negated ? set.complement : set
      return inClass ? members.classBody : members.positiveClass
    case ("d", false), ("D", false):
      return negated ? "\\P{Nd}" : "\\p{Nd}"
    default:
      // Python's `\w` on text is `str.isalnum()` or `_`: letters and numbers. Inside a
      // class `\W` is PCRE2's "not a Perl word character", the same set.
      if inClass { return negated ? "\\P{Xwd}" : "\\p{L}\\p{N}_" }
      return negated ? "[^\\p{L}\\p{N}_]" : "[\\p{L}\\p{N}_]"
    }
  }

  /// `\b`, or `\B` when `negated`, over Python's word characters.
  ///
  /// Python's `\B` does not match in an empty text.
  func boundary(negated: Bool) -> String {
    let word = classEscape("w", inClass: false)
    return negated
      ? "(?:(?<=\(word))(?=\(word))|(?<!\(word))(?!\(word))(?!\\A\\z))"
      : "(?:(?<=\(word))(?!\(word))|(?<!\(word))(?=\(word)))"
  }

  /// `\1`…`\99` outside a class: a group reference, or an octal escape when three octal
  /// digits are written (`\101` is "A").
  mutating func groupReference(first: Unicode.Scalar, at start: Int) throws(RegexCompileError) {
    let octal: ClosedRange<Unicode.Scalar> = "0"..."7"
    var digits = String(first)
    if let second = current, ("0"..."9").contains(second) {
      index += 1
      digits.unicodeScalars.append(second)
      if octal.contains(first), octal.contains(second), let third = current,
        octal.contains(third)
      {
        index += 1
        digits.unicodeScalars.append(third)
        guard let value = UInt32(digits, radix: 8), value <= 0o377 else {
          throw RegexCompileError(
            "octal escape value \\\(digits) outside of range 0-0o377", offset: start)
        }
        writer.write(hexEscape(value), from: start)
        return
      }
    }
    let number = Int(digits) ?? 0
    guard number <= groupCount else {
      throw RegexCompileError("invalid group reference \(number)", offset: start + 1)
    }
    guard !scopes.contains(where: { $0.number == number }) else {
      throw RegexCompileError("cannot refer to an open group", offset: start)
    }
    writer.write("\\g{\(number)}", from: start)
  }

  /// The code point an escape other than a class, anchor or reference stands for, after
  /// its letter: `\n`, `\x41`, `\u00E9`, `\U0001F600`, `\N{name}`, octal `\0`…, or the
  /// scalar itself for punctuation (`\.`).
  mutating func codePoint(_ letter: Unicode.Scalar, at start: Int) throws(RegexCompileError)
    -> UInt32
  {
    if let control = Self.controlEscapes[letter] { return control }
    switch letter {
    case "x", "u", "U":
      let width = letter == "x" ? 2 : letter == "u" ? 4 : 8
      let digits = scalars[index...].prefix(width).prefix { $0.properties.isASCIIHexDigit }
      let text = String(String.UnicodeScalarView(digits))
      guard digits.count == width, let value = UInt32(text, radix: 16) else {
        throw RegexCompileError("incomplete escape \\\(letter)\(text)", offset: start)
      }
      guard value <= 0x10FFFF else {
        throw RegexCompileError("bad escape \\\(letter)\(text)", offset: start)
      }
      index += width
      return value
    case "N":
      return try namedCharacter(at: start)
    case "0"..."7":
      var value = letter.value - 0x30
      var count = 1
      // `\0` takes two more octal digits, `\1`…`\7` in a class two more as well.
      while count < 3, let digit = current, ("0"..."7").contains(digit) {
        value = value * 8 + digit.value - 0x30
        index += 1
        count += 1
      }
      guard value <= 0o377 else {
        throw RegexCompileError("octal escape value outside of range 0-0o377", offset: start)
      }
      return value
    default:
      guard !letter.isASCII || !letter.properties.isAlphabetic else {
        throw RegexCompileError("bad escape \\\(letter)", offset: start)
      }
      return letter.value
    }
  }

  /// `\N{name}` after the `N`: Python looks names and aliases up in any case.
  mutating func namedCharacter(at start: Int) throws(RegexCompileError) -> UInt32 {
    guard current == "{" else { throw RegexCompileError("missing {", offset: index) }
    guard let close = scalars[index...].firstIndex(of: "}") else {
      throw RegexCompileError("missing }, unterminated name", offset: index + 1)
    }
    let name = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
    guard !name.isEmpty else { throw RegexCompileError("missing character name", offset: close) }
    guard let scalar = UnicodeNameLookup.scalar(named: name) else {
      throw RegexCompileError("undefined character name '\(name)'", offset: start)
    }
    index = close + 1
    return scalar.value
  }

  static let controlEscapes: [Unicode.Scalar: UInt32] = [
    "a": 0x7, "f": 0xC, "n": 0xA, "r": 0xD, "t": 0x9, "v": 0xB,
  ]
}
