/// The rules JSON Schema adds to a form's validators: an unanchored ECMA-262 `pattern`, exclusive
/// bounds, `multipleOf` and `uniqueItems`.
enum SchemaRuleCheck {
  /// - Parameters:
  ///   - rule: One of the JSON Schema rules.
  ///   - value: The stored value.
  ///   - compare: -1, 0 or 1 comparing the value with a bound, as `Validator` compares.
  ///   - shown: A bound as the field shows it.
  /// - Returns: The problem, or nil when the value passes.
  static func problem(
    with rule: ValidatorSpec.Rule, _ value: AnswerValue, compare: (AnswerValue) -> Int?,
    shown: (AnswerValue) -> String
  ) -> String? {
    switch rule {
    case .search(let pattern):
      guard let text = value.stringValue else { return nil }
      switch ECMAPattern.find(pattern, in: text) {
      case .match: return nil
      case .noMatch: return "does not match the pattern \(pattern)"
      case .tooCostly: return "is too costly to check against the pattern \(pattern)"
      }
    case .exclusiveMin(let bound):
      guard let order = compare(bound), order <= 0 else { return nil }
      return "must be more than \(shown(bound))"
    case .exclusiveMax(let bound):
      guard let order = compare(bound), order >= 0 else { return nil }
      return "must be less than \(shown(bound))"
    case .multipleOf(let divisor):
      // Exact, as the evaluator checks it: 0.07 is a multiple of 0.01.
      guard divisor > 0, let exactDivisor = ExactDecimal(divisor), let number = value.exactNumber,
        !number.isMultiple(of: exactDivisor)
      else { return nil }
      return "must be a multiple of \(AnswerValue.format(divisor))"
    case .uniqueItems:
      guard let items = value.arrayValue else { return nil }
      // JSON equality, as the evaluator's: 1 and 1.0 are the same item, and so are two
      // objects with the same members in another order.
      for (index, item) in items.enumerated()
      where items[..<index].contains(where: { JSONEquality.equal($0, item) }) {
        return "holds \(item.editableText) more than once"
      }
      return nil
    case .schema(let schema):
      return ValueSchemaCheck.failure(of: value, against: schema).map { failure in
        failure.path.isRoot ? failure.message : "at \(failure.path): \(failure.message)"
      }
    default:
      return nil
    }
  }
}
