import FoundationEssentials
import Glibc
import OrderedCollections

/// Binary operators with Python's rules: `+` adds numbers and joins strings or lists, `~`
/// joins anything as text, `1 == 1.0` and `True == 1`.
enum ExpressionOperators {
  static func apply(
    _ op: Expression.BinaryOperator, _ left: AnswerValue, _ right: AnswerValue, offset: Int
  ) throws(ExpressionError) -> AnswerValue {
    switch op {
    case .concatenate:
      let (a, b) = (PythonText.str(left), PythonText.str(right))
      try ResultBudget.ensure(a.utf8.count + b.utf8.count, offset: offset)
      return .string(a + b)
    case .equal: return .bool(equal(left, right))
    case .notEqual: return .bool(!equal(left, right))
    case .less, .greater, .lessOrEqual, .greaterOrEqual:
      guard let order = compare(left, right) else {
        throw .evaluation(
          "cannot compare \(left.typeName) with \(right.typeName)", offset: offset)
      }
      switch op {
      case .less: return .bool(order < 0)
      case .greater: return .bool(order > 0)
      case .lessOrEqual: return .bool(order <= 0)
      default: return .bool(order >= 0)
      }
    case .in, .notIn:
      let found = try contains(right, left, offset: offset)
      return .bool(op == .in ? found : !found)
    case .add:
      switch (left, right) {
      case (.string(let a), .string(let b)):
        try ResultBudget.ensure(a.utf8.count + b.utf8.count, offset: offset)
        return .string(a + b)
      case (.array(let a), .array(let b)), (.tuple(let a), .tuple(let b)):
        try ResultBudget.ensure(a.count + b.count, offset: offset)
        return left.sequence(of: a + b)
      default: return try arithmetic(op, left, right, offset: offset)
      }
    case .multiply:
      if let value = try repeated(left, right, offset: offset) { return value }
      return try arithmetic(op, left, right, offset: offset)
    case .remainder:
      // Python's printf-style formatting: `'%s-%d' % (name, 3)`.
      if case .string(let template) = left {
        return .string(try PythonFormat.format(template, right, offset: offset))
      }
      return try arithmetic(op, left, right, offset: offset)
    case .subtract, .divide, .floorDivide, .power:
      return try arithmetic(op, left, right, offset: offset)
    case .and, .or:
      // Short-circuited by the evaluator; reached only for completeness.
      return PythonText.isTruthy(left) == (op == .and) ? right : left
    }
  }

  /// Python's `'ab' * 3`, `3 * 'ab'` and `[1] * 3`, checked against the budget before it
  /// is built; nil for other operands.
  private static func repeated(_ left: AnswerValue, _ right: AnswerValue, offset: Int)
    throws(ExpressionError) -> AnswerValue?
  {
    let (sequence, times): (AnswerValue, Int)
    switch (left, right) {
    case (.string, .integer(let count)), (.array, .integer(let count)),
      (.tuple, .integer(let count)):
      (sequence, times) = (left, count)
    case (.integer(let count), .string), (.integer(let count), .array),
      (.integer(let count), .tuple):
      (sequence, times) = (right, count)
    default: return nil
    }
    let count = max(0, times)
    // Nothing repeated is nothing, at once: an empty text or list passes the size budget
    // whatever the count, and repeating it 2^63 times looped that long (found by
    // FuzzConvert: `{{ 9223372036854775807 * missing }}` in a copier default).
    guard count > 0, !sequence.isEmpty else {
      if case .string = sequence { return .string("") }
      return sequence.sequence(of: [])
    }
    switch sequence {
    case .string(let text):
      try ResultBudget.ensure(ResultBudget.product(text.utf8.count, count), offset: offset)
      return .string(String(repeating: text, count: count))
    case .array(let items), .tuple(let items):
      try ResultBudget.ensure(ResultBudget.product(items.count, count), offset: offset)
      return sequence.sequence(of: Array([[AnswerValue]](repeating: items, count: count).joined()))
    default: return nil
    }
  }

  /// The numeric value of a number or a boolean (Python's `True + 1` is 2).
  private static func number(_ value: AnswerValue) -> (integer: Int?, double: Double)? {
    switch value {
    case .integer(let number): (number, Double(number))
    case .number(let number): (nil, number)
    case .numberLiteral(let literal): (Int(literal.text), literal.double)
    case .bool(let flag): (flag ? 1 : 0, flag ? 1 : 0)
    default: nil
    }
  }

