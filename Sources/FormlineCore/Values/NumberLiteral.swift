/// A number as a document wrote it, kept as text so that writing it back changes nothing:
/// `1.0` stays `1.0`, `1e400` stays `1e400`, a 30-digit integer keeps every digit.
///
/// Reading a document gives `AnswerValue.integer` or `.number` when they write the number
/// back exactly as it was written, and a `NumberLiteral` only when they would not.
package struct NumberLiteral: Sendable, Hashable, CustomStringConvertible {
  /// The number as written; it matches JSON's `number` production.
  package let text: String

  /// - Returns: nil when `text` is not a JSON number.
  package init?(_ text: String) {
    guard NumberLiteral.isJSONNumber(text) else { return nil }
    self.text = text
  }

  package var description: String { text }

  /// The nearest `Double` (infinite beyond its range, as `1e400` is).
  package var double: Double { Double(text) ?? .nan }

  /// The exact value, for comparing and dividing without rounding.
  package var exact: ExactDecimal { ExactDecimal(jsonNumber: text) }

  /// Whether the value is mathematically whole (`1.0` and `1e3` are).
  package var isWhole: Bool { exact.isWhole }

  /// Whether `text` is a JSON number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  package static func isJSONNumber(_ text: String) -> Bool {
    var scalars = Substring(text).unicodeScalars[...]
    func digits() -> Int {
      var count = 0
      while let first = scalars.first, ("0"..."9").contains(first) {
        scalars.removeFirst()
        count += 1
      }
      return count
    }
    if scalars.first == "-" { scalars.removeFirst() }
    if scalars.first == "0" {
      scalars.removeFirst()
    } else if digits() == 0 {
      return false
    }
    if scalars.first == "." {
      scalars.removeFirst()
      guard digits() > 0 else { return false }
    }
    if scalars.first == "e" || scalars.first == "E" {
      scalars.removeFirst()
      if scalars.first == "+" || scalars.first == "-" { scalars.removeFirst() }
      guard digits() > 0 else { return false }
    }
    return scalars.isEmpty
  }
}

extension AnswerValue {
  /// The value of a JSON number: `.integer` or `.number` when they write it back as
  /// written, a `NumberLiteral` otherwise.
  /// - Parameter text: A JSON number.
  /// - Returns: The number, or the text as a string if it is not a JSON number.
  package static func number(written text: String) -> AnswerValue {
    if let integer = Int(text), String(integer) == text { return .integer(integer) }
    if let number = Double(text), number.isFinite, AnswerValue.format(number) == text {
      return .number(number)
    }
    if let literal = NumberLiteral(text) { return .numberLiteral(literal) }
    return .string(text)
  }
}
