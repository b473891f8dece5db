import OrderedCollections

/// A condition over the fields of one object, written as the JSON Schema that holds for the
/// object exactly when the condition does, so `formline schema` can put it under `if`.
///
/// Only what has an exact JSON Schema form is written: `$x == nil`, `!=`, `==`, `IN` and
/// the orderings against literals of the field's own type, a bare `$x` (truthy), and
/// `NOT`/`AND`/`OR` of those, over fields of the same object or its subforms. Everything
/// else (`.@count`, `.isHidden`, string operators, `[c]`, fields of enclosing objects or in
/// collections, copier templates) gives nil and the writer says so in a `$comment`.
enum ConditionSchema {
  typealias Node = ConditionExpression.Node
  typealias Operand = ConditionExpression.Operand

  /// The schema of a condition, or nil when JSON Schema cannot express it.
  ///
  /// ✅ `$plan == 'pro'` (plan a text field) →
  /// `{"required": ["plan"], "properties": {"plan": {"const": "pro"}}}`
  /// ✅ `$proxy != nil` → `{"required": ["proxy"], "properties": {"proxy": {"not": {"const": null}}}}`
  /// ❌ `$tags.@count > 2` → nil
  static func schema(for condition: Condition, in form: Form) -> AnswerValue? {
    switch condition {
    case .constant(let flag): .bool(flag)
    case .expression(let expression, _, _): schema(for: expression.node, in: form)
    case .template: nil
    }
  }

  private static func schema(for node: Node, in form: Form) -> AnswerValue? {
    switch node {
    case .not(let inner):
      return schema(for: inner, in: form).map { .object(["not": $0]) }
    case .all(let nodes):
      let parts = nodes.compactMap { schema(for: $0, in: form) }
      return parts.count == nodes.count ? .object(["allOf": .array(parts)]) : nil
    case .any(let nodes):
      let parts = nodes.compactMap { schema(for: $0, in: form) }
      return parts.count == nodes.count ? .object(["anyOf": .array(parts)]) : nil
    case .truthy(let operand):
      guard let (key, _) = siblingPath(operand, in: form) else { return nil }
      // Falsy values, as the evaluator's truthiness reads them.
      let falsy: [AnswerValue] = [
        .null, .bool(false), .integer(0), .string(""), .array([]), .object([:]),
      ]
      return member(key, ["not": .object(["enum": .array(falsy)])])
    case .comparison(let comparison):
      return schema(for: comparison, in: form)
    case .quantified:
      return nil
    }
  }

  private static func schema(for comparison: ConditionExpression.Comparison, in form: Form)
    -> AnswerValue?
  {
    guard comparison.modifiers == .none else { return nil }
    var left = comparison.left
    var right = comparison.right
    var operation = comparison.operation
    if case .literal = left, case .field = right {
      guard let swapped = mirrored(operation) else { return nil }
      (left, right, operation) = (right, left, swapped)
    }
    guard let (key, field) = siblingPath(left, in: form) else { return nil }
    switch (operation, right) {
    case (.equal, .literal(.null)):
      return .object(["not": answered(key)])
    case (.notEqual, .literal(.null)):
      return answered(key)
    case (.equal, .literal(let literal)):
      return equality(key, field, literal)
    case (.notEqual, .literal(let literal)):
      return equality(key, field, literal).map { .object(["not": $0]) }
    case (.in, .set(let items)):
      var parts: [AnswerValue] = []
      for item in items {
        guard case .literal(let literal) = item, let part = equality(key, field, literal)
        else { return nil }
        parts.append(part)
      }
      return .object(["anyOf": .array(parts)])
    case (.less, .literal(let bound)):
      return ordering(key, field, "exclusiveMaximum", bound)
    case (.lessEqual, .literal(let bound)):
      return ordering(key, field, "maximum", bound)
    case (.greater, .literal(let bound)):
      return ordering(key, field, "exclusiveMinimum", bound)
    case (.greaterEqual, .literal(let bound)):
      return ordering(key, field, "minimum", bound)
    default:
      return nil
    }
  }

