/// Computing the flow: the steps the form has right now, given the answers so far.
extension FillSession {
  /// Every step of the form in order, with hidden fields and sections left out.
  public func steps() -> [FillStep] {
    var fresh = Flow(form: form, order: flow.order)
    return fresh.all(flowInputs)
  }

  /// Buttons of the top-level form that are shown, in order.
  public func visibleButtons() -> [Field] {
    form.sections.filter { sectionIsVisible($0, level: .root) }.flatMap(\.fields).filter {
      $0.kind == .button && isVisible($0, level: .root)
    }
  }
}
