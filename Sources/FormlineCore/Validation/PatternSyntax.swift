/// A cheap load-time check for the regular expressions people usually write, so loading a
/// form does not start ICU (its first compilation costs ~2 ms).
///
/// It recognises a plain subset of ICU's syntax: literals, `.`, `^`, `$`, the escapes
/// `\d \w \s \b` (and their capitals), `\n \t \r` and escaped punctuation, bracket classes
/// of literals, ranges and escapes, groups `( )` and `(?: )`, alternation, and the
/// quantifiers `* + ? {n} {n,} {n,m}` with a lazy `?` or possessive `+`. Anything else is
/// not judged here (`false`) and goes to ICU; a randomised test checks that every pattern
/// accepted here compiles in ICU.
enum PatternSyntax {
  /// True only when `pattern` is certainly valid ICU syntax; false means "ask ICU".
  static func isPlainlyValid(_ pattern: String) -> Bool {
    var scanner = Scanner(Array(pattern.unicodeScalars))
    return scanner.alternation(depth: 0) && scanner.atEnd
  }

  /// Deepest group nesting judged here (deeper patterns go to ICU).
  private static let maximumDepth = 32

  private struct Scanner {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) {
      self.scalars = scalars
    }

    var atEnd: Bool { index == scalars.count }
    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func take(_ scalar: Unicode.Scalar) -> Bool {
      guard current == scalar else { return false }
      index += 1
      return true
    }

    /// `sequence ('|' sequence)*`; stops before a `)` or the end.
    mutating func alternation(depth: Int) -> Bool {
      guard depth <= PatternSyntax.maximumDepth else { return false }
      repeat {
        guard sequence(depth: depth) else { return false }
      } while take("|")
      return true
    }

    mutating func sequence(depth: Int) -> Bool {
      while let scalar = current, scalar != "|", scalar != ")" {
        guard let quantifiable = atom(depth: depth) else { return false }
        if quantifierFollows() {
          guard quantifiable, quantifier() else { return false }
        }
      }
      return true
    }

    /// One atom; nil when it is not plain, else whether a quantifier may follow it.
    mutating func atom(depth: Int) -> Bool? {
      guard let scalar = current else { return nil }
      index += 1
      switch scalar {
      case "^", "$":
        return false
      case ".":
        return true
      case "\\":
        return escape(inClass: false)
      case "[":
        return bracketClass() ? true : nil
      case "(":
        if take("?") {
          guard take(":") else { return nil }
        }
        guard alternation(depth: depth + 1), take(")") else { return nil }
        return true
      case "*", "+", "?", "{", "}", "]", ")", "|":
        return nil
      default:
        return Self.isPlainLiteral(scalar) ? true : nil
      }
    }

    /// After a `\`: nil when not plain, else whether it may be quantified (`\b` may not).
    mutating func escape(inClass: Bool) -> Bool? {
      guard let scalar = current else { return nil }
      index += 1
      switch scalar {
      case "d", "D", "w", "W", "s", "S", "n", "t", "r":
        return true
      case "b", "B":
        return inClass ? nil : false
      default:
        return Self.escapablePunctuation.contains(scalar) ? true : nil
      }
    }

    func quantifierFollows() -> Bool {
      guard let scalar = current else { return false }
      return scalar == "*" || scalar == "+" || scalar == "?" || scalar == "{"
    }

    /// `* + ? {n} {n,} {n,m}`, then an optional lazy `?` or possessive `+`.
    mutating func quantifier() -> Bool {
      if take("{") {
        guard let low = number() else { return false }
        if take(",") {
          // `{n,}` has no upper bound; a bound of more than four digits is left to ICU.
          if let scalar = current, ("0"..."9").contains(scalar) {
            guard let high = number(), high >= low else { return false }
          }
        }
        guard take("}") else { return false }
      } else {
        index += 1
      }
      if !take("?") { _ = take("+") }
      return !quantifierFollows()
    }

    /// Up to four decimal digits.
    mutating func number() -> Int? {
      var value = 0
      var digits = 0
      while let scalar = current, ("0"..."9").contains(scalar) {
        // Counted past four but not added: a long run of digits must not overflow.
        if digits < 4 { value = value * 10 + Int(scalar.value - 48) }
        digits += 1
        index += 1
      }
      return (1...4).contains(digits) ? value : nil
    }

    /// A bracket class, read after its `[`.
    ///
    /// `^`, then literals, `a-z` ranges in order, escapes, and a `-` just before the `]`.
    mutating func bracketClass() -> Bool {
      _ = take("^")
      var items = 0
      while let scalar = current, scalar != "]" {
        index += 1
        if scalar == "\\" {
          guard escape(inClass: true) != nil else { return false }
        } else if scalar == "-" {
          guard items > 0, current == "]" else { return false }
        } else {
          guard Self.isPlainClassLiteral(scalar) else { return false }
          if current == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
            let upper = scalars[index + 1]
            guard Self.isPlainClassLiteral(upper), scalar.value <= upper.value else {
              return false
            }
            index += 2
          }
        }
        items += 1
      }
      return items > 0 && take("]")
    }

    static let escapablePunctuation = Set(#"\.^$|?*+()[]{}-/"#.unicodeScalars)
    static let plainPunctuation = Set(#" _,:;@!%'"/=<>~&-`"#.unicodeScalars)
    static let plainClassPunctuation = Set(#" _.,:;@!%'"/=<>~+*?()|`"#.unicodeScalars)

    /// Letters, digits, and punctuation with no meaning outside a class.
    static func isPlainLiteral(_ scalar: Unicode.Scalar) -> Bool {
      if !scalar.isASCII { return scalar.properties.isAlphabetic }
      if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) { return true }
      return plainPunctuation.contains(scalar)
    }

    /// Letters, digits, and punctuation with no meaning inside an ICU set.
    static func isPlainClassLiteral(_ scalar: Unicode.Scalar) -> Bool {
      if !scalar.isASCII { return scalar.properties.isAlphabetic }
      if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) { return true }
      return plainClassPunctuation.contains(scalar)
    }
  }
}
