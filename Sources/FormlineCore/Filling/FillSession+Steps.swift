/// Computing the flow: the steps the form has right now, given the answers so far.
extension FillSession {
  /// Every step of the form in order, with hidden fields and sections left out.
  package func steps() -> [FillStep] {
    var fresh = Flow(form: form, order: flow.order)
    return fresh.all(flowInputs)
  }

  /// Buttons of the top-level form that are shown, in order.
  package func visibleButtons() -> [Field] {
    var buttons: [Field] = []
    for section in form.sections where sectionIsVisible(section, level: .root) {
      for field in section.fields where field.kind == .button && isVisible(field, level: .root) {
        buttons.append(field)
      }
    }
    return buttons
  }
}
