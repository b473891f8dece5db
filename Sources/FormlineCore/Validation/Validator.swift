/// Checks a field's value against its validators (formline(5) VALIDATION): the same rules whether
/// the value was typed, piped, read from a file or a default.
package struct Validator: Sendable {
  package var dates: DateInputParser
  /// Whether a union that refuses a value says why, variant by variant.
  ///
  /// Off while the variants a value matches are counted: naming each variant walks the
  /// union's fields, and doing it for every nested union tried made a deep schema's fill
  /// take minutes.
  var explainsUnions = true

  package init(dates: DateInputParser) {
    self.dates = dates
  }

  /// - Parameters:
  ///   - value: The stored value (not null; `required` is checked by the caller).
  ///   - field: The field it belongs to.
  ///   - sibling: Reads another field's value, for `matches`.
  /// - Returns: The first failing rule's message, or nil when the value passes.
  package func check(
    _ value: AnswerValue, for field: Field, sibling: (FieldPath) -> AnswerValue?
  ) -> String? {
    if field.kind == .union,
      let problem = ValueConformance(validator: self).unionProblem(value, field)
    {
      return problem
    }
    if let items = value.arrayValue {
      if let problem = ItemCount.problem(count: items.count, field: field) { return problem }
    }
    for validator in field.validators {
      if let problem = problem(with: validator.rule, value, field, sibling) {
        return validator.message ?? problem
      }
    }
    return nil
  }

  private func problem(
    with rule: ValidatorSpec.Rule, _ value: AnswerValue, _ field: Field,
    _ sibling: (FieldPath) -> AnswerValue?
  ) -> String? {
    switch rule {
    case .regex(let pattern):
      // A number row's pattern checks the number as text (XLForm 2.2.0 fixed exactly this).
      guard let text = value.stringValue ?? (field.kind.isNumeric ? value.editableText : nil)
      else { return nil }
      switch RegexCheck.wholeMatch(pattern, text) {
      case .match: return nil
      case .noMatch:
        // The field's help says what the pattern means in words; a raw expression is the
        // last resort.
        if let help = field.help, !help.isEmpty {
          return "does not have the expected form: \(help)"
        }
        return "does not match the pattern \(pattern)"
      case .tooCostly: return "is too costly to check against the pattern \(pattern)"
      }
    case .matches(let other):
      let otherValue = sibling(other) ?? .null
      return otherValue == value ? nil : "does not match \(other)"
    case .min(let bound):
      return compare(value, bound, field).map {
        $0 < 0 ? "must be at least \(shown(bound, field))" : nil
      } ?? nil
    case .max(let bound):
      return compare(value, bound, field).map {
        $0 > 0 ? "must be at most \(shown(bound, field))" : nil
      } ?? nil
    case .minLength(let length):
      guard let text = value.stringValue, TextLength.of(text) < length else { return nil }
      return "must be at least \(length) character\(length == 1 ? "" : "s")"
    case .maxLength(let length):
      guard let text = value.stringValue, TextLength.of(text) > length else { return nil }
      return "must be at most \(length) character\(length == 1 ? "" : "s")"
    case .minItems, .maxItems:
      // Counted by `ItemCount`, the one rule for lists.
      return nil
    case .search, .exclusiveMin, .exclusiveMax, .multipleOf, .uniqueItems, .schema:
      return SchemaRuleCheck.problem(
        with: rule, value, compare: { compare(value, $0, field) }, shown: { shown($0, field) })
    }
  }

  /// -1, 0 or 1 comparing a value with a bound; nil when they cannot be compared.
  ///
  /// Text and
  /// arrays compare by length/count for `min`/`max` only when the field is not numeric.
  private func compare(_ value: AnswerValue, _ bound: AnswerValue, _ field: Field) -> Int? {
    if let kind = TemporalKind(rawValue: field.kind.rawValue) {
      guard let valueKey = temporalKey(value, kind), let boundKey = temporalKey(bound, kind)
      else { return nil }
      return valueKey < boundKey ? -1 : (valueKey > boundKey ? 1 : 0)
    }
    guard let number = value.doubleValue, let limit = bound.doubleValue else { return nil }
    return number < limit ? -1 : (number > limit ? 1 : 0)
  }

  private func temporalKey(_ value: AnswerValue, _ kind: TemporalKind) -> Double? {
    if case .integer(let seconds) = value, kind == .duration { return Double(seconds) }
    guard let text = value.stringValue ?? (value.doubleValue.map { AnswerValue.format($0) })
    else { return nil }
    return (try? dates.parse(text, as: kind))?.orderingKey
  }

  private func shown(_ bound: AnswerValue, _ field: Field) -> String {
    if let kind = TemporalKind(rawValue: field.kind.rawValue),
      let text = bound.stringValue ?? bound.doubleValue.map({ AnswerValue.format($0) }),
      let reading = try? dates.parse(text, as: kind)
    {
      return dates.echo(reading)
    }
    return bound.editableText
  }
}
