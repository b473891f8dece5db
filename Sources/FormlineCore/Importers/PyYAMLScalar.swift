/// A plain scalar as copier reads its `copier.yml`: PyYAML's safe loader, which resolves
/// YAML 1.1's implicit types, where formline's own files use YAML 1.2's core schema.
///
/// So `use_docker: yes` is a yes/no question defaulting to yes, as copier asks it, not a
/// text question whose default is the word. The rules are PyYAML's resolver and
/// constructor (`resolver.py`, `constructor.py`), written out by hand because no Swift
/// YAML library implements YAML 1.1's types:
/// - booleans: `yes`/`no`, `true`/`false`, `on`/`off` (lower, capitalised or upper case;
///   not `y`/`n`);
/// - null: empty, `~`, `null`, `Null`, `NULL`;
/// - integers: decimal, `0b` binary, `0x` hexadecimal, a leading `0` for octal, base 60
///   (`1:30` is 90), `_` anywhere after the first digit;
/// - floats: only with a point (`1e3` is text, `1.0e+3` a float; an exponent needs its
///   sign), base 60 with a point (`1:30.5`).
///
/// Timestamps (`2026-11-26`) stay text, as formline writes them; `.inf` and `.nan` stay
/// text too, since no output format formline writes can hold them.
enum PyYAMLScalar {
  /// - Parameter text: A plain (unquoted) scalar.
  /// - Returns: The value PyYAML's safe loader gives it.
  static func value(_ text: String) -> AnswerValue {
    switch text {
    case "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON": return .bool(true)
    case "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF": return .bool(false)
    case "", "~", "null", "Null", "NULL": return .null
    default: break
    }
    return integer(text) ?? float(text) ?? .string(text)
  }

  private static let decimal = Set("0123456789_")
  private static let octal = Set("01234567_")
  private static let binary = Set("01_")
  private static let hexadecimal = Set("0123456789abcdefABCDEF_")

  /// An integer, as PyYAML's pattern reads one.
  ///
  /// `[-+]?(0b[0-1_]+ | 0[0-7_]+ | 0 | [1-9][0-9_]* | 0x[0-9a-fA-F_]+ |
  /// [1-9][0-9_]*(:[0-5]?[0-9])+)`
  private static func integer(_ text: String) -> AnswerValue? {
    let (sign, body) = signed(text)
    guard let first = body.first else { return nil }
    let digits: Substring
    let radix: Int
    if body.hasPrefix("0b") {
      (digits, radix) = (body.dropFirst(2), 2)
      guard !digits.isEmpty, digits.allSatisfy(binary.contains) else { return nil }
    } else if body.hasPrefix("0x") {
      (digits, radix) = (body.dropFirst(2), 16)
      guard !digits.isEmpty, digits.allSatisfy(hexadecimal.contains) else { return nil }
    } else if body == "0" {
      return .integer(0)
    } else if first == "0" {
      (digits, radix) = (body.dropFirst(), 8)
      guard !digits.isEmpty, digits.allSatisfy(octal.contains) else { return nil }
    } else if body.contains(":") {
      return baseSixty(body, sign: sign, fraction: false)
    } else {
      (digits, radix) = (body, 10)
      guard first != "_", digits.allSatisfy(decimal.contains) else { return nil }
    }
    let cleaned = digits.filter { $0 != "_" }
    // `0_` is 0 once its `_` are gone; Python reads `0b_` as no number at all, and PyYAML
    // then fails, copier with it.
    if radix == 8 && cleaned.isEmpty { return .integer(0) }
    guard !cleaned.isEmpty else { return nil }
    if let value = Int(sign + cleaned, radix: radix) { return .integer(value) }
    // Past 64 bits: a decimal integer is kept as written, as Python's integers keep it.
    if radix == 10 { return AnswerValue.number(written: sign + cleaned) }
    return nil
  }

