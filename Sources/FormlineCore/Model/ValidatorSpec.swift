/// One check on a field's value, from `validators` (XLForm) or the shorthand keys
/// (`pattern`, `min`, `max`, `minLength`, `maxLength`, `minItems`, `maxItems`).
package struct ValidatorSpec: Sendable, Hashable {
  package enum Rule: Sendable, Hashable {
    /// The whole value must match the regular expression.
    case regex(String)
    /// Equal to another field's value (repeat password); a path relative to the form root.
    case matches(FieldPath)
    /// A lower bound: numbers, dates (as typed text), durations.
    case min(AnswerValue)
    case max(AnswerValue)
    case minLength(Int)
    case maxLength(Int)
    case minItems(Int)
    case maxItems(Int)
    /// JSON Schema's `pattern`: the regular expression matches somewhere in the value.
    case search(String)
    /// Bounds the value may not reach (JSON Schema's `exclusiveMinimum`/`Maximum`).
    case exclusiveMin(AnswerValue)
    case exclusiveMax(AnswerValue)
    /// The number divided by this is a whole number.
    case multipleOf(Double)
    /// No two items of the list are equal.
    case uniqueItems
    /// The whole value passes a JSON Schema (`not`, an `if` of any shape, tuples).
    case schema(ValueSchema)
  }

  package var rule: Rule
  /// The form author's message; a built-in one is used when nil.
  package var message: String?
  package var location: SourceLocation?

  package init(_ rule: Rule, message: String? = nil, location: SourceLocation? = nil) {
    self.rule = rule
    self.message = message
    self.location = location
  }
}