  private static func arithmetic(
    _ op: Expression.BinaryOperator, _ left: AnswerValue, _ right: AnswerValue, offset: Int
  ) throws(ExpressionError) -> AnswerValue {
    guard let a = number(left), let b = number(right) else {
      throw .evaluation(
        "unsupported operand types for \(op.rawValue): \(left.typeName) and \(right.typeName)",
        offset: offset)
    }
    if let x = a.integer, let y = b.integer {
      let result: (Int, Bool)
      switch op {
      case .add: result = x.addingReportingOverflow(y)
      case .subtract: result = x.subtractingReportingOverflow(y)
      case .multiply: result = x.multipliedReportingOverflow(by: y)
      case .floorDivide, .remainder:
        guard y != 0 else { throw .evaluation("division by zero", offset: offset) }
        result = op == .floorDivide ? floorQuotient(x, y) : (floorRemainder(x, y), false)
      case .power:
        guard y >= 0 else { return .number(pow(Double(x), Double(y))) }
        result = integerPower(x, y)
      default: result = (0, true)
      }
      if !result.1 { return .integer(result.0) }
      if op != .divide {
        // Python's integers grow without bound; formline's are 64-bit.
        throw .evaluation(
          "the result is too large (integers are limited to 64 bits)", offset: offset)
      }
    }
    let x = a.double
    let y = b.double
    switch op {
    case .add: return .number(x + y)
    case .subtract: return .number(x - y)
    case .multiply: return .number(x * y)
    case .power:
      return .number(pow(x, y))
    default:
      guard y != 0 else { throw .evaluation("division by zero", offset: offset) }
      switch op {
      case .floorDivide: return .number((x / y).rounded(.down))
      case .remainder: return .number(x - (x / y).rounded(.down) * y)
      default: return .number(x / y)
      }
    }
  }

  /// Python's `x // y`: the quotient rounded toward negative infinity; overflows only for
  /// the smallest integer divided by -1.
  private static func floorQuotient(_ x: Int, _ y: Int) -> (Int, Bool) {
    let (quotient, overflow) = x.dividedReportingOverflow(by: y)
    if overflow { return (0, true) }
    let remainder = x - quotient * y
    return (remainder != 0 && (remainder < 0) != (y < 0) ? quotient - 1 : quotient, false)
  }

  /// Python's `x % y`: the remainder takes the divisor's sign, and never overflows.
  private static func floorRemainder(_ x: Int, _ y: Int) -> Int {
    guard y != -1 else { return 0 }
    let remainder = x % y
    return remainder != 0 && (remainder < 0) != (y < 0) ? remainder + y : remainder
  }

  /// `x ** y` for a whole `y >= 0`, by squaring, reporting overflow.
  private static func integerPower(_ base: Int, _ exponent: Int) -> (Int, Bool) {
    var result = 1
    var factor = base
    var remaining = exponent
    while remaining > 0 {
      if remaining & 1 == 1 {
        let (product, overflow) = result.multipliedReportingOverflow(by: factor)
        if overflow { return (0, true) }
        result = product
      }
      remaining >>= 1
      if remaining > 0 {
        let (square, overflow) = factor.multipliedReportingOverflow(by: factor)
        if overflow { return (0, true) }
        factor = square
      }
    }
    return (result, false)
  }

  static func equal(_ left: AnswerValue, _ right: AnswerValue) -> Bool {
    if let a = number(left), let b = number(right) { return a.double == b.double }
    switch (left, right) {
    case (.array(let a), .array(let b)), (.tuple(let a), .tuple(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
    default:
      return left == right
    }
  }

  /// -1, 0 or 1; nil for values Python cannot order.
  static func compare(_ left: AnswerValue, _ right: AnswerValue) -> Int? {
    if let a = number(left), let b = number(right) {
      return a.double < b.double ? -1 : (a.double > b.double ? 1 : 0)
    }
    if case .string(let a) = left, case .string(let b) = right {
      // Python orders strings by code point.
      let x = Array(a.unicodeScalars.map(\.value))
      let y = Array(b.unicodeScalars.map(\.value))
      return x.lexicographicallyPrecedes(y) ? -1 : (x == y ? 0 : 1)
    }
    if let a = left.sequenceItems, let b = right.sequenceItems, left.isTuple == right.isTuple {
      // Python orders lists (and tuples) item by item, then by length.
      for (x, y) in zip(a, b) where !equal(x, y) { return compare(x, y) }
      return a.count < b.count ? -1 : (a.count > b.count ? 1 : 0)
    }
    return nil
  }

  private static func contains(_ container: AnswerValue, _ element: AnswerValue, offset: Int)
    throws(ExpressionError) -> Bool
  {
    switch container {
    case .string(let text):
      guard case .string(let part) = element else {
        throw .evaluation(
          "'in <string>' requires a string, not \(element.typeName)", offset: offset)
      }
      return text.containsLiterally(part)
    case .array(let items), .tuple(let items): return items.contains { equal($0, element) }
    case .object(let members): return members[PythonText.str(element)] != nil
    default:
      throw .evaluation("\(container.typeName) is not a container", offset: offset)
    }
  }
}
