/// What a condition can see: other fields' values and whether they are hidden or disabled.
/// Paths are as written in the condition; the context resolves them (a fill session looks
/// in the field's own subform first, then from the form root).
public protocol ConditionContext {
  /// The current value, or nil when the field has none (compared as null).
  func value(at path: FieldPath) -> AnswerValue?
  func isHidden(_ path: FieldPath) -> Bool
  func isDisabled(_ path: FieldPath) -> Bool
}
