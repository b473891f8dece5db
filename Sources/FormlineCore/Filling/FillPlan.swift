/// What every fill of one form with the same options shares: the form's field table, its
/// readers and the order of its steps, worked out once.
///
/// `validate --each` checks thousands of answers files against one form; working these
/// out again for each file was a sixth of a file's cost. A fill made from a plan starts
/// from them as they are, unless answers given in advance reach a pending part of a JSON
/// Schema form: that fill unfolds the form along its answers and works them out again for
/// itself (`FillSession.init(plan:presets:)`).
///
/// A class, shared: each file's check holds the plan while it starts a session from it.
package final class FillPlan: Sendable {
  let context: FillContext
  let order: FlowOrder
  /// Whether the form has pending parts anywhere, which answers may unfold.
  let holdsPendingParts: Bool

  /// The plan of fills of `form` (with nothing unfolded yet) under `options`.
  package convenience init(form: Form, options: FillOptions) {
    // Worked out once here, not in each fill (a fill unfolded along its answers works out
    // its own).
    self.init(
      context: FillContext(form: form, options: options).preparedForManyFills(),
      holdsPendingParts: form.holdsPendingParts)
  }

  /// The plan of a form already unfolded along the answers of the one fill that uses it.
  convenience init(unfolded form: Form, options: FillOptions) {
    self.init(context: FillContext(form: form, options: options), holdsPendingParts: false)
  }

  private init(context: FillContext, holdsPendingParts: Bool) {
    self.context = context
    order = FlowOrder(form: context.form, fields: context.fields)
    self.holdsPendingParts = holdsPendingParts
  }

  /// The plan for a fill with `presets`: this one, or one of the form unfolded along them.
  func unfolded(along presets: PresetAnswers) -> FillPlan {
    guard holdsPendingParts else { return self }
    return FillPlan(
      unfolded: context.form.unfolded(along: presets.values.value), options: context.options)
  }

  package var form: Form { context.form }
}
