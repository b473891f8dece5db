/// Evaluating `hidden`, `when` and `disabled` against the answers so far (`ConditionScope`
/// does the work, over the form and the answers only).
extension FillSession {
  /// Conditions over the answers as they are now.
  /// - Parameter memo: Visibility already worked out in this pass, if any.
  /// - Returns: A scope that sees the form and the answers only.
  func conditions(memo: VisibilityMemo? = nil) -> ConditionScope {
    ConditionScope(
      form: form, fields: fields, answers: answers, now: options.now,
      zone: options.zone, memo: memo, variants: record.variants)
  }

  func sectionIsVisible(_ section: Section, level: FieldPath) -> Bool {
    conditions().sectionIsVisible(section, level: level)
  }

  func isVisible(_ field: Field, level: FieldPath) -> Bool {
    conditions().isVisible(field, level: level)
  }

  /// Whether the field at an absolute path is hidden, its enclosing subforms included.
  func isHidden(absolute path: FieldPath, depth: Int) -> Bool {
    conditions().isHidden(absolute: path, depth: depth)
  }
}
