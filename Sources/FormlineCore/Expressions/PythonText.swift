import FoundationEssentials
import OrderedCollections

/// Values as Python prints them, because cookiecutter and copier render through Python:
/// `True`, `None`, `1.0`, `['a', 'b']`.
enum PythonText {
  /// `str(value)`.
  static func str(_ value: AnswerValue) -> String {
    switch value {
    case .string(let text): text
    default: repr(value)
    }
  }

  /// A tuple's items in parentheses: `(1, 2)`, `(1,)` for one, `()` for none.
  static func tuple(_ items: [String]) -> String {
    items.count == 1 ? "(" + items[0] + ",)" : "(" + items.joined(separator: ", ") + ")"
  }

  /// `repr(value)`: strings quoted, as inside a printed list.
  static func repr(_ value: AnswerValue) -> String {
    switch value {
    case .null: "None"
    case .bool(let flag): flag ? "True" : "False"
    case .integer(let number): String(number)
    case .number(let number): float(number)
    case .numberLiteral(let literal):
      literal.isWhole && !literal.text.contains(where: { ".eE".contains($0) })
        ? literal.text : float(literal.double)
    case .string(let text): quote(text)
    case .array(let items): "[" + items.map(repr).joined(separator: ", ") + "]"
    case .tuple(let items): tuple(items.map(repr))
    case .object(let members):
      "{" + members.map { quote($0.key.text) + ": " + repr($0.value) }.joined(separator: ", ") + "}"
    }
  }

  /// Python's float repr: shortest round trip, always with a point or exponent.
  static func float(_ number: Double) -> String {
    if number.isNaN { return "nan" }
    if number.isInfinite { return number < 0 ? "-inf" : "inf" }
    if number == number.rounded(), abs(number) < 1e16 { return String(Int(number)) + ".0" }
    return String(number)
  }

  /// Python's `repr` of a string: quotes chosen as Python chooses them; a backslash, the
  /// quote, `\t`, `\n`, `\r` and every character Python does not call printable (controls,
  /// format characters, separators other than the space) escaped.
  private static func quote(_ text: String) -> String {
    let useDouble = text.contains("'") && !text.contains("\"")
    let quote: Unicode.Scalar = useDouble ? "\"" : "'"
    var body = String.UnicodeScalarView()
    body.append(quote)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\", quote:
        body.append("\\")
        body.append(scalar)
      case "\t": body.appendEach("\\t".unicodeScalars)
      case "\n": body.appendEach("\\n".unicodeScalars)
      case "\r": body.appendEach("\\r".unicodeScalars)
      default:
        if isPrintable(scalar) {
          body.append(scalar)
        } else {
          let hex = String(scalar.value, radix: 16)
          let (prefix, width) =
            scalar.value <= 0xFF ? ("x", 2) : scalar.value <= 0xFFFF ? ("u", 4) : ("U", 8)
          let padded = String(repeating: "0", count: max(0, width - hex.count)) + hex
          body.appendEach(("\\" + prefix + padded).unicodeScalars)
        }
      }
    }
    body.append(quote)
    return String(body)
  }

  /// Python's `str.isprintable` for one character.
  private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == " " { return true }
    switch scalar.properties.generalCategory {
    case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator,
      .paragraphSeparator, .spaceSeparator:
      return false
    default: return true
    }
  }

  /// Python truthiness: empty, zero, None and False are false.
  static func isTruthy(_ value: AnswerValue) -> Bool {
    switch value {
    case .null: false
    case .bool(let flag): flag
    case .integer(let number): number != 0
    case .number(let number): number != 0
    case .numberLiteral(let literal): !literal.exact.isZero
    case .string(let text): !text.isEmpty
    case .array(let items), .tuple(let items): !items.isEmpty
    case .object(let members): !members.isEmpty
    }
  }
}
