/// Rules no answer can meet and defaults their own field refuses: found by `validate`
/// instead of at fill time.
extension FormChecks {
  /// Reports `min` above `max` (numbers, dates, durations), `minLength` above `maxLength`
  /// and `minItems` above `maxItems`.
  func checkBounds(of field: Field, path: FieldPath, validator: Validator) {
    for low in field.validators {
      for high in field.validators {
        guard let (lowText, highText) = Self.impossiblePair(low.rule, high.rule, field, validator)
        else { continue }
        context.error(
          "impossible bounds: \(lowText) is above \(highText); no answer can meet both",
          at: low.location ?? field.location, path: path)
      }
    }
  }

  /// A bound that can never refuse anything: `minItems: 0` (every list has at least no
  /// items), or a multi-select's `maxItems` at or above its number of options.
  func checkToothlessBounds(of field: Field, path: FieldPath) {
    for spec in field.validators {
      switch spec.rule {
      case .minItems(let minimum) where minimum <= 0:
        context.warning(
          "minItems \(minimum) can never refuse a list; leave it out, or give at least 1",
          at: spec.location ?? field.location, path: path)
      case .maxItems(let maximum)
      where field.choices.mode == .multiple && !field.choices.options.isEmpty
        && maximum >= field.choices.options.count:
        context.warning(
          "maxItems \(maximum) can never refuse a choice of these \(field.choices.options.count) options",
          at: spec.location ?? field.location, path: path)
      default:
        continue
      }
    }
  }

  /// A default that the field's own rules refuse (`minItems: 2, default: [dog]`).
  func checkDefault(_ value: AnswerValue, of field: Field, path: FieldPath, validator: Validator) {
    var rules = field
    // `matches` compares with another answer, unknown when the form is loaded.
    rules.validators.removeAll {
      if case .matches = $0.rule { true } else { false }
    }
    if let problem = validator.check(value, for: rules, sibling: { _ in nil }) {
      context.error("invalid default: \(problem)", at: field.location, path: path)
    }
  }

  /// The two bounds as written when `low` is a lower bound above the upper bound `high`.
  private static func impossiblePair(
    _ low: ValidatorSpec.Rule, _ high: ValidatorSpec.Rule, _ field: Field, _ validator: Validator
  ) -> (String, String)? {
    switch (low, high) {
    case (.minLength(let minimum), .maxLength(let maximum)) where minimum > maximum:
      return ("minLength \(minimum)", "maxLength \(maximum)")
    case (.minItems(let minimum), .maxItems(let maximum)) where minimum > maximum:
      return ("minItems \(minimum)", "maxItems \(maximum)")
    case (.min(let minimum), .max(let maximum)):
      // The upper bound itself must pass the lower one, compared as the field compares.
      var lowerOnly = field
      lowerOnly.validators = [ValidatorSpec(.min(minimum))]
      guard validator.check(maximum, for: lowerOnly, sibling: { _ in nil }) != nil else {
        return nil
      }
      return ("min \(minimum.editableText)", "max \(maximum.editableText)")
    default:
      return nil
    }
  }
}
