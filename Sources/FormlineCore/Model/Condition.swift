/// A `hidden`, `disabled` or `when` value: a constant, or an XLForm-style predicate over
/// other fields, parsed when the form loads so a typo is a form error, not a runtime one.
///
/// Indirect: a field holds three of them, mostly nil, and the expression case with its
/// source and location would otherwise take ~80 bytes each in every field.
package indirect enum Condition: Sendable, Hashable {
  case constant(Bool)
  case expression(ConditionExpression, source: String, location: SourceLocation?)
  /// copier's `when`: a Jinja template over the answers, true unless it renders as a false
  /// word (`false`, `no`, `off`, `0`, `null`, `~` or nothing).
  case template(Template)
}
