import OrderedCollections

/// What can only be checked on the whole result, worked out from the form, its fields and
/// the answers given in advance: the checks of whole objects (`Form.checks`), where a
/// problem came from, and what made a field required.
struct ResultChecks {
  let form: Form
  let fields: FieldTable
  let presets: PresetAnswers
  /// The variants chosen from unions' menus.
  let variants: ChosenVariants
  let validator: Validator

  /// Every failure of an object's checks in `result`, with the path it names.
  func objectFailures(in result: AnswerValue) -> [(path: FieldPath, message: String)] {
    var failures: [(path: FieldPath, message: String)] = []
    collectFailures(of: form, value: result, level: .root, into: &failures)
    return failures
  }

  /// Where a value came from; for a property nobody gave, where its object starts.
  func location(of path: FieldPath) -> SourceLocation? {
    if let origin = presets.origins[path] { return origin.location }
    var current = path
    while !current.isRoot {
      current = current.parent
      if let location = presets.objectLocations[current] { return location }
      if let origin = presets.origins[current] { return origin.location }
    }
    return nil
  }

  private func collectFailures(
    of form: Form, value: AnswerValue, level: FieldPath,
    into failures: inout [(path: FieldPath, message: String)]
  ) {
    guard let members = value.objectValue else { return }
    for check in form.checks {
      guard case .schema(let schema) = check.rule else { continue }
      for failure in ValueSchemaCheck.failures(of: value, against: schema) {
        failures.append(
          (FieldPath(level.components + failure.path.components), check.message ?? failure.message)
        )
      }
    }
    for field in form.fields {
      guard let key = field.key, let member = members[key] else { continue }
      let path = level.appending(key)
      if field.kind == .form, let subform = field.subform {
        collectFailures(of: subform, value: member, level: path, into: &failures)
      } else if field.kind == .union {
        if let subform = variantForm(of: field, value: member, at: path) {
          collectFailures(of: subform, value: member, level: path, into: &failures)
        }
      } else if let template = field.collection.template, let items = member.arrayValue {
        for (index, item) in items.enumerated() {
          let itemPath = path.appending(index: index)
          guard
            let subform = template.subform
              ?? variantForm(of: template, value: item, at: itemPath)
          else { continue }
          collectFailures(of: subform, value: item, level: itemPath, into: &failures)
        }
      }
    }
  }

  /// The object variant a union's value stands for: the one chosen from its menu, else the
  /// first whose shape it matches (a value given as data).
  private func variantForm(of union: Field, value: AnswerValue, at path: FieldPath) -> Form? {
    guard value.objectValue != nil else { return nil }
    let index =
      UnionChoice.chosen(union, at: path, variants: variants)
      ?? ValueConformance(validator: validator).matchingVariants(value, of: union).first
    return index.flatMap { union.union.variants[$0].subform }
  }

  /// The condition as the form wrote it.
  static func requirementText(of field: Field) -> String {
    guard case .expression(_, let source, _)? = field.requiredWhen else {
      return "its condition holds"
    }
    return Excerpt.of(source)
  }

  /// Where the answer that made the field required came from, for the message's location.
  func requirementOrigin(of field: Field, level: FieldPath) -> AnswerOrigin? {
    guard case .expression(let expression, _, _)? = field.requiredWhen else { return nil }
    for reference in expression.references {
      guard let target = fields.resolve(reference, from: level),
        let origin = presets.origin(of: target.path)
      else { continue }
      return origin
    }
    return nil
  }
}
