import OrderedCollections

/// The result object, buttons, and the review screen's view of the answers.
extension FillSession {
  /// The answers as the result: form order, hidden fields and keyless fields left out,
  /// `null` for optional fields nobody answered (formline(1) OUTPUT FORMATS).
  package func result() -> AnswerValue {
    let whole = FillResultBuilder(
      answers: answers, presets: presets, chosenButton: buttons.chosenKey,
      conditions: conditions(memo: VisibilityMemo())
    ).result(of: form)
    guard form.wrapsRootValue else { return whole }
    return whole.objectValue?[Form.rootValueKey] ?? .null
  }

  /// One warning per answer given in advance that the result does not hold, because a
  /// condition hid its field or section or another value was chosen for its union.
  /// - Parameter finished: The result when the caller has it already (a finished fill's
  ///   outcome), so it is not built again.
  /// - Returns: The warnings, in the order of the answers given.
  package func unusedPresetWarnings(result finished: AnswerValue? = nil) -> [Diagnostic] {
    // A value refused for its type is not also said to be unused; the answers given are
    // kept by the form's paths: a root value is under its key.
    let refused = Set(problems.filter { $0.severity == .error }.compactMap(\.path))
    return UnusedPresets(form: form, presets: presets).warnings {
      let whole = finished ?? result()
      return form.wrapsRootValue ? .object([MemberName(Form.rootValueKey): whole]) : whole
    }.filter {
      $0.path.map { !refused.contains($0) } ?? true
    }
  }

  /// Offers the buttons once when the form has several (formline(5) LABELS, PAGES AND BUTTONS).
  mutating func finishButtons() -> FillEvent? {
    guard !buttons.isSettled else { return nil }
    let offered = visibleButtons()
    // A single button with its own action is reported by the driver, never dropped.
    if offered.count == 1, ButtonAction(of: offered[0]) != .submit {
      return .chooseButton(offered)
    }
    guard offered.count >= 2 else { return nil }
    let preset = ButtonChoice.preset(in: offered, presets: presets)
    if !options.interactive && (!options.buttonsFromInput || preset != nil) {
      let submit = offered.first { ButtonAction(of: $0) == .submit }
      buttons.choose((preset ?? submit)?.key)
      return nil
    }
    return .chooseButton(offered)
  }

  /// Records the button the user picked.
  /// - Returns: Its action (a custom one is for the driver to report).
  package mutating func choose(button: Field) -> ButtonAction {
    buttons.choose(button.key)
    return ButtonAction(of: button)
  }

  /// One numbered line of the review screen.
  package struct ReviewItem: Sendable, Hashable {
    package var number: Int
    package var step: FillStep
    /// The value as shown: menu titles, secrets masked, "—" for none.
    package var text: String

    /// Shown but not editable: a disabled field, and a computed one (a cookiecutter `__`
    /// key, `computed: true`), whose value follows the answers it is derived from and which
    /// is never asked.
    package var isReadOnly: Bool { step.isDisabled || step.field.derived.isComputed }

    /// The field's name: its title, or, for a field titled `""` (shown with no label at
    /// its prompt, as in FXForms), the title its key gives, so the review still names it.
    package var title: String {
      guard step.field.title.isEmpty, let key = step.path.lastKey else { return step.field.title }
      return TitleFromKey.title(for: key)
    }
  }

  /// Every answer the result will hold, numbered from 1.
  ///
  /// - Parameter includingLabels: Whether labels with a key (whose value the result holds,
  ///   as an XLForm info row's) are listed too, read-only: `show` lists what the result
  ///   holds; the review lists what can be changed.
  /// - Returns: The items in the order of the form.
  package func reviewItems(includingLabels: Bool = false) -> [ReviewItem] {
    var items: [ReviewItem] = []
    for step in steps()
    where step.role == .value || step.role == .collection
      || (includingLabels && step.role == .display && step.field.key != nil
        && (step.field.kind == .label || step.field.kind == .info))
    {
      let value =
        step.role == .display
        ? answer(at: step.path) ?? presets.values[step.path] ?? step.field.defaultValue ?? .null
        : answer(at: step.path) ?? .null
      // Offered fields nobody picked are listed only when the result holds a value for them.
      if step.isUnpicked && (value.isNull || value.arrayValue?.isEmpty == true) { continue }
      let text: String
      if step.isOfferMenu {
        text = offeredFieldMenu.pickedTitles(for: step)
      } else if step.role == .collection {
        let count = value.arrayValue?.count ?? 0
        text = count == 0 ? "no items" : count == 1 ? "1 item" : "\(count) items"
      } else {
        text = answerText.listed(value, for: step.field)
      }
      // The menu is asked before the fields picked from it, so it is listed before them,
      // though the flow places it at the end of its section.
      let picked = step.isOfferMenu ? offeredFieldMenu.pickedPaths(for: step) : []
      let place =
        items.firstIndex { item in
          picked.contains { item.step.path.components.starts(with: $0.components) }
        } ?? items.endIndex
      items.insert(ReviewItem(number: 0, step: step, text: text), at: place)
    }
    for index in items.indices { items[index].number = index + 1 }
    return items
  }

  /// Asks one step again (from the review screen); then only what became unanswered.
  package mutating func edit(_ step: FillStep) {
    navigator.edit(step.identity)
  }

  /// Reopens a collection so the next `next()` offers another item.
  package mutating func addItem(to collection: FieldPath) {
    reopen(collection)
    navigator.fillGaps()
  }

  /// Restores what an interrupted run saved; it counts as answered.
  package mutating func restore(_ draft: Draft) {
    restore(draft.answers, variants: draft.variants, closed: draft.finishedCollections)
  }

  /// Restores answers (and the variants chosen for unions, by union path) saved by an
  /// interrupted run; they count as answered.
  package mutating func restore(
    _ draft: AnswerValue, variants: [FieldPath: String] = [:], closed: [FieldPath]
  ) {
    guard case .object(let members) = draft else { return }
    let chosen = ChosenVariants(variants.mapValues { AnswerValue.string($0) })
    replaceForm(form.unfolded(along: draft))
    change { $0.restore(Answers(members), variants: chosen, closed: closed) }
    navigator.fillGaps()
    // The questions answered before the interruption can be gone back to, as in the first
    // run: those in the flow up to the first one still open.
    for step in fullFlow() where step.role != .display && step.role != .collection {
      guard isDecided(step.path) else { break }
      guard step.role == .value, !step.isDisabled else { continue }
      navigator.recordAsked(step)
    }
  }

  /// The variants chosen from unions' menus, by union path, for drafts.
  package var chosenVariants: [FieldPath: String] {
    record.variants.all.compactMapValues(\.stringValue)
  }

  /// The collections that were finished, for drafts.
  package var finishedCollections: [FieldPath] { record.closedCollections.sorted() }
}
