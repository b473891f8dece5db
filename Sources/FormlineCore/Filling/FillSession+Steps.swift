/// Computing the flow: the steps the form has right now, given the answers so far.
extension FillSession {
  /// Every step of the form in order, with hidden fields and sections left out.
  public func steps() -> [FillStep] {
    var steps: [FillStep] = []
    let memo = VisibilityMemo()
    appendSteps(
      of: form, level: .root, breadcrumb: [], disabled: form.disabled, enclosing: nil,
      memo: memo, into: &steps)
    return steps
  }

  /// Appends the steps of a form or subform.
  ///
  /// - Parameters:
  ///   - form: The form whose sections are walked.
  ///   - level: The path of the form's values.
  ///   - breadcrumb: Titles of the enclosing subforms.
  ///   - disabled: Whether an enclosing field or the form is read-only.
  ///   - enclosing: The section around a subform; its untitled sections belong to it, so
  ///     the parent's heading is printed when the subform is reached first.
  ///   - memo: Visibility worked out so far in this pass (filled in form order).
  ///   - steps: Where the steps go.
  private func appendSteps(
    of form: Form, level: FieldPath, breadcrumb: [String], disabled: Bool,
    enclosing: SectionRef?, memo: VisibilityMemo, into steps: inout [FillStep]
  ) {
    for (sectionIndex, section) in form.sections.enumerated() {
      guard sectionIsVisible(section, level: level, memo: memo) else { continue }
      var ref = SectionRef(
        id: "\(level)#\(sectionIndex)", title: section.title, footer: section.footer)
      if section.title == nil && section.footer == nil, let enclosing { ref = enclosing }
      for field in section.fields {
        let path = field.key.map { level.appending($0) } ?? level
        let visible = isVisible(field, level: level, memo: memo)
        if field.key != nil { memo.hidden[path] = !visible }
        guard visible else { continue }
        let fieldDisabled = disabled || isDisabled(field, level: level, memo: memo)
        var step = FillStep(
          role: .value, path: path, field: field, breadcrumb: breadcrumb, section: ref,
          isDisabled: fieldDisabled, level: level)
        switch field.kind {
        case .label, .info, .page:
          step.role = .display
          steps.append(step)
        case .button:
          continue
        case .form:
          guard let subform = field.subform, field.key != nil else { continue }
          if field.optional {
            if let question = presenceQuestion(for: step) { steps.append(question) }
            guard isPresent(optional: path) == true else { continue }
          }
          let crumbs = field.inline ? breadcrumb : breadcrumb + [field.title]
          appendSteps(
            of: subform, level: path, breadcrumb: crumbs, disabled: fieldDisabled,
            enclosing: ref, memo: memo, into: &steps)
        case .array where field.choice == nil:
          appendCollection(step, memo: memo, into: &steps)
        default:
          guard field.key != nil else { continue }
          steps.append(step)
        }
      }
    }
  }

  private func appendCollection(
    _ collection: FillStep, memo: VisibilityMemo, into steps: inout [FillStep]
  ) {
    guard let template = collection.field.template else { return }
    let items = answers[collection.path]?.arrayValue ?? []
    var header = collection
    header.role = .collection
    steps.append(header)
    let crumbs = collection.breadcrumb + [collection.field.title]
    for index in items.indices {
      appendItem(collection, template, index: index, crumbs: crumbs, memo: memo, into: &steps)
    }
    guard !closedCollections.contains(collection.path), !collection.isDisabled,
      collection.field.collection.canInsert,
      items.count < (ItemCount.maximum(of: collection.field) ?? Int.max)
    else { return }
    var start: [FillStep] = []
    appendItem(
      collection, template, index: items.count, crumbs: crumbs, memo: memo, into: &start)
    if var first = start.first(where: { $0.role == .value }) {
      first.role = .newItem(collection: collection.path)
      if template.kind != .form, !template.title.isEmpty, template.title != "Item" {
        first.field.title = template.title
      }
      steps.append(first)
    }
  }

  private func appendItem(
    _ collection: FillStep, _ template: Field, index: Int, crumbs: [String],
    memo: VisibilityMemo, into steps: inout [FillStep]
  ) {
    let itemPath = collection.path.appending(index: index)
    let itemCrumbs = crumbs + ["#\(index + 1)"]
    if template.kind == .form, let subform = template.subform {
      appendSteps(
        of: subform, level: itemPath, breadcrumb: itemCrumbs, disabled: collection.isDisabled,
        enclosing: collection.section, memo: memo, into: &steps)
    } else {
      // Items are named after the collection ("Phones #1"); a template's own title names
      // the "add" action only (FXForms 1.2.12).
      var item = template
      item.title = "\(collection.field.title) #\(index + 1)"
      steps.append(
        FillStep(
          role: .value, path: itemPath, field: item, breadcrumb: collection.breadcrumb,
          section: collection.section, isDisabled: collection.isDisabled,
          level: collection.level))
    }
  }

  /// Buttons of the top-level form that are shown, in order.
  public func visibleButtons() -> [Field] {
    form.sections.filter { sectionIsVisible($0, level: .root) }.flatMap(\.fields).filter {
      $0.kind == .button && isVisible($0, level: .root)
    }
  }
}