  /// `$x` holds a value (present and not null): what `$x != nil` tests.
  static func answered(_ key: [String]) -> AnswerValue {
    member(key, ["not": .object(["const": .null])])
  }

  /// The object has the member at `path`, and its value passes `schema`; each object on
  /// the way must be there and be an object (a subform left out reads as null).
  private static func member(_ path: [String], _ schema: ObjectMembers)
    -> AnswerValue
  {
    var nested = AnswerValue.object(schema)
    for (depth, key) in path.enumerated().reversed() {
      var level: ObjectMembers = [:]
      if depth > 0 { level["type"] = .string("object") }
      level["required"] = .array([.string(key)])
      level["properties"] = .object([MemberName(key): nested])
      nested = .object(level)
    }
    return nested
  }

  /// `$x == literal`, when the field's values and the literal compare as JSON values do:
  /// the evaluator also equates `5` with `"5"` and `true` with `1`, so the literal is
  /// turned into the field's own type, and a text field compared with a number is left out.
  private static func equality(_ key: [String], _ field: Field, _ literal: AnswerValue)
    -> AnswerValue?
  {
    switch (valueType(of: field), literal) {
    case ("string", .string):
      return member(key, ["const": literal])
    case ("string", .bool):
      return .bool(false)
    case ("number", .integer), ("number", .number):
      return member(key, ["const": literal])
    case ("number", .bool(let flag)):
      return member(key, ["const": .integer(flag ? 1 : 0)])
    case ("boolean", .bool):
      return member(key, ["const": literal])
    case ("boolean", .integer), ("boolean", .number):
      // A flag counts as 1 or 0.
      switch literal.doubleValue {
      case 1: return member(key, ["const": .bool(true)])
      case 0: return member(key, ["const": .bool(false)])
      default: return .bool(false)
      }
    default:
      return nil
    }
  }

  /// `$x < bound` and the like, for a number field and a number.
  private static func ordering(
    _ key: [String], _ field: Field, _ keyword: String, _ bound: AnswerValue
  ) -> AnswerValue? {
    guard valueType(of: field) == "number" else { return nil }
    switch bound {
    case .integer, .number:
      return member(key, ["type": .string("number"), MemberName(keyword): bound])
    default:
      return nil
    }
  }

  /// The JSON type every non-null value of the field has: "string", "number" or "boolean";
  /// nil for anything else (lists, objects, unions, options of mixed types).
  private static func valueType(of field: Field) -> String? {
    let schema = FieldValueSchema.schema(for: field)
    if case .array(let values)? = schema["enum"] {
      let types = Set(
        values.map { value -> String in
          switch value {
          case .string: "string"
          case .integer, .number: "number"
          case .bool: "boolean"
          default: "other"
          }
        })
      return types.count == 1 && types.first != "other" ? types.first : nil
    }
    switch schema["type"]?.stringValue {
    case "string": return "string"
    case "integer", "number": return "number"
    case "boolean": return "boolean"
    default: return nil
    }
  }

  /// The keys leading to a field of this object, or of its subforms, read by its value
  /// (`$x`, `$x.value`, `$tls.mode`), and that field.
  private static func siblingPath(_ operand: Operand, in form: Form) -> ([String], Field)? {
    guard case .field(let path, .value) = operand, !path.components.isEmpty else { return nil }
    var keys: [String] = []
    var scope: Form? = form
    var found: Field?
    for component in path.components {
      guard case .key(let key) = component, let field = scope?.field(withKey: key),
        field.producesValue
      else { return nil }
      keys.append(key)
      found = field
      scope = field.kind == .form ? field.subform : nil
    }
    return found.map { (keys, $0) }
  }

  /// The operator with its sides swapped (`1 < $x` is `$x > 1`).
  private static func mirrored(_ operation: ConditionExpression.Operator)
    -> ConditionExpression.Operator?
  {
    switch operation {
    case .equal: .equal
    case .notEqual: .notEqual
    case .less: .greater
    case .lessEqual: .greaterEqual
    case .greater: .less
    case .greaterEqual: .lessEqual
    default: nil
    }
  }
}
