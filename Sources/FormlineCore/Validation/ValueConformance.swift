import OrderedCollections

/// Whether a value, as data, is one a field definition allows — its JSON type, its options,
/// its validators, and for lists and objects every item and member — as JSON Schema judges
/// an instance: `8080` is not text, `"8080"` is not a number.
///
/// The one check of a union's value, however it was given: `Validator` runs it for every
/// union field, so typed, piped, `--set`, answers-file and default values agree.
struct ValueConformance {
  let validator: Validator

  /// Why `value` does not fit `field`, or nil when it does.
  func problem(_ value: AnswerValue, for field: Field) -> String? {
    // A part of the schema not built yet (a `$ref`, often recursive) is built to be judged
    // (once; it is kept for the fill): its placeholder would take every value for text.
    guard let field = field.expanded else { return nil }
    if value.isNull {
      return field.required ? "needs a value, not null" : nil
    }
    if field.collection.keyedMap { return mapProblem(value, field) }
    if let problem = typeProblem(value, field) { return problem }
    // A union's own rule is `Validator`'s, reached below like any other field's.
    switch field.kind {
    case .form:
      if let problem = objectProblem(value, field) { return problem }
    case .array where field.choices.mode == nil:
      for (index, item) in (value.arrayValue ?? []).enumerated() {
        guard let itemField = field.itemField(at: index) else { break }
        if let problem = problem(item, for: itemField) { return "item \(index + 1) \(problem)" }
      }
    default:
      break
    }
    if let problem = optionProblem(value, field) { return problem }
    return validator.check(value, for: field) { _ in nil }
  }

  /// The variants `value` matches, by index, in order.
  func matchingVariants(_ value: AnswerValue, of union: Field) -> [Int] {
    var quiet = validator
    quiet.explainsUnions = false
    let counting = ValueConformance(validator: quiet)
    return union.union.variants.indices.filter {
      counting.problem(value, for: union.union.variants[$0]) == nil
    }
  }

  /// `anyOf`: at least one variant matches; `oneOf`: exactly one.
  func unionProblem(_ value: AnswerValue, _ union: Field) -> String? {
    let matching = matchingVariants(value, of: union)
    guard validator.explainsUnions else {
      if matching.isEmpty { return "matches none of the variants" }
      return union.union.match == .one && matching.count > 1
        ? "matches more than one variant" : nil
    }
    if matching.isEmpty {
      let names = UnionChoice.titles(of: union)
      let expected = zip(union.union.variants, names).map { variant, name in
        let reason = problem(value, for: variant).map { " (\($0))" } ?? ""
        return name + reason
      }
      return "matches none of the variants: expected " + expected.joined(separator: "; or ")
    }
    if union.union.match == .one, matching.count > 1 {
      let titles = UnionChoice.titles(of: union)
      let names = matching.map { titles[$0] }
      return "matches more than one variant (\(names.joined(separator: ", "))), and exactly "
        + "one must match"
    }
    return nil
  }

  /// The JSON type a kind stores; nil when any type can do (choices, unions).
  private func typeProblem(_ value: AnswerValue, _ field: Field) -> String? {
    if field.choices.mode == .single || field.kind == .union { return nil }
    let expected: String
    switch (field.kind, value) {
    case (.form, .object), (.array, .array), (.boolean, .bool), (.option, .bool):
      return nil
    case (let kind, .integer) where kind.isNumeric || kind == .duration:
      return nil
    case (let kind, .number(let number)) where kind.isNumeric || kind == .duration:
      let whole = [.number, .float, .decimal].contains(kind) || number.rounded() == number
      return whole ? nil : "is not a whole number"
    case (let kind, .string) where !kind.isNumeric && kind != .duration && !kind.isBoolean:
      return [.form, .array].contains(kind) ? "is text, not \(field.kindDescription)" : nil
    case (.form, _): expected = "an object"
    case (.array, _): expected = "a list"
    case (let kind, _) where kind.isNumeric || kind == .duration: expected = "a number"
    case (let kind, _) where kind.isBoolean: expected = "true or false"
    default: expected = "text"
    }
    let given: String
    switch value {
    case .array: given = "a list"
    case .object: given = "an object"
    case .integer: given = "an integer"
    default: given = "a \(value.typeName)"
    }
    return "is \(given), not \(expected)"
  }

  /// Every member an object variant's subform requires, and each member given, fits.
  private func objectProblem(_ value: AnswerValue, _ field: Field) -> String? {
    guard let members = value.objectValue, let subform = field.subform else { return nil }
    let siblings = MemberConditionContext(members: members)
    // A JSON Schema object leaves out its optional properties (`omitWhenUnanswered`); one it
    // keeps must be present even when formline does not call it required (a list, which
    // may be empty, or a property that may be null).
    let leavesOutOptional = subform.sections.contains {
      $0.fields.contains(where: \.omitWhenUnanswered)
    }
    for section in subform.sections {
      // A member not built yet is built only when the value gives it.
      for member in section.fields where member.producesValue {
        guard let key = member.key else { continue }
        // Required as the fill would require it: only while its conditions hold.
        let required =
          siblings.holds(member.when)
          && (member.required || (member.requiredWhen.map { siblings.holds($0) } ?? false))
        guard let given = members[key] else {
          let mustBePresent =
            leavesOutOptional && !member.omitWhenUnanswered && !member.derived.isComputed
            && siblings.holds(member.when)
          if required || mustBePresent { return "needs '\(key)'" }
          continue
        }
        if given.isNull && !required { continue }
        if let problem = problem(given, for: member) { return "'\(key)' \(problem)" }
      }
    }
    // What the object's schema checks without asking (`not`, a `oneOf` of `required`
    // lists): an Ansible play is no `import_playbook` entry, though both are objects.
    for check in subform.checks {
      guard case .schema(let schema) = check.rule,
        let failure = ValueSchemaCheck.failures(of: value, against: schema).first
      else { continue }
      return check.message ?? failure.message
    }
    return nil
  }

  /// A keyed map's value is an object whose every member is a value its items allow.
  private func mapProblem(_ value: AnswerValue, _ field: Field) -> String? {
    guard let members = value.objectValue else { return "is not an object" }
    let valueField = field.collection.template?.subform?.field(withKey: KeyedMap.valueField)
    for (key, member) in members {
      if let valueField, let problem = problem(member, for: valueField) {
        return "'\(key)' \(problem)"
      }
    }
    let count = members.count
    return ItemCount.problem(count: count, field: field)
  }

  private func optionProblem(_ value: AnswerValue, _ field: Field) -> String? {
    guard !field.choices.options.isEmpty, field.kind != .bitfield else { return nil }
    let values = field.choices.options.map(\.value)
    let given = field.choices.mode == .multiple ? value.arrayValue ?? [value] : [value]
    guard let wrong = given.first(where: { !values.contains($0) }) else { return nil }
    let allowed = values.map(\.editableText).joined(separator: ", ")
    return values.count == 1
      ? "is \(wrong.editableText), not \(allowed)"
      : "is \(wrong.editableText), not one of \(allowed)"
  }
}
