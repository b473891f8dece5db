import FoundationEssentials
import OrderedCollections

/// Evaluates a condition's syntax tree against the values and states a context provides.
///
/// Every operator is total: a missing field reads as null, and any pair of values an operator
/// has no meaning for makes it false, so a condition can be re-evaluated after each answer.
struct ConditionEvaluator<Context: ConditionContext> {
  typealias Node = ConditionExpression.Node
  typealias Operand = ConditionExpression.Operand
  typealias Modifiers = ConditionExpression.Modifiers

  let context: Context

  func evaluate(_ node: Node) -> Bool {
    switch node {
    case .not(let inner):
      !evaluate(inner)
    case .all(let nodes):
      nodes.allSatisfy { evaluate($0) }
    case .any(let nodes):
      nodes.contains { evaluate($0) }
    case .truthy(let operand):
      Self.isTruthy(resolve(operand))
    case .comparison(let comparison):
      compare(resolve(comparison.left), comparison)
    case .quantified(let quantifier, let comparison):
      quantify(quantifier, comparison)
    }
  }

  /// Applies a comparison to each item of its left side: an array's items, a single value
  /// as a one-item list, null as an empty one.
  private func quantify(
    _ quantifier: ConditionExpression.Quantifier, _ comparison: ConditionExpression.Comparison
  ) -> Bool {
    let items: [AnswerValue]
    switch resolve(comparison.left) {
    case .array(let values): items = values
    case .null: items = []
    case let value: items = [value]
    }
    switch quantifier {
    case .any: return items.contains { compare($0, comparison) }
    case .all: return items.allSatisfy { compare($0, comparison) }
    case .none: return !items.contains { compare($0, comparison) }
    }
  }

  /// The value an operand stands for; a set literal becomes an array.
  func resolve(_ operand: Operand) -> AnswerValue {
    switch operand {
    case .field(let path, .value): context.value(at: path) ?? .null
    case .field(let path, .isHidden): .bool(context.isHidden(path))
    case .field(let path, .isDisabled): .bool(context.isDisabled(path))
    case .field(let path, .count): .integer(Self.count(of: context.value(at: path) ?? .null))
    case .literal(let value): value
    case .set(let items): .array(items.map(resolve))
    }
  }

  /// `left` is passed in so that a quantifier can compare each item in turn.
  private func compare(_ left: AnswerValue, _ comparison: ConditionExpression.Comparison)
    -> Bool
  {
    let right = resolve(comparison.right)
    let modifiers = comparison.modifiers
    switch comparison.operation {
    case .equal:
      return Self.equal(left, right, modifiers)
    case .notEqual:
      return !Self.equal(left, right, modifiers)
    case .less:
      return Self.order(left, right) == .orderedAscending
    case .lessEqual:
      return Self.order(left, right).map { $0 != .orderedDescending } ?? false
    case .greater:
      return Self.order(left, right) == .orderedDescending
    case .greaterEqual:
      return Self.order(left, right).map { $0 != .orderedAscending } ?? false
    case .contains:
      if case .array(let items) = left {
        return items.contains { Self.equal($0, right, modifiers) }
      }
      return Self.strings(left, right, modifiers) { Self.contains($0, $1) }
    case .beginsWith:
      return Self.strings(left, right, modifiers) { $0.hasPrefix($1) }
    case .endsWith:
      return Self.strings(left, right, modifiers) { $0.hasSuffix($1) }
    case .like:
      return Self.strings(left, right, modifiers) { Self.like($0, pattern: $1) }
    case .matches:
      return Self.matches(left, right, modifiers)
    case .in:
      if case .array(let items) = right {
        return items.contains { Self.equal(left, $0, modifiers) }
      }
      return Self.strings(left, right, modifiers) { Self.contains($1, $0) }
    case .between:
      guard case .array(let bounds) = right, bounds.count == 2,
        let low = Self.order(left, bounds[0]), let high = Self.order(left, bounds[1])
      else { return false }
      return low != .orderedAscending && high != .orderedDescending
    }
  }

