/// What a condition can see: other fields' values and whether they are hidden or disabled.
///
/// Paths are as written in the condition; the context resolves them (a fill session looks
/// in the field's own subform first, then from the form root).
package protocol ConditionContext {
  /// The current value, or nil when the field has none (compared as null).
  func value(at path: FieldPath) -> AnswerValue?
  /// Whether the field is hidden, for `$path.isHidden`.
  func isHidden(_ path: FieldPath) -> Bool
  /// Whether the field is disabled, for `$path.isDisabled`.
  func isDisabled(_ path: FieldPath) -> Bool
}
