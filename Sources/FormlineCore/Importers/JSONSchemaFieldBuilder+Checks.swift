import OrderedCollections

/// The keywords a schema checks without asking, each kept as a `ValueSchema` and checked
/// against the whole value before the result is written: on a field's value (`not`, an
/// `if` on a value that is not an object, tuple positions), or on an object
/// (`Form.checks`: `not`, `minProperties`/`maxProperties`, an `if` that is not a
/// `const`/`enum` test, what a branch adds to the properties asked anyway, the schema of
/// properties given beyond the asked ones).
extension JSONSchemaFieldBuilder {
  /// Keywords checked as written on a value that is not an object.
  private static let valueKeywords: Set<String> = [
    "not", "if", "then", "else", "prefixItems", "contains", "minContains", "maxContains",
  ]

  /// The checks of a scalar or list field.
  func valueChecks(_ view: JSONSchemaView) -> [ValidatorSpec] {
    var checks: [ValidatorSpec] = []
    for part in view.parts {
      var keywords: ObjectMembers = [:]
      for member in part.members ?? [] where Self.valueKeywords.contains(member.key) {
        keywords[member.key] = member.value.answerValue
      }
      if let items = part["items"], items.items != nil || part["prefixItems"] != nil {
        // One schema per position (before 2020-12), then `additionalItems`; or the
        // items after `prefixItems`.
        keywords["items"] = items.answerValue
        keywords["additionalItems"] = part["additionalItems"]?.answerValue
      }
      if keywords["if"] == nil {
        keywords["then"] = nil
        keywords["else"] = nil
      }
      guard !keywords.isEmpty else { continue }
      checks.append(check(.object(keywords), at: part.location))
    }
    return checks + compositionChecks(view, asked: nil)
  }

  /// Each `anyOf`/`oneOf` of the schema but the one asked as a union (at `asked`), checked
  /// on the whole value: a second one beside it, one in each `allOf` part, or one whose
  /// branches only add checks (such as `required`).
  func compositionChecks(_ view: JSONSchemaView, asked: SourceLocation?) -> [ValidatorSpec] {
    view.parts.flatMap { part in
      ["anyOf", "oneOf"].compactMap { keyword -> ValidatorSpec? in
        guard let branches = part[keyword], branches.location != asked else { return nil }
        return check([MemberName(keyword): branches.answerValue], at: branches.location)
      }
    }
  }

  /// The checks of an object filled by `fields`.
  func objectChecks(_ view: JSONSchemaView, fields: [Field]) -> [ValidatorSpec] {
    let asked = Set(fields.compactMap(\.key))
    let own = Set(view.all("properties").flatMap { $0.members?.map(\.key) ?? [] })
    let conditions = JSONSchemaConditionText(keys: own)
    // An object a branch requires is offered as "Add X?": declining it is caught here.
    let offered = Set(fields.filter { $0.kind == .form && $0.optional }.compactMap(\.key))
    var checks: [ValidatorSpec] = []
    for part in view.parts {
      var keywords: ObjectMembers = [:]
      for keyword in ["not", "minProperties", "maxProperties", "propertyNames"] {
        keywords[keyword] = part[keyword]?.answerValue
      }
      if let condition = part["if"] {
        let converted = conditions.condition(of: condition) != nil
        let then = part["then"].flatMap {
          reduced($0, converted: converted, own: own, offered: offered)
        }
        let otherwise = part["else"].flatMap {
          reduced($0, converted: converted, own: own, offered: offered)
        }
        if then != nil || otherwise != nil {
          keywords["if"] = condition.answerValue
          keywords["then"] = then
          keywords["else"] = otherwise
        }
      }
      var dependents: ObjectMembers = [:]
      for keyword in ["dependencies", "dependentSchemas", "dependentRequired"] {
        for member in part[keyword]?.members ?? [] {
          let converted = own.contains(member.key) && JSONSchemaConditionText.canName(member.key)
          if member.value.items != nil {
            // A list a condition could not express is checked here instead.
            if !converted { dependents[member.key] = member.value.answerValue }
          } else if let rest = reduced(
            member.value, converted: converted, own: own, offered: offered)
          {
            dependents[member.key] = rest
          }
        }
      }
      if !dependents.isEmpty { keywords["dependentSchemas"] = .object(dependents) }
      if let extra = part["additionalProperties"], part["properties"] != nil,
        extra.members != nil || part["patternProperties"] != nil
      {
        // Values given beyond the asked properties are kept: they must fit this schema (a
        // name its patterns allow, or `additionalProperties`).
        keywords["properties"] = .object(
          OrderedDictionary(
            uniqueKeysWithValues: asked.union(own).sorted().map { (MemberName($0), .bool(true)) }))
        keywords["patternProperties"] = part["patternProperties"]?.answerValue
        keywords["additionalProperties"] = extra.answerValue
      }
      guard !keywords.isEmpty else { continue }
      checks.append(check(.object(keywords), at: part.location))
    }
    return checks + compositionChecks(view, asked: nil)
  }

  /// What `Form.extraValues` an object schema gives: closed by `additionalProperties:
  /// false`, else kept.
  func extraValues(_ view: JSONSchemaView) -> ExtraValues {
    // Names `patternProperties` allows are kept even so, and checked (`objectChecks`).
    view.all("additionalProperties").contains { $0.answerValue == .bool(false) }
      && !view.has("patternProperties") ? .refused : .kept
  }

  /// A branch less what conditions already do: when the `if` became a condition, its
  /// `required` (a `requiredWhen`, except for objects offered as "Add X?") and the
  /// properties only it describes (fields asked under that condition); nil when nothing is
  /// left to check.
  private func reduced(
    _ branch: DocumentNode, converted: Bool, own: Set<String>, offered: Set<String>
  ) -> AnswerValue? {
    guard case .object(var keywords) = branch.answerValue else {
      return branch.answerValue == .bool(false) ? .bool(false) : nil
    }
    if converted {
      let objects = (keywords["required"]?.arrayValue ?? []).filter {
        $0.stringValue.map(offered.contains) ?? false
      }
      keywords["required"] = objects.isEmpty ? nil : .array(objects)
      if var properties = keywords["properties"]?.objectValue {
        // What it adds to the object's own properties; those it adds are fields already.
        properties = properties.filter { own.contains($0.key.text) && !isEmptySchema($0.value) }
        keywords["properties"] = properties.isEmpty ? nil : .object(properties)
      }
    }
    for key in keywords.keys where JSONSchemaKeywords.annotations.contains(key.text) {
      keywords[key] = nil
    }
    return keywords.isEmpty ? nil : .object(keywords)
  }

  private func isEmptySchema(_ schema: AnswerValue) -> Bool {
    schema == .bool(true) || schema.objectValue?.isEmpty == true
  }

  private func check(_ schema: OrderedDictionaryOfValues, at location: SourceLocation)
    -> ValidatorSpec
  {
    check(.object(schema), at: location)
  }

  private func check(_ schema: AnswerValue, at location: SourceLocation) -> ValidatorSpec {
    ValidatorSpec(
      .schema(ValueSchema(schema, document: document, location: location)), location: location)
  }
}
