import OrderedCollections

/// The assertions: each applies only to values of its type.
extension SchemaEvaluator {
  mutating func apply(
    _ list: SchemaKeywordList, _ position: Int, _ value: AnswerValue, _ instance: String,
    _ keywords: String, _ node: Int, _ result: inout SchemaEvaluation
  ) {
    let name = list[position].name
    // The keyword's location is built only where a subschema is entered through it.
    switch list[position].keyword {
    case .ref(let target):
      absorb(evaluate(target, value, at: instance, via: below(keywords, name)), into: &result)
    case .dynamicRef(let initial, let anchor):
      absorb(
        evaluate(
          dynamicTarget(initial, anchor: anchor), value, at: instance,
          via: below(keywords, name)),
        into: &result)
    case .recursiveRef(let initial):
      absorb(
        evaluate(recursiveTarget(initial), value, at: instance, via: below(keywords, name)),
        into: &result)
    case .type(let types):
      if !types.allow(value) {
        let names = types.names
        let expected = names.count == 1 ? names[0] : names.joined(separator: " or ")
        fail(&result, instance, keywords, node, name, "expected \(expected), got \(value.typeName)")
      }
    case .enumeration(let values):
      if !values.contains(where: { JSONEquality.equal($0, value) }) {
        fail(
          &result, instance, keywords, node, name,
          "\(Self.shown(value)) is not one of the allowed values")
      }
    case .constant(let expected):
      if !JSONEquality.equal(expected, value) {
        fail(&result, instance, keywords, node, name, "must be \(Self.shown(expected))")
      }
    case .format(let format):
      guard countsFormatMisses || assertsFormats, case .string(let text) = value,
        let problem = FormatCheck.problem(format: format, text: text)
      else { return }
      formatMisses += 1
      if assertsFormats {
        fail(&result, instance, keywords, node, name, "\(problem) (format '\(format)')")
      }
    case .assertedFormat(let format):
      if case .string(let text) = value,
        let problem = FormatCheck.problem(format: format, text: text)
      {
        fail(&result, instance, keywords, node, name, "\(problem) (format '\(format)')")
      }
    default:
      if !applyTyped(list, position, value, instance, keywords, node, &result) {
        applyApplicator(list, position, value, instance, keywords, node, &result)
      }
    }
  }

  /// Numbers, strings, arrays and objects; false when `keyword` is none of those.
  private mutating func applyTyped(
    _ list: SchemaKeywordList, _ position: Int, _ value: AnswerValue, _ instance: String,
    _ keywords: String, _ node: Int, _ result: inout SchemaEvaluation
  ) -> Bool {
    let name = list[position].name
    func failing(_ message: @autoclosure () -> String) {
      fail(&result, instance, keywords, node, name, message())
    }
    // Worked out only for the keywords that compare numbers.
    var number: ExactDecimal? { value.isBoolean ? nil : value.exactNumber }
    switch list[position].keyword {
    case .multipleOf(let divisor):
      if let number, !number.isMultiple(of: divisor) {
        failing("\(Self.shown(value)) is not a multiple of \(divisor.text)")
      }
    case .maximum(let limit, let exclusive):
      if let order = SchemaEvaluator.compareIntegers(value, limit) {
        if exclusive ? order >= 0 : order > 0 {
          failing(
            "\(Self.shown(value)) is greater than \(exclusive ? "or equal to " : "")the maximum \(limit.value.text)"
          )
        }
      } else if let number, exclusive ? number >= limit.value : number > limit.value {
        failing(
          "\(Self.shown(value)) is greater than \(exclusive ? "or equal to " : "")the maximum \(limit.value.text)"
        )
      }
    case .minimum(let limit, let exclusive):
      if let order = SchemaEvaluator.compareIntegers(value, limit) {
        if exclusive ? order <= 0 : order < 0 {
          failing(
            "\(Self.shown(value)) is less than \(exclusive ? "or equal to " : "")the minimum \(limit.value.text)"
          )
        }
      } else if let number, exclusive ? number <= limit.value : number < limit.value {
        failing(
          "\(Self.shown(value)) is less than \(exclusive ? "or equal to " : "")the minimum \(limit.value.text)"
        )
      }
    case .maxLength(let limit):
      if case .string(let text) = value, TextLength.exceeds(text, limit) {
        failing("is longer than \(limit) character\(limit == 1 ? "" : "s")")
      }
    case .minLength(let limit):
      if case .string(let text) = value, TextLength.fallsShort(text, of: limit) {
        failing("is shorter than \(limit) character\(limit == 1 ? "" : "s")")
      }
    case .pattern(let pattern):
      if case .string(let text) = value {
        switch pattern.find(in: text) {
        case .match: break
        case .noMatch: failing("does not match the pattern '\(pattern.source)'")
        case .tooCostly: failing("is too costly to check against the pattern '\(pattern.source)'")
        }
      }
    case .maxItems(let limit):
      if let items = value.arrayValue, items.count > limit {
        failing("has more than \(limit) item\(limit == 1 ? "" : "s")")
      }
    case .minItems(let limit):
      if let items = value.arrayValue, items.count < limit {
        failing("has fewer than \(limit) item\(limit == 1 ? "" : "s")")
      }
    case .uniqueItems:
      if let items = value.arrayValue, let (first, second) = SchemaEvaluator.repeated(items) {
        failing("items \(first) and \(second) are equal")
      }
    case .maxProperties(let limit):
      if let members = value.objectValue, members.count > limit {
        failing("has more than \(limit) propert\(limit == 1 ? "y" : "ies")")
      }
    case .minProperties(let limit):
      if let members = value.objectValue, members.count < limit {
        failing("has fewer than \(limit) propert\(limit == 1 ? "y" : "ies")")
      }
    case .required(let names):
      if let members = value.objectValue {
        for missing in names where members[missing] == nil {
          fail(
            &result, instance, keywords, node, name, "'\(missing)' is required",
            property: missing)
        }
      }
    case .dependentRequired(let rules):
      if let members = value.objectValue {
        for (trigger, names) in rules where members[trigger] != nil {
          for missing in names where members[missing] == nil {
            fail(
              &result, instance, keywords, node, name,
              "'\(missing)' is required when '\(trigger)' is given", property: missing)
          }
        }
      }
    default:
      return false
    }
    return true
  }

  /// The first two equal items, by JSON equality.
  static func repeated(_ items: [AnswerValue]) -> (Int, Int)? {
    for second in items.indices {
      for first in 0..<second where JSONEquality.equal(items[first], items[second]) {
        return (first, second)
      }
    }
    return nil
  }

  /// Static, so a message that shows a value reads nothing of an evaluator that is
  /// recording it.
  static func shown(_ value: AnswerValue) -> String {
    let text = JSONWriter.render(value, pretty: false).dropLast()
    return text.count > 60 ? String(text.prefix(57)) + "…" : String(text)
  }

  func absorb(_ other: SchemaEvaluation, into result: inout SchemaEvaluation) {
    if other.valid { result.absorb(other) } else { result.valid = false }
  }
}

extension AnswerValue {
  fileprivate var isBoolean: Bool {
    if case .bool = self { return true }
    return false
  }
}

extension SchemaEvaluator {
  /// -1, 0 or 1 comparing an integer with a bound that is a small whole number, without
  /// exact decimals (most bounds and values in a config are such); nil otherwise.
  static func compareIntegers(_ value: AnswerValue, _ limit: NumberBound) -> Int? {
    guard case .integer(let integer) = value, let bound = limit.small else { return nil }
    return integer < bound ? -1 : (integer > bound ? 1 : 0)
  }
}
