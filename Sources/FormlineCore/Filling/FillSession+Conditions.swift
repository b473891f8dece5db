/// Evaluating `hidden`, `when` and `disabled` against the answers so far.
extension FillSession {
  func sectionIsVisible(_ section: Section, level: FieldPath) -> Bool {
    let context = SessionConditionContext(session: self, level: level, depth: 0)
    return !holds(section.hidden, context, otherwise: false)
      && holds(section.when, context, otherwise: true)
  }

  func isVisible(_ field: Field, level: FieldPath) -> Bool {
    let context = SessionConditionContext(session: self, level: level, depth: 0)
    return !holds(field.hidden, context, otherwise: false)
      && holds(field.when, context, otherwise: true)
  }

  func isDisabled(_ field: Field, level: FieldPath) -> Bool {
    holds(
      field.disabled, SessionConditionContext(session: self, level: level, depth: 0),
      otherwise: false)
  }

  private func holds(
    _ condition: Condition?, _ context: SessionConditionContext, otherwise: Bool
  ) -> Bool {
    switch condition {
    case .constant(let flag)?: flag
    case .expression(let expression, _, _)?: expression.evaluate(in: context)
    case nil: otherwise
    }
  }

  /// Whether the field at an absolute path is hidden, its enclosing subforms included.
  func isHidden(absolute path: FieldPath, depth: Int) -> Bool {
    guard depth < 32 else { return false }
    var level = FieldPath.root
    var form = self.form
    for component in path.components {
      guard case .key(let key) = component else {
        level = FieldPath(level.components + [component])
        continue
      }
      guard
        let (section, field) = form.sections.lazy.compactMap({ section in
          section.fields.first { $0.key == key }.map { (section, $0) }
        }).first
      else { return false }
      if !sectionIsVisible(section, level: level) || !isVisible(field, level: level) {
        return true
      }
      level = level.appending(key)
      if let subform = field.subform {
        form = subform
      } else if let item = field.template?.subform {
        form = item
      }
    }
    return false
  }
}

/// What a condition sees from inside a session: answers by path relative to the field's
/// own level, and other fields' visibility.
struct SessionConditionContext: ConditionContext {
  let session: FillSession
  let level: FieldPath
  let depth: Int

  func value(at path: FieldPath) -> AnswerValue? {
    guard let target = FieldLookup.resolve(path, from: level, in: session.form) else {
      return nil
    }
    if session.isHidden(absolute: target.path, depth: depth + 1) { return nil }
    return session.answers[target.path] ?? target.field.defaultValue
  }

  func isHidden(_ path: FieldPath) -> Bool {
    guard let target = FieldLookup.resolve(path, from: level, in: session.form) else {
      return false
    }
    return session.isHidden(absolute: target.path, depth: depth + 1)
  }

  func isDisabled(_ path: FieldPath) -> Bool {
    guard let target = FieldLookup.resolve(path, from: level, in: session.form) else {
      return false
    }
    return session.form.disabled || session.isDisabled(target.field, level: target.path.parent)
  }
}
