/// Checks that can only be made once every question is answered: a field whose `required`
/// condition came to hold after it was passed (the condition may read a later field, as
/// JSON Schema's `dependentRequired` does), and the checks of whole objects. At a terminal
/// the field is asked again with the problem; otherwise the problem is recorded once.
extension FillSession {
  mutating func finalChecks() -> FillEvent? {
    recordBrokenWhenTemplates()
    for step in fullFlow() where step.role == .value && step.field.requiredWhen != nil {
      guard step.field.required, !step.isDisabled, !step.field.derived.isComputed,
        (answers[step.path] ?? .null).isEmpty,
        !problems.contains(where: { $0.path == step.path })
      else { continue }
      let message = "an answer is required when \(ResultChecks.requirementText(of: step.field))"
      if options.interactive {
        navigator.edit(step.identity)
        return ask(step, problem: message)
      }
      let origin = resultChecks.requirementOrigin(of: step.field, level: step.level)
      recordProblem(message, at: step.path, origin: origin ?? .defaultValue)
    }
    return objectCheckProblem() ?? schemaProblem()
  }

  /// The schema's own judgement of the whole result.
  ///
  /// The schema is the law, so a result it refuses is never finished. At a terminal the field the error names (or the first one
  /// of its object) is asked again with the error; otherwise each error is recorded once.
  private mutating func schemaProblem() -> FillEvent? {
    guard let check = options.schemaCheck else { return nil }
    judgeMistypedObjectPresets(with: check)
    let checks = resultChecks
    let judged = check.diagnostics(forResult: result())
    if !options.interactive {
      // A value given in advance that does not match its `format` is kept, with a warning
      // (one typed at a prompt was warned about there).
      for warning in judged where warning.severity == .warning {
        let path = warning.path ?? .root
        guard !problems.contains(where: { $0.path == path && $0.message == warning.message })
        else { continue }
        var placed = warning
        placed.location = checks.location(of: path)
        problems.append(placed)
      }
    }
    for found in judged where found.severity == .error {
      let path = found.path ?? .root
      // A value already refused by the form's own rules is not reported twice.
      guard !problems.contains(where: { $0.path == path && $0.severity == .error }) else {
        continue
      }
      if options.interactive, let step = step(toFix: path) {
        navigator.edit(step.identity)
        return ask(step, problem: found.message)
      }
      var problem = found
      problem.location = checks.location(of: path)
      problems.append(problem)
    }
    return nil
  }

  /// The checks' pure part, over the form, its fields and the answers given in advance.
  private var resultChecks: ResultChecks {
    ResultChecks(
      form: form, fields: fields, presets: presets, variants: record.variants,
      validator: validator)
  }

  /// The checks of each object as a whole (`Form.checks`) against the result: at a
  /// terminal the first field inside the object (or the one the problem names) is asked
  /// again with the problem; otherwise every problem is recorded once, where the answer
  /// came from.
  private mutating func objectCheckProblem() -> FillEvent? {
    // Only some forms give objects checks: the others skip building the result here.
    guard form.meaning.objectsAreCheckedWhole else { return nil }
    let checks = resultChecks
    for failure in checks.objectFailures(in: result()) {
      // A value already refused is not reported again by its object's checks.
      guard !problems.contains(where: { $0.path == failure.path }) else { continue }
      if options.interactive, let step = step(toFix: failure.path) {
        navigator.edit(step.identity)
        return ask(step, problem: failure.message)
      }
      problems.append(
        .error(failure.message, at: checks.location(of: failure.path), path: failure.path))
    }
    return nil
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
}

extension FillSession {
  /// copier stops when a `when` template cannot be rendered (an undefined variable, a
  /// failing filter); such a question is left out while filling, and here the run fails
  /// naming it, rather than the answers being written as if the condition held.
  mutating func recordBrokenWhenTemplates() {
    let templated = form.fields.filter { field in
      guard case .template? = field.when else { return false }
      return field.key != nil
    }
    // The context holds every answer: not made for a form without such conditions.
    guard !templated.isEmpty else { return }
    let context = templateContext()
    for field in templated {
      guard case .template(let template)? = field.when, let key = field.key else { continue }
      let path = FieldPath.root.appending(key)
      guard !problems.contains(where: { $0.path == path }) else { continue }
      do {
        _ = try template.render(in: context)
      } catch {
        problems.append(
          .error(
            "the 'when' condition cannot be worked out: \(error.message)",
            at: template.location(of: error) ?? field.location, path: path))
      }
    }
  }
}
