import OrderedCollections

/// When a `required` field must be in a form's result.
///
/// While its section and itself are not hidden, its `when` holds, and (for `required`
/// given as a condition) that condition holds. `JSONSchemaWriter` writes these as the `if`
/// of an `if`/`then`.
struct RequirementConditions {
  /// Each condition, and whether it must hold (false: it must not, as for `hidden`).
  private var parts: [(condition: Condition, mustHold: Bool)] = []

  init(field: Field, section: Section) {
    for hidden in [section.hidden, field.hidden] {
      if let hidden, hidden != .constant(false) { parts.append((hidden, false)) }
    }
    if let when = field.when, when != .constant(true) { parts.append((when, true)) }
    if !field.required, let condition = field.requiredWhen { parts.append((condition, true)) }
  }

  /// Whether the field is required unconditionally.
  var isEmpty: Bool { parts.isEmpty }

  /// The schema of an object in which every condition has its value, or nil when one of
  /// them has no JSON Schema form.
  func schema(in form: Form) -> AnswerValue? {
    var schemas: [AnswerValue] = []
    for part in parts {
      guard let schema = ConditionSchema.schema(for: part.condition, in: form) else { return nil }
      schemas.append(part.mustHold ? schema : .object(["not": schema]))
    }
    return schemas.count == 1 ? schemas[0] : .object(["allOf": .array(schemas)])
  }

  /// The conditions as the form wrote them, for a `$comment`.
  var text: String {
    parts.map { part in
      let source =
        switch part.condition {
        case .constant(let flag): flag ? "true" : "false"
        case .expression(_, let source, _): source
        case .template: "a template holds"
        }
      return part.mustHold ? source : "not (\(source))"
    }.joined(separator: " and ")
  }
}
