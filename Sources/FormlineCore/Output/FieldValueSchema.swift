import OrderedCollections

/// The JSON Schema of the value one field holds, before null, title and `required` are
/// added: the per-kind half of `JSONSchemaWriter`, kept apart so each file reads on its own.
enum FieldValueSchema {
  typealias Schema = ObjectMembers

  /// Times as the time reader writes them: `HH:MM`, or `HH:MM:SS` when seconds were given.
  static let timePattern = "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$"
  /// Colors are normalised to lower-case `#rrggbb`.
  static let colorPattern = "^#[0-9a-f]{6}$"

  /// The schema of a field's non-null value, validators included.
  static func schema(for field: Field) -> Schema {
    if !field.choices.options.isEmpty, field.kind != .bitfield {
      if isMultiple(field) {
        var items = choiceValues(field)
        if field.valueClass == .dictionary {
          // FXForms' NSDictionary: each choice is stored with its index, `{value, index}`.
          items = field.choices.options.indices.map { index in
            .object(["value": field.choices.options[index].value, "index": .integer(index)])
          }
        }
        var schema: Schema = [
          "type": .string("array"),
          "items": .object(["enum": .array(items)]),
          "uniqueItems": .bool(true),
        ]
        applyValidators(field.validators, to: &schema)
        return schema
      }
      return ["enum": .array(choiceValues(field))]
    }
    // Structured data may be any JSON value that passes the field's schema checks.
    var schema = field.syntax == nil ? kindSchema(for: field) : [:]
    applyValidators(field.validators, to: &schema)
    return schema
  }

  /// Whether an options field stores a list: an explicit multiple choice, an `array`
  /// field with options, or a collection class (`NSArray`, `NSIndexSet`, …).
  private static func isMultiple(_ field: Field) -> Bool {
    if let choice = field.choices.mode { return choice == .multiple }
    return field.kind == .array || field.valueClass?.isCollection == true
  }

  /// The values an options field can store: the options' values, or their 0-based indexes
  /// when the field is numeric and the options are not (FXForms), or for `NSIndexSet`.
  private static func choiceValues(_ field: Field) -> [AnswerValue] {
    let optionsAreNumeric = field.choices.options.allSatisfy { $0.value.doubleValue != nil }
    let numericField =
      (field.kind.isNumeric && field.kind != .bitfield) || field.valueClass == .number
    if field.valueClass == .indexSet || (numericField && !optionsAreNumeric) {
      return field.choices.options.indices.map { .integer($0) }
    }
    var values: [AnswerValue] = []
    for option in field.choices.options where !values.contains(option.value) {
      values.append(option.value)
    }
    return values
  }

  private static func kindSchema(for field: Field) -> Schema {
    switch field.kind {
    case .text, .longtext, .password, .phone, .twitter, .account, .name, .image, .file:
      return ["type": .string("string")]
    case .email:
      return ["type": .string("string"), "format": .string("email")]
    case .url:
      return ["type": .string("string"), "format": .string("uri")]
    case .date:
      return ["type": .string("string"), "format": .string("date")]
    case .time:
      return ["type": .string("string"), "pattern": .string(timePattern)]
    case .datetime:
      return ["type": .string("string"), "format": .string("date-time")]
    case .color:
      return ["type": .string("string"), "pattern": .string(colorPattern)]
    case .duration, .unsigned, .bitfield:
      return ["type": .string("integer"), "minimum": .integer(0)]
    case .integer:
      return ["type": .string("integer")]
    case .number, .float, .decimal:
      return ["type": .string("number")]
    case .boolean, .option, .button:
      return ["type": .string("boolean")]
    case .form:
      guard let subform = field.subform else { return ["type": .string("object")] }
      return JSONSchemaWriter.objectSchema(for: subform)
    case .array where field.collection.keyedMap:
      // Each item's value under the name the user gave it.
      let value = field.collection.template?.subform?.field(withKey: KeyedMap.valueField)
      var schema: Schema = ["type": .string("object")]
      if let value { schema["additionalProperties"] = .object(Self.schema(for: value)) }
      return schema
    case .array where !field.collection.positions.isEmpty:
      // A tuple: its positions, then the template's items or none.
      var schema: Schema = ["type": .string("array")]
      schema["prefixItems"] = .array(
        field.collection.positions.map { position in
          var item = Self.schema(for: position)
          if !position.title.isEmpty { item["title"] = .string(position.title) }
          return .object(item)
        })
      let closed =
        ItemCount.maximum(of: field).map { $0 <= field.collection.positions.count } ?? false
      if closed {
        schema["items"] = .bool(false)
      } else if let template = field.collection.template {
        schema["items"] = .object(Self.schema(for: template))
      }
      return schema
    case .array:
      var schema: Schema = ["type": .string("array")]
      if let template = field.collection.template {
        var items = Self.schema(for: template)
        if !template.title.isEmpty { items["title"] = .string(template.title) }
        schema["items"] = .object(items)
      }
      return schema
    case .union:
      // Each variant's schema with its title, under `anyOf` or `oneOf`.
      let variants = field.union.variants.map { variant -> AnswerValue in
        var schema = Self.schema(for: variant)
        if !variant.title.isEmpty, variant.title != "Item" {
          schema["title"] = .string(variant.title)
        }
        return .object(schema)
      }
      return [MemberName(field.union.match.schemaKeyword): .array(variants)]
    case .label, .info, .page:
      // Virtual kinds produce no value; `JSONSchemaWriter` never asks for them.
      return [:]
    }
  }

