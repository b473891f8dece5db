/// A schema's assertions on strings, numbers and lists as the field's validators, read
/// from every part of the schema (each holds), and `format` as a field kind.
struct JSONSchemaChecks {
  let context: LoadContext
  let path: FieldPath

  func stringRules(_ view: JSONSchemaView) -> [ValidatorSpec] {
    var rules: [ValidatorSpec] = []
    let reader = NodeReader(context: context, path: path)
    for part in view.parts {
      if let node = part["minLength"], let count = count(node, "minLength") {
        rules.append(ValidatorSpec(.minLength(count), location: node.location))
      }
      if let node = part["maxLength"], let count = count(node, "maxLength") {
        rules.append(ValidatorSpec(.maxLength(count), location: node.location))
      }
      if let node = part["pattern"], let pattern = reader.string(node) {
        // ECMA-262 with Annex B, as browsers and Node read it; a pattern that still does
        // not compile is the schema's mistake, which its user cannot fix: not checked.
        guard ECMAPattern(pattern) != nil else {
          context.warning(
            "the pattern \(pattern) is not a regular expression ECMA-262 accepts: it is not "
              + "checked", at: node.location, path: path)
          continue
        }
        let message = part["patternErrorMessage"]?.scalarText
        rules.append(ValidatorSpec(.search(pattern), message: message, location: node.location))
      }
    }
    return rules
  }

  /// `minimum`/`maximum`, `exclusiveMinimum`/`exclusiveMaximum` as numbers (draft-06 on)
  /// or as booleans on the inclusive bound (draft-04), and `multipleOf`.
  func numberRules(_ view: JSONSchemaView) -> [ValidatorSpec] {
    var rules: [ValidatorSpec] = []
    for part in view.parts {
      rules += bound(
        part, "minimum", "exclusiveMinimum", inclusive: { .min($0) },
        exclusive: { .exclusiveMin($0) })
      rules += bound(
        part, "maximum", "exclusiveMaximum", inclusive: { .max($0) },
        exclusive: { .exclusiveMax($0) })
      if let node = part["multipleOf"] {
        if let divisor = node.answerValue.doubleValue, divisor > 0 {
          rules.append(ValidatorSpec(.multipleOf(divisor), location: node.location))
        } else {
          context.error("'multipleOf' must be a number above 0", at: node.location, path: path)
        }
      }
    }
    return rules
  }

  private func bound(
    _ part: DocumentNode, _ inclusiveKey: String, _ exclusiveKey: String,
    inclusive: (AnswerValue) -> ValidatorSpec.Rule, exclusive: (AnswerValue) -> ValidatorSpec.Rule
  ) -> [ValidatorSpec] {
    var rules: [ValidatorSpec] = []
    let flag = part[exclusiveKey]?.answerValue
    if let node = part[inclusiveKey] {
      let value = number(node, inclusiveKey)
      if let value {
        let rule = flag == .bool(true) ? exclusive(value) : inclusive(value)
        rules.append(ValidatorSpec(rule, location: node.location))
      }
    }
    if let node = part[exclusiveKey], flag?.doubleValue != nil,
      let value = number(node, exclusiveKey)
    {
      rules.append(ValidatorSpec(exclusive(value), location: node.location))
    }
    return rules
  }

  private func number(_ node: DocumentNode, _ keyword: String) -> AnswerValue? {
    let value = node.answerValue
    switch value {
    case .integer, .number, .numberLiteral: return value
    default:
      context.error("'\(keyword)' must be a number", at: node.location, path: path)
      return nil
    }
  }

  func arrayRules(_ view: JSONSchemaView) -> [ValidatorSpec] {
    var rules: [ValidatorSpec] = []
    let reader = NodeReader(context: context, path: path)
    for part in view.parts {
      if let node = part["minItems"], let count = count(node, "minItems") {
        rules.append(ValidatorSpec(.minItems(count), location: node.location))
      }
      if let node = part["maxItems"], let count = count(node, "maxItems") {
        rules.append(ValidatorSpec(.maxItems(count), location: node.location))
      }
      if let node = part["uniqueItems"], reader.bool(node) == true {
        rules.append(ValidatorSpec(.uniqueItems, location: node.location))
      }
    }
    return rules
  }

  /// The kind a string's `format` asks for; formats with no kind of their own are text,
  /// checked by a pattern where JSON Schema defines the syntax.
  func formatKind(_ view: JSONSchemaView, into field: inout Field) -> FieldKind {
    guard let format = view.first("format")?.scalarText else { return .text }
    let location = view.first("format")?.location
    switch format {
    case "email", "idn-email": return .email
    case "uri", "iri": return .url
    case "date": return .date
    case "date-time": return .datetime
    default:
      guard let syntax = JSONSchemaFormats.syntax[format] else {
        if !JSONSchemaFormats.defined.contains(format) {
          context.warning(
            once: "format \(format)",
            "format '\(format)' is not one JSON Schema defines: such text is not checked "
              + "against it", at: location, path: path)
        }
        return .text
      }
      field.validators.append(
        ValidatorSpec(.regex(syntax.pattern), message: syntax.message, location: location))
      if field.placeholder == nil { field.placeholder = syntax.example }
      return .text
    }
  }
}
