import OrderedCollections

/// Checks that can only be made once every question is answered: a field whose `required`
/// condition came to hold after it was passed (the condition may read a later field, as
/// JSON Schema's `dependentRequired` does), and the checks of whole objects. At a terminal
/// the field is asked again with the problem; otherwise the problem is recorded once.
extension FillSession {
  mutating func finalChecks() -> FillEvent? {
    for step in fullFlow() where step.role == .value && step.field.requiredWhen != nil {
      guard step.field.required, !step.isDisabled, !step.field.derived.isComputed,
        (answers[step.path] ?? .null).isEmpty,
        !problems.contains(where: { $0.path == step.path })
      else { continue }
      let message = "an answer is required when \(requirementText(of: step.field))"
      if options.interactive {
        mode = .edit(step.identity)
        return ask(step, problem: message)
      }
      let origin = requirementOrigin(of: step.field, level: step.level)
      recordProblem(message, at: step.path, origin: origin ?? .defaultValue)
    }
    return objectCheckProblem()
  }

  /// The checks of each object as a whole (`Form.checks`) against the result: at a
  /// terminal the first field inside the object (or the one the problem names) is asked
  /// again with the problem; otherwise every problem is recorded once, where the answer
  /// came from.
  private mutating func objectCheckProblem() -> FillEvent? {
    // Only a JSON Schema gives objects checks: other forms skip building the result here.
    guard form.dialect == .jsonSchema else { return nil }
    var failures: [(path: FieldPath, message: String)] = []
    collectFailures(of: form, value: result(), level: .root, into: &failures)
    for failure in failures {
      // A value already refused is not reported again by its object's checks.
      guard !problems.contains(where: { $0.path == failure.path }) else { continue }
      if options.interactive, let step = step(toFix: failure.path) {
        mode = .edit(step.identity)
        return ask(step, problem: failure.message)
      }
      problems.append(.error(failure.message, at: location(of: failure.path), path: failure.path))
    }
    return nil
  }

  /// Where a value came from; for a property nobody gave, where its object starts.
  private func location(of path: FieldPath) -> SourceLocation? {
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
      } else if let template = field.template, let items = member.arrayValue {
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
      UnionChoice.chosen(union, at: path, answers: answers)
      ?? ValueConformance(validator: validator).matchingVariants(value, of: union).first
    return index.flatMap { union.variants[$0].subform }
  }

  /// The step to ask again for a problem at `path`: that field's, else, inside the nearest
  /// enclosing object, the first one left unanswered (an object short of properties), or
  /// the first one.
  private mutating func step(toFix path: FieldPath) -> FillStep? {
    let steps = fullFlow().filter { $0.role == .value && !$0.isDisabled }
    var current = path
    while true {
      if let step = steps.first(where: { $0.path == current }) { return step }
      let inside = steps.filter { $0.path.components.starts(with: current.components) }
      if let step = inside.first(where: { (answers[$0.path] ?? .null).isEmpty }) ?? inside.first {
        return step
      }
      if current.isRoot { return nil }
      current = current.parent
    }
  }

  /// The condition as the form wrote it.
  private func requirementText(of field: Field) -> String {
    guard case .expression(_, let source, _)? = field.requiredWhen else {
      return "its condition holds"
    }
    return Excerpt.of(source)
  }

  /// Where the answer that made the field required came from, for the message's location.
  private func requirementOrigin(of field: Field, level: FieldPath) -> AnswerOrigin? {
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
