import OrderedCollections

/// What can only be checked on the whole result, worked out from the form, its fields and
/// the answers given in advance: the checks of whole objects (`Form.checks`), where a
/// problem came from, and what made a field required.
struct ResultChecks {
  let form: Form
  let fields: FieldTable
  let presets: PresetAnswers

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
      } else if let subform = field.template?.subform, let items = member.arrayValue {
        for (index, item) in items.enumerated() {
          collectFailures(
            of: subform, value: item, level: path.appending(index: index), into: &failures)
        }
      }
    }
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
