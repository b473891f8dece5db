import FoundationEssentials
import Glibc

/// Readers for the numeric kinds, steppers and sliders.
enum NumberInput {
  /// The text without its `_` digit separators (`1_000`).
  ///
  /// By bytes, not Foundation's search: that took ~8,000 instructions a number, a tenth of
  /// filling a form of number fields without a person. Taking out `_` (0x5F, never part of
  /// a longer UTF-8 sequence) leaves valid UTF-8.
  static func withoutSeparators<Text: StringProtocol>(_ text: Text) -> String {
    guard text.utf8.contains(UInt8(ascii: "_")) else { return String(text) }
    return String(decoding: text.utf8.filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)
  }

  private static func isDecimalNotation(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
      UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
      true
    default: false
    }
  }

  static func read(_ text: String, _ field: Field) -> InputReading {
    let cleaned = withoutSeparators(text)
    // Double(_:) also reads hex floats ("0x10", "0xep1"), "nan" and "inf"; people type
    // decimal notation, so anything else is refused before it is converted. By bytes: a
    // character is one of these only as its one ASCII byte.
    guard cleaned.utf8.allSatisfy(isDecimalNotation) else {
      return .invalid(
        field.kind == .integer || field.kind == .unsigned || field.kind == .bitfield
          ? "'\(text)' is not a whole number" : "'\(text)' is not a number")
    }
    switch field.kind {
    case .integer, .unsigned, .bitfield:
      guard let value = Int(cleaned) else {
        if let number = Double(cleaned), number.isFinite, number == number.rounded(),
          abs(number) < 9e15
        {
          return checkSign(Int(number), field)
        }
        // Beyond 64 bits (or written `1e30`): kept exactly as written, never rounded.
        if let literal = NumberLiteral(cleaned), literal.isWhole, field.presentation != .slider {
          if field.kind != .integer, literal.exact.isNegative {
            return .invalid("must not be negative")
          }
          return .value(.numberLiteral(literal), echo: nil)
        }
        return .invalid("'\(text)' is not a whole number")
      }
      return checkSign(value, field)
    default:
      guard let value = Double(cleaned), value.isFinite else {
        // `1e400` is a number JSON can carry though a Double cannot: kept as written.
        if let literal = NumberLiteral(cleaned), field.kind != .decimal,
          field.presentation != .slider
        {
          return .value(.numberLiteral(literal), echo: nil)
        }
        return .invalid("'\(text)' is not a number")
      }
      if field.kind == .decimal, let decimals = field.numeric.decimals {
        let scale = pow(10.0, Double(decimals))
        let rounded = (value * scale).rounded() / scale
        if abs(rounded - value) > 1e-9 * max(1, abs(value)) {
          return .invalid("use at most \(decimals) decimal place\(decimals == 1 ? "" : "s")")
        }
        return .value(.number(rounded), echo: nil)
      }
      if field.presentation == .slider { return slider(value, field) }
      return .value(.number(value), echo: nil)
    }
  }

  private static func checkSign(_ value: Int, _ field: Field) -> InputReading {
    if (field.kind == .unsigned || field.kind == .bitfield) && value < 0 {
      return .invalid("must not be negative")
    }
    if field.presentation == .slider { return slider(Double(value), field) }
    return .value(.integer(value), echo: nil)
  }

  /// A slider snaps to its positions between `min` and `max`.
  private static func slider(_ value: Double, _ field: Field) -> InputReading {
    if let given = field.defaultValue, given.doubleValue == value {
      // The form's own value is kept as given (XLForm's slider example starts at 30
      // between positions 10 and 32.5): `-y`, Enter and `formline schema` agree on it.
      return .value(given, echo: nil)
    }
    guard let low = field.minimum?.doubleValue, let high = field.maximum?.doubleValue,
      high > low
    else {
      return number(value, field).map { .value($0, echo: nil) } ?? tooLarge
    }
    guard (low...high).contains(value) else {
      return .invalid(
        "choose a value from \(AnswerValue.format(low)) to \(AnswerValue.format(high))")
    }
    guard let steps = field.numeric.steps, steps > 0 else {
      return number(value, field).map { .value($0, echo: nil) } ?? tooLarge
    }
    let width = (high - low) / Double(steps)
    let snapped = low + ((value - low) / width).rounded() * width
    guard let result = number(snapped, field) else { return tooLarge }
    return .value(result, echo: snapped == value ? nil : result.editableText)
  }

  static let tooLarge = InputReading.invalid("the number is too large")

  /// Whole-number kinds store an `Int`: values beyond what one holds exactly are refused
  /// (converting them would trap), as are infinities from `+1e308`-style steps.
  private static func number(_ value: Double, _ field: Field) -> AnswerValue? {
    switch field.kind {
    case .integer, .unsigned, .bitfield:
      let rounded = value.rounded()
      return abs(rounded) < 9e15 ? .integer(Int(rounded)) : nil
    default:
      return value.isFinite ? .number(value) : nil
    }
  }

  /// `+`, `-`, `+5`, `-2` step from the current value (or the default, the minimum, 0);
  /// a plain number sets it.
  static func stepper(_ text: String, _ field: Field, _ current: AnswerValue?) -> InputReading {
    guard let sign = text.first, sign == "+" || sign == "-" else { return read(text, field) }
    let step = field.numeric.step ?? 1
    let rest = text.dropFirst().trimmingSpaces
    let count: Double
    if rest.isEmpty {
      count = 1
    } else if rest.allSatisfy({ $0 == sign }) {
      count = Double(rest.count + 1)
    } else if rest.allSatisfy({ "0123456789.eE_".contains($0) }),
      let amount = Double(withoutSeparators(rest)), amount.isFinite
    {
      // "+5" moves by five steps' worth of value when step is 1; by 5 otherwise too.
      let base =
        current?.doubleValue ?? field.defaultValue?.doubleValue
        ?? field.minimum?.doubleValue ?? 0
      let moved = sign == "+" ? base + amount : base - amount
      return stepped(moved, field)
    } else {
      return .invalid("use + or - to step, +N or -N to move by N, or type a number")
    }
    let base =
      current?.doubleValue ?? field.defaultValue?.doubleValue
      ?? field.minimum?.doubleValue ?? 0
    return stepped(sign == "+" ? base + step * count : base - step * count, field)
  }

  private static func stepped(_ value: Double, _ field: Field) -> InputReading {
    if field.numeric.stepWraps, let low = field.minimum?.doubleValue,
      let high = field.maximum?.doubleValue, low < high, !(low...high).contains(value)
    {
      // UIStepper's `wraps`: past one end the value continues from the other.
      let wrapped = value > high ? low : high
      guard let result = number(wrapped, field) else { return tooLarge }
      return .value(result, echo: result.editableText + " (wrapped)")
    }
    var clamped = value
    if let low = field.minimum?.doubleValue { clamped = max(clamped, low) }
    if let high = field.maximum?.doubleValue { clamped = min(clamped, high) }
    guard let result = number(clamped, field) else { return tooLarge }
    if case .unsigned = field.kind, clamped < 0 { return .invalid("must not be negative") }
    // A step that ran past a bound says so: "→ 10 (the maximum)".
    let bound = clamped == value ? "" : clamped < value ? " (the maximum)" : " (the minimum)"
    return .value(result, echo: result.editableText + bound)
  }
}