  /// Adds the validators JSON Schema can express to a value schema, each where it applies:
  /// bounds to numbers, lengths and patterns to strings, item counts to arrays.
  private static func applyValidators(_ validators: [ValidatorSpec], to schema: inout Schema) {
    let type = schema["type"]?.stringValue
    let isNumber = type == "integer" || type == "number"
    var patterns: [String] = []
    var checks: [AnswerValue] = []
    for validator in validators {
      switch (validator.rule, type) {
      case (.min(let bound), _) where isNumber:
        tighten(&schema, "minimum", to: bound, keepingLarger: true)
      case (.max(let bound), _) where isNumber:
        tighten(&schema, "maximum", to: bound, keepingLarger: false)
      case (.minLength(let count), "string"):
        tighten(&schema, "minLength", to: .integer(count), keepingLarger: true)
      case (.maxLength(let count), "string"):
        tighten(&schema, "maxLength", to: .integer(count), keepingLarger: false)
      case (.minLength(let count), "array"), (.minItems(let count), "array"):
        tighten(&schema, "minItems", to: .integer(count), keepingLarger: true)
      case (.maxLength(let count), "array"), (.maxItems(let count), "array"):
        tighten(&schema, "maxItems", to: .integer(count), keepingLarger: false)
      case (.regex(let pattern), "string"):
        patterns.append("^(?:" + pattern + ")$")
      case (.search(let pattern), "string"):
        // Already JSON Schema's meaning: a match anywhere in the value.
        patterns.append(pattern)
      case (.exclusiveMin(let bound), _) where isNumber:
        schema["exclusiveMinimum"] = bound
      case (.exclusiveMax(let bound), _) where isNumber:
        schema["exclusiveMaximum"] = bound
      case (.multipleOf(let divisor), _) where isNumber:
        schema["multipleOf"] = Int(exactly: divisor).map(AnswerValue.integer) ?? .number(divisor)
      case (.uniqueItems, "array"):
        schema["uniqueItems"] = .bool(true)
      case (.schema(let check), _):
        // Checks are made on answers only: null (no answer) passes.
        let (inlined, cutRecursion) = check.inlined()
        checks.append(.object(["anyOf": .array([.object(["type": .string("null")]), inlined])]))
        if cutRecursion { schema["$comment"] = .string(recursionComment) }
      case (.regex(let pattern), _) where isNumber:
        // JSON Schema's `pattern` applies to strings only; the number's text must match.
        schema["$comment"] = .string("written as text, the number matches ^(?:\(pattern))$")
      default:
        // `matches`, bounds on dates and durations typed as words, and rules that do not
        // apply to the value's type have no JSON Schema form.
        break
      }
    }
    if !patterns.isEmpty, schema["pattern"] == nil {
      schema["pattern"] = .string(patterns.removeFirst())
    }
    let parts = patterns.map { AnswerValue.object(["pattern": .string($0)]) } + checks
    if !parts.isEmpty { schema["allOf"] = .array(parts) }
  }

  /// Said where a check's recursive `$ref` was cut (`ValueSchema.inlined()`).
  static let recursionComment =
    "a recursive $ref of a check is not followed here; formline checks the deeper levels"

  /// Sets a bound, keeping the stricter one when the kind already has one (`unsigned`'s
  /// `minimum: 0` and a `min: 5` give 5; with `min: -5` it stays 0).
  private static func tighten(
    _ schema: inout Schema, _ keyword: String, to bound: AnswerValue, keepingLarger: Bool
  ) {
    guard let new = bound.doubleValue else { return }
    if let old = schema[keyword]?.doubleValue, keepingLarger ? old >= new : old <= new {
      return
    }
    schema[keyword] = bound
  }
}