  // MARK: Value rules

  /// `@count`: the items of an array, the members of an object, none for null or empty
  /// text, and one for any other single value.
  static func count(of value: AnswerValue) -> Int {
    switch value {
    case .null: 0
    case .array(let items): items.count
    case .object(let members): members.count
    case .string(let text): text.isEmpty ? 0 : 1
    default: 1
    }
  }

  /// Truthiness of a bare operand: true, a non-zero number, or a non-empty string/array/object.
  static func isTruthy(_ value: AnswerValue) -> Bool {
    switch value {
    case .null: false
    case .bool(let flag): flag
    case .integer(let number): number != 0
    case .number(let number): number != 0 && !number.isNaN
    case .numberLiteral(let literal): !literal.exact.isZero
    case .string(let text): !text.isEmpty
    case .array(let items), .tuple(let items): !items.isEmpty
    case .object: !value.isEmpty
    }
  }

  /// `==`: null only equals null; numbers (and numeric strings) compare by value; strings
  /// honour the modifiers; arrays compare item by item; any other pairing is unequal.
  static func equal(_ left: AnswerValue, _ right: AnswerValue, _ modifiers: Modifiers) -> Bool {
    switch (left, right) {
    case (.null, .null):
      return true
    case (.bool(let lhs), .bool(let rhs)):
      return lhs == rhs
    case (.string(let lhs), .string(let rhs)):
      return modifiers.fold(lhs) == modifiers.fold(rhs)
    case (.array(let lhs), .array(let rhs)):
      return lhs.count == rhs.count
        && zip(lhs, rhs).allSatisfy { equal($0, $1, modifiers) }
    case (.object, .object):
      return left == right
    default:
      return order(left, right) == .orderedSame
    }
  }

  /// The order of two numbers or two strings, numeric strings counting as numbers when the
  /// other side is a number; nil for any other pairing, which makes `<` and friends false.
  ///
  /// A boolean against a number counts as 1 or 0, as an `NSNumber` does in NSPredicate:
  /// XLForm's own example hides a section with `$switch == 1`.
  static func order(_ left: AnswerValue, _ right: AnswerValue) -> ComparisonResult? {
    switch (left, right) {
    case (.bool(let flag), .integer), (.bool(let flag), .number):
      return order(.integer(flag ? 1 : 0), right)
    case (.integer, .bool(let flag)), (.number, .bool(let flag)):
      return order(left, .integer(flag ? 1 : 0))
    case (.integer(let lhs), .integer(let rhs)):
      return lhs < rhs ? .orderedAscending : lhs > rhs ? .orderedDescending : .orderedSame
    case (.string(let lhs), .string(let rhs)):
      return lhs < rhs ? .orderedAscending : lhs > rhs ? .orderedDescending : .orderedSame
    default:
      guard let lhs = number(left), let rhs = number(right) else { return nil }
      return lhs < rhs ? .orderedAscending : lhs > rhs ? .orderedDescending : .orderedSame
    }
  }

  /// The numeric value of a number, or of a string written as a plain decimal number.
  private static func number(_ value: AnswerValue) -> Double? {
    switch value {
    case .integer(let integer): return Double(integer)
    case .number(let number): return number.isNaN ? nil : number
    case .numberLiteral(let literal): return literal.double
    case .string(let text):
      let trimmed = text.trimmingSpaces
      let allowed = Set("0123456789+-.eE")
      guard !trimmed.isEmpty, trimmed.allSatisfy({ allowed.contains($0) }),
        let number = Double(trimmed), number.isFinite
      else { return nil }
      return number
    default: return nil
    }
  }

  /// Applies a string operator when both sides are strings (after folding), else false.
  private static func strings(
    _ left: AnswerValue, _ right: AnswerValue, _ modifiers: Modifiers,
    _ test: (String, String) -> Bool
  ) -> Bool {
    guard case .string(let lhs) = left, case .string(let rhs) = right else { return false }
    return test(modifiers.fold(lhs), modifiers.fold(rhs))
  }
}
