import FoundationEssentials
import OrderedCollections

/// Python's `text % values` (printf-style formatting), which Jinja's `format` filter and
/// the `%` operator on text use: `%s %r %d %i %o %x %X %e %E %f %F %g %G %c %%`, with
/// `%(name)s`, the `-+ 0#` flags, a width and a precision.
enum PythonFormat {
  static func format(_ template: String, _ values: AnswerValue, offset: Int)
    throws(ExpressionError) -> String
  {
    let scalars = Array(template.unicodeScalars)
    var positional: [AnswerValue]
    var named: ObjectMembers?
    switch values {
    case .object(let members):
      named = members
      positional = [values]
    case .tuple(let items):
      // A tuple holds the values; anything else, a list too, is the one value
      // (Python's `'%s' % [1, 2]` is `[1, 2]`).
      positional = items
    default:
      positional = [values]
    }
    var next = 0
    var output = String.UnicodeScalarView()
    var index = 0
    func fail(_ message: String) -> ExpressionError { .evaluation(message, offset: offset) }
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      guard scalar == "%" else {
        output.append(scalar)
        continue
      }
      guard index < scalars.count else { throw fail("incomplete format") }
      var key: String?
      if scalars[index] == "(" {
        guard let close = scalars[index...].firstIndex(of: ")") else {
          throw fail("incomplete format key")
        }
        key = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
        index = close + 1
      }
      var flags = ""
      while index < scalars.count, "-+ 0#".unicodeScalars.contains(scalars[index]) {
        flags.unicodeScalars.append(scalars[index])
        index += 1
      }
      var width = 0
      while index < scalars.count, let digit = Int(String(scalars[index])) {
        width = min(width * 10 + digit, Int(Int32.max))
        index += 1
      }
      var precision: Int?
      if index < scalars.count, scalars[index] == "." {
        index += 1
        var digits = 0
        while index < scalars.count, let digit = Int(String(scalars[index])) {
          digits = min(digits * 10 + digit, Int(Int32.max))
          index += 1
        }
        precision = digits
      }
      guard index < scalars.count else { throw fail("incomplete format") }
      let type = scalars[index]
      index += 1
      if type == "%" {
        output.append("%")
        continue
      }
      try ResultBudget.ensure(width, offset: offset)
      // A number's precision pads with zeros as a width pads with spaces (found by
      // FuzzExpressions: `'%.532147483648d' % 1` was filling gigabytes of zeros); a
      // text's precision only cuts, so `'%.999999999s'` stays as Python allows it.
      if !"sra".unicodeScalars.contains(type) {
        try ResultBudget.ensure(precision ?? 0, offset: offset)
      }
      let value: AnswerValue
      if let key {
        guard let named, let found = named[key] else { throw .undefined(key, offset: offset) }
        value = found
      } else {
        guard next < positional.count else {
          throw fail("not enough arguments for format string")
        }
        value = positional[next]
        next += 1
      }
      let piece = try convert(
        value, type: type, flags: flags, precision: precision, offset: offset)
      output.appendEach(pad(piece, width: width, flags: flags, type: type).unicodeScalars)
    }
    if named == nil, next < positional.count {
      throw fail("not all arguments converted during string formatting")
    }
    return String(output)
  }

  private static func convert(
    _ value: AnswerValue, type: Unicode.Scalar, flags: String, precision: Int?, offset: Int
  ) throws(ExpressionError) -> String {
    let sign = flags.contains("+") ? "+" : (flags.contains(" ") ? " " : "")
    let alternate = flags.contains("#")
    switch type {
    case "s", "r", "a":
      let text = type == "s" ? PythonText.str(value) : PythonText.repr(value)
      guard let precision else { return text }
      return String(String.UnicodeScalarView(text.unicodeScalars.prefix(precision)))
    case "d", "i", "u", "o", "x", "X":
      let number: Int
      switch value {
      case .integer(let whole): number = whole
      case .bool(let flag): number = flag ? 1 : 0
      case .number(let real) where real.isFinite && abs(real) < 9e18:
        guard type == "d" || type == "i" || type == "u" else {
          throw .evaluation("%\(type) format: an integer is required, not float", offset: offset)
        }
        number = Int(real.rounded(.towardZero))
      default:
        throw .evaluation(
          "%\(type) format: a real number is required, not \(value.typeName)", offset: offset)
      }
      let magnitude = number.magnitude
      var digits: String
      switch type {
      case "o": digits = (alternate ? "0o" : "") + String(magnitude, radix: 8)
      case "x": digits = (alternate ? "0x" : "") + String(magnitude, radix: 16)
      case "X": digits = (alternate ? "0X" : "") + String(magnitude, radix: 16).uppercased()
      default: digits = String(magnitude)
      }
      if let precision, digits.count < precision {
        digits = String(repeating: "0", count: precision - digits.count) + digits
      }
      return (number < 0 ? "-" : sign) + digits
    case "e", "E", "f", "F", "g", "G":
      let real: Double
      switch value {
      case .integer(let whole): real = Double(whole)
      case .number(let number): real = number
      case .bool(let flag): real = flag ? 1 : 0
      default:
        throw .evaluation("must be real number, not \(value.typeName)", offset: offset)
      }
      if real.isNaN { return sign + (type.properties.isUppercase ? "NAN" : "nan") }
      if real.isInfinite {
        let word = type.properties.isUppercase ? "INF" : "inf"
        return (real < 0 ? "-" : sign) + word
      }
      let digits = min(precision ?? 6, 100)
      return CFormat.double(real, type, precision: digits, flags: (alternate ? "#" : "") + sign)
    case "c":
      if case .integer(let code) = value, let scalar = Unicode.Scalar(UInt32(clamping: code)) {
        return String(scalar)
      }
      if case .string(let text) = value, text.unicodeScalars.count == 1 { return text }
      throw .evaluation("%c requires an int or a single character", offset: offset)
    default:
      throw .evaluation("unsupported format character '\(type)'", offset: offset)
    }
  }

  private static func pad(_ text: String, width: Int, flags: String, type: Unicode.Scalar)
    -> String
  {
    let count = text.unicodeScalars.count
    guard width > count else { return text }
    let fill = width - count
    if flags.contains("-") { return text + String(repeating: " ", count: fill) }
    if flags.contains("0"), !"srac".unicodeScalars.contains(type) {
      // Zeros go after the sign.
      if let first = text.first, "+- ".contains(first) {
        return String(first) + String(repeating: "0", count: fill) + text.dropFirst()
      }
      return String(repeating: "0", count: fill) + text
    }
    return String(repeating: " ", count: fill) + text
  }
}
