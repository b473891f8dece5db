/// Evaluating `hidden`, `when` and `disabled` against the answers so far.
extension FillSession {
  /// Deepest chain of conditions that read other fields' visibility.
  ///
  /// Past it a field counts as shown. Chains come in form order and are memoised, so real
  /// forms never get near it; the bound keeps a pathological one from exhausting the stack.
  static let maximumConditionDepth = 64

  func sectionIsVisible(
    _ section: Section, level: FieldPath, memo: VisibilityMemo? = nil, depth: Int = 0
  ) -> Bool {
    // Most sections and fields have no condition: no context (a copy of the session) then.
    if section.hidden == nil && section.when == nil { return true }
    let context = SessionConditionContext(session: self, level: level, depth: depth, memo: memo)
    return !holds(section.hidden, context, otherwise: false)
      && holds(section.when, context, otherwise: true)
  }

  func isVisible(
    _ field: Field, level: FieldPath, memo: VisibilityMemo? = nil, depth: Int = 0
  ) -> Bool {
    if field.hidden == nil && field.when == nil { return true }
    let context = SessionConditionContext(session: self, level: level, depth: depth, memo: memo)
    return !holds(field.hidden, context, otherwise: false)
      && holds(field.when, context, otherwise: true)
  }

  func isDisabled(_ field: Field, level: FieldPath, memo: VisibilityMemo? = nil) -> Bool {
    guard field.disabled != nil else { return false }
    return holds(
      field.disabled,
      SessionConditionContext(session: self, level: level, depth: 0, memo: memo),
      otherwise: false)
  }

  private func holds(
    _ condition: Condition?, _ context: SessionConditionContext, otherwise: Bool
  ) -> Bool {
    switch condition {
    case .constant(let flag)?: flag
    case .expression(let expression, _, _)?: expression.evaluate(in: context)
    case .template(let template)?: holds(template)
    case nil: otherwise
    }
  }

  /// Whether the field at an absolute path is hidden, its enclosing subforms included.
  func isHidden(absolute path: FieldPath, depth: Int, memo: VisibilityMemo? = nil) -> Bool {
    if let known = memo?.hidden[path] { return known }
    // The nearest enclosing field (skipping item indexes) hides everything inside it.
    var parent = path.parent
    while case .index? = parent.components.last { parent = parent.parent }
    if path.lastKey == nil {
      // An item is hidden when its collection is.
      return !parent.isRoot && isHidden(absolute: parent, depth: depth + 1, memo: memo)
    }
    guard depth < FillSession.maximumConditionDepth, let entry = fields.entry(at: path) else {
      return false
    }
    let level = path.parent
    let context = SessionConditionContext(
      session: self, level: level, depth: depth + 1, memo: memo)
    let hidden =
      (!parent.isRoot && isHidden(absolute: parent, depth: depth + 1, memo: memo))
      || holds(entry.sectionHidden, context, otherwise: false)
      || !holds(entry.sectionWhen, context, otherwise: true)
      || holds(entry.field.hidden, context, otherwise: false)
      || !holds(entry.field.when, context, otherwise: true)
    memo?.hidden[path] = hidden
    return hidden
  }
}

/// Visibility already worked out during one pass over the form.
///
/// During one `steps()` or one result, a condition that reads another field's visibility
/// costs a lookup, not a re-evaluation of that field's own conditions. Valid only while
/// the answers do not change.
final class VisibilityMemo {
  var hidden: [FieldPath: Bool] = [:]
}

/// What a condition sees from inside a session: answers by path relative to the field's
/// own level, and other fields' visibility.
struct SessionConditionContext: ConditionContext {
  let session: FillSession
  let level: FieldPath
  let depth: Int
  let memo: VisibilityMemo?

  func value(at path: FieldPath) -> AnswerValue? {
    guard let target = session.fields.resolve(path, from: level) else { return nil }
    if session.isHidden(absolute: target.path, depth: depth + 1, memo: memo) { return nil }
    return session.answers[target.path] ?? target.field.defaultValue
  }

  func isHidden(_ path: FieldPath) -> Bool {
    guard let target = session.fields.resolve(path, from: level) else { return false }
    return session.isHidden(absolute: target.path, depth: depth + 1, memo: memo)
  }

  func isDisabled(_ path: FieldPath) -> Bool {
    guard let target = session.fields.resolve(path, from: level) else { return false }
    return session.form.disabled
      || session.isDisabled(target.field, level: target.path.parent, memo: memo)
  }
}