  /// A float, as PyYAML's pattern reads one.
  ///
  /// `[-+]?[0-9][0-9_]*\.[0-9_]*([eE][-+][0-9]+)? | \.[0-9][0-9_]*([eE][-+][0-9]+)? |
  /// [-+]?[0-9][0-9_]*(:[0-5]?[0-9])+\.[0-9_]*`
  private static func float(_ text: String) -> AnswerValue? {
    let (sign, body) = signed(text)
    guard let first = body.first else { return nil }
    if first == "." {
      // A leading point takes no sign.
      guard sign.isEmpty, text.first != "+" else { return nil }
      let (fraction, exponent) = splitExponent(body.dropFirst())
      guard let digit = fraction.first, digit.isASCII, digit.isNumber,
        fraction.allSatisfy(decimal.contains), validExponent(exponent)
      else { return nil }
      return number("." + fraction + exponent, sign: sign)
    }
    guard first.isASCII, first.isNumber, let point = body.firstIndex(of: ".") else { return nil }
    let whole = body[..<point]
    if whole.contains(":") {
      guard body[point...].dropFirst().allSatisfy(decimal.contains) else { return nil }
      return baseSixty(body, sign: sign, fraction: true)
    }
    let (fraction, exponent) = splitExponent(body[point...].dropFirst())
    guard whole.allSatisfy(decimal.contains), fraction.allSatisfy(decimal.contains),
      validExponent(exponent)
    else { return nil }
    return number(whole + "." + fraction + exponent, sign: sign)
  }

  /// A base-60 number: each part counts sixty of the next (`1:30` is 90, `1:30.5` 90.5).
  ///
  /// Parts after the first are one or two digits, the first of two at most 5.
  private static func baseSixty(_ body: Substring, sign: String, fraction: Bool) -> AnswerValue? {
    let parts = body.split(separator: ":", omittingEmptySubsequences: false)
    guard let head = parts.first, let headFirst = head.first, headFirst != "_",
      fraction ? headFirst.isASCII && headFirst.isNumber : headFirst != "0",
      head.allSatisfy(decimal.contains)
    else { return nil }
    for (index, part) in parts.enumerated().dropFirst() {
      var digits = part
      if fraction && index == parts.count - 1, let point = part.firstIndex(of: ".") {
        digits = part[..<point]
      }
      guard (1...2).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
        digits.count == 1 || digits.first.map({ $0 <= "5" }) == true
      else { return nil }
    }
    var total = 0.0
    for part in parts {
      guard let value = double(part, sign: "") else { return nil }
      total = total * 60 + value
    }
    let signed = sign == "-" ? -total : total
    guard signed.isFinite else { return nil }
    if !fraction, let whole = Int(exactly: signed) { return .integer(whole) }
    return pythonFloat(signed)
  }

  private static func signed(_ text: String) -> (sign: String, body: Substring) {
    guard let first = text.first, first == "-" || first == "+" else { return ("", text[...]) }
    return (first == "-" ? "-" : "", text.dropFirst())
  }

  /// The digits before an `e`/`E`, and the exponent with its letter ("" when none).
  private static func splitExponent(_ text: Substring) -> (Substring, Substring) {
    guard let mark = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return (text, "") }
    return (text[..<mark], text[mark...])
  }

  /// `[eE][-+][0-9]+`, or nothing.
  private static func validExponent(_ exponent: Substring) -> Bool {
    guard !exponent.isEmpty else { return true }
    let rest = exponent.dropFirst()
    guard let sign = rest.first, sign == "-" || sign == "+" else { return false }
    let digits = rest.dropFirst()
    return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// Python's `float` of the text without `_`: a point may end the digits (`1.`, `1.e+3`),
  /// which Swift's reader wants followed by one.
  private static func number(_ text: some StringProtocol, sign: String) -> AnswerValue? {
    double(text, sign: sign).map(pythonFloat)
  }

  private static func double(_ text: some StringProtocol, sign: String) -> Double? {
    var cleaned = text.filter { $0 != "_" }
    if let point = cleaned.firstIndex(of: ".") {
      let next = cleaned.index(after: point)
      if next == cleaned.endIndex || !cleaned[next].isNumber { cleaned.insert("0", at: next) }
      if point == cleaned.startIndex { cleaned.insert("0", at: point) }
    }
    guard let value = Double(sign + cleaned), value.isFinite else { return nil }
    return value
  }

  /// A float spelled as Python writes it (`90.0`, not `90`): copier records its answers
  /// with Python's spelling, and a float question's answer stays a float for it.
  private static func pythonFloat(_ value: Double) -> AnswerValue {
    AnswerValue.number(written: String(value))
  }
}
