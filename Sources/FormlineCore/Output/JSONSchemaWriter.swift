import OrderedCollections

/// Describes the results a form can produce as a JSON Schema (draft 2020-12), for
/// `formline schema` and for editors that check config files.
///
/// The schema follows the output rules of formline(1) OUTPUT FORMATS: one property per field that
/// produces a value, in form order, nested objects for subforms and arrays for collections and
/// multi-selects; labels, infos, pages, keyless buttons and controller pages have none.
/// `additionalProperties` is false at every level.
///
/// - `required` lists the fields marked `required` that are always asked. A field required
///   under a condition (`requiredWhen`, or `required` with a `hidden` or `when` condition,
///   its own or its section's) is required by an `if`/`then` under `allOf`
///   (`RequirementConditions`, `ConditionSchema`); a condition JSON Schema cannot express
///   is named in the object's `$comment` instead. A constantly hidden field has no property.
/// - Checks on whole values (`ValidatorSpec.Rule.schema`, `Form.checks`) are inlined under
///   `allOf`, references resolved.
/// - A required field's value is never empty (strings `minLength: 1`, arrays `minItems: 1`);
///   an optional field may be null (`type: [T, "null"]`, or `null` added to an `enum`).
/// - `pattern` validators are anchored (`^(?:…)$`), since formline matches the whole value
///   and JSON Schema searches. `matches` validators and date bounds typed as words
///   (`today`) cannot be expressed and are left out; such values are still checked by
///   `formline validate`.
package enum JSONSchemaWriter {
  /// The JSON Schema dialect the schema declares.
  package static let dialect = "https://json-schema.org/draft/2020-12/schema"

  /// Builds the schema of a form's results.
  ///
  /// ✅ a form with a required `age` integer field →
  /// `{"$schema": …, "type": "object", "properties": {"age": {"type": "integer",
  /// "title": "Age"}}, "required": ["age"], "additionalProperties": false}`
  ///
  /// - Parameter form: The loaded form.
  /// - Returns: The schema as a value, for `JSONWriter` to print.
  package static func schema(for form: Form) -> AnswerValue {
    var schema: ObjectMembers = ["$schema": .string(dialect)]
    if let title = form.title { schema["title"] = .string(title) }
    if let description = form.description { schema["description"] = .string(description) }
    for (key, member) in objectSchema(for: form) { schema[key] = member }
    return .object(schema)
  }

  /// The object schema of a form or subform: its properties, required keys, and nothing
  /// else allowed; then, under `allOf`, each requirement that holds only under a condition
  /// (`if`/`then`) and the form's checks on the whole object.
  static func objectSchema(for form: Form) -> ObjectMembers {
    var properties: ObjectMembers = [:]
    var required: [AnswerValue] = []
    var constraints: [AnswerValue] = []
    var comments: [String] = []
    for section in form.sections {
      guard !isAlwaysHidden(section.hidden) else { continue }
      for field in section.fields where field.producesValue {
        guard let key = field.key, !isAlwaysHidden(field.hidden),
          !isNeverShown(field.when)
        else { continue }
        properties[key] = .object(propertySchema(for: field))
        guard field.required || field.requiredWhen != nil else { continue }
        let conditions = RequirementConditions(field: field, section: section)
        if conditions.isEmpty {
          if !required.contains(.string(key)) { required.append(.string(key)) }
        } else if let condition = conditions.schema(in: form) {
          constraints.append(
            .object(["if": condition, "then": requirementSchema(for: field, key: key)]))
        } else {
          comments.append(
            "\(key) is required only when \(conditions.text), which JSON Schema cannot "
              + "express here; formline checks it")
        }
      }
    }
    for check in form.checks {
      guard case .schema(let valueSchema) = check.rule else { continue }
      let (inlined, cutRecursion) = valueSchema.inlined()
      // Checked on an object only: an optional subform left out (null) passes.
      constraints.append(.object(["anyOf": .array([.object(["type": .string("null")]), inlined])]))
      if cutRecursion { comments.append(FieldValueSchema.recursionComment) }
    }
    var schema: ObjectMembers = [
      "type": .string("object"), "properties": .object(properties),
    ]
    if !required.isEmpty { schema["required"] = .array(required) }
    schema["additionalProperties"] = .bool(false)
    if !constraints.isEmpty { schema["allOf"] = .array(constraints) }
    if !comments.isEmpty { schema["$comment"] = .string(comments.joined(separator: "; ")) }
    return schema
  }

  /// What a requirement adds once its conditions hold: the key is present and, for a field
  /// that is otherwise optional, answered (not null, "" or []).
  private static func requirementSchema(for field: Field, key: String) -> AnswerValue {
    var then: ObjectMembers = ["required": .array([.string(key)])]
    if !field.required {
      let unanswered: [AnswerValue] = [.null, .string(""), .array([])]
      then["properties"] = .object([
        MemberName(key): .object(["not": .object(["enum": .array(unanswered)])])
      ])
    }
    return .object(then)
  }

  /// A field's schema: its value's schema, then null when it may be unanswered, then its
  /// title, help and default.
  static func propertySchema(for field: Field) -> ObjectMembers {
    var schema: ObjectMembers = [:]
    if !field.title.isEmpty { schema["title"] = .string(field.title) }
    if let help = field.help, !help.isEmpty { schema["description"] = .string(help) }
    // A never-null field (a switch, a field with a default) is never null in a result. An
    // empty list, optional or not, is judged by `minItems` as any list is.
    let nullable =
      !field.neverNull
      && (!field.required || (field.placeholder != nil && field.choices.mode != nil))
    var value = FieldValueSchema.schema(for: field)
    if field.required { requireNonEmpty(&value) }
    if nullable { allowNull(&value) }
    for (key, member) in value { schema[key] = member }
    if let defaultValue = field.defaultValue, !field.isSecret {
      // A default written as a person types it (`7 days` for a duration stored in seconds,
      // `today` for a date) is not a value of the property: a tool that fills in the
      // schema's defaults would write what the schema refuses. It is named instead.
      if let check = try? CompiledSchema(.object(schema)), !check.isValid(defaultValue) {
        let comment =
          "the form's default, read as typed at the prompt: \(defaultValue.editableText)"
        schema["$comment"] = .string(
          schema["$comment"]?.stringValue.map { $0 + "; " + comment } ?? comment)
      } else {
        schema["default"] = defaultValue
      }
    }
    return schema
  }

  /// Adds `minLength: 1` to strings and `minItems: 1` to arrays, as `required` rejects
  /// "" and [] (but not `false` or `0`).
  private static func requireNonEmpty(_ schema: inout ObjectMembers) {
    switch schema["type"] {
    case .string("string"):
      if (schema["minLength"]?.doubleValue ?? 0) < 1 { schema["minLength"] = .integer(1) }
    case .string("array"):
      if (schema["minItems"]?.doubleValue ?? 0) < 1 { schema["minItems"] = .integer(1) }
    default:
      break
    }
    if case .array(let values)? = schema["enum"] {
      schema["enum"] = .array(values.filter { !$0.isEmpty })
    }
  }

  /// Lets a schema accept null: `type: [T, "null"]`, and null among the `enum` values.
  private static func allowNull(_ schema: inout ObjectMembers) {
    if case .string(let type)? = schema["type"] {
      schema["type"] = .array([.string(type), .string("null")])
    }
    if case .array(let values)? = schema["enum"], !values.contains(.null) {
      schema["enum"] = .array(values + [.null])
    }
    // A union: null is one more variant (no other variant accepts it, so `oneOf` holds).
    for keyword in ["anyOf", "oneOf"] where schema["type"] == nil {
      if case .array(let variants)? = schema[keyword] {
        schema[keyword] = .array(variants + [.object(["type": .string("null")])])
      }
    }
  }

  private static func isAlwaysHidden(_ condition: Condition?) -> Bool {
    condition == .constant(true)
  }

  private static func isNeverShown(_ when: Condition?) -> Bool {
    when == .constant(false)
  }
}
