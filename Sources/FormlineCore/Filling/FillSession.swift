/// The fill as a pure state machine: no I/O, so the wizard, piped input, `--defaults` and
/// the tests all drive the same logic (formline(1) THE INTERACTIVE WIZARD, NON-INTERACTIVE USE).
///
/// The driver loops: `next()` says what to do; an `.ask` is answered with `submit(_:)`,
/// `back()` or `clear()`; a `.show` needs nothing; `.finished` means `result()` is ready.
///
/// It holds what it reads and never changes (`FillContext`), every fact about each path
/// (`FillRecord`), the flow, where the fill is (`FillNavigator`), the problems found, the
/// buttons (`ButtonPick`) and the answers given in advance; the rules are value types it
/// asks.
package struct FillSession: Sendable {
  /// The form, options and readers; replaced whole only when the fill builds a pending
  /// part of the form (`replaceForm`).
  private(set) var context: FillContext
  /// Every fact about each path: answers, settled paths, closed collections, labels shown.
  ///
  /// Written only through its own methods, each of which says what the flow must drop.
  private(set) var record: FillRecord
  /// The steps for the answers so far, worked out as far as the fill has gone.
  var flow: Flow
  /// Where the fill is: the step asked, the steps asked before it, where to look next.
  var navigator: FillNavigator
  /// Problems collected in non-interactive runs, in the order found.
  package internal(set) var problems: [Diagnostic] = []
  /// Whether the buttons were offered, and the one chosen.
  var buttons = ButtonPick()
  /// The answers given in advance (`--env-prefix`, `--answers`, `--set`); they grow only by
  /// the values no field asks for that an item taken from them keeps (`keepExtra`).
  package internal(set) var presets: PresetAnswers
  /// Where the next top-level preset and its origin are looked for first: a fill takes
  /// them field after field, mostly in the order given (`member(_:after:)`).
  private var presetCursors = (value: 0, origin: 0)

  /// The form, grown as the fill reaches its pending parts (`PendingField`).
  package var form: Form { context.form }
  package var options: FillOptions { context.options }
  var reader: InputReader { context.reader }
  var validator: Validator { context.validator }
  /// The form's fields by path, for conditions.
  var fields: FieldTable { context.fields }
  /// The answers so far (the variants chosen for unions are kept beside them).
  package var answers: Answers { record.answers }

  /// The value at a step's path: its answer, or for a union's menu the variant chosen.
  package func answer(at path: FieldPath) -> AnswerValue? {
    record.value(at: path)
  }
  /// The step the last `.ask` returned.
  package var current: FillStep? { navigator.current }

  /// Takes a grown form and what is worked out from it: its field table and its flow.
  mutating func replaceForm(_ grown: Form) {
    context = context.grown(to: grown)
    flow = Flow(form: grown, order: FlowOrder(form: grown, fields: fields))
  }

  /// Changes the record, dropping only the steps the change can touch.
  mutating func change(_ body: (inout FillRecord) -> FlowCut) {
    flow.cut(body(&record))
  }

  /// Changes what the record knows of a path without changing the flow (how a value was
  /// settled, a label shown, a derived default remembered).
  mutating func remember(_ body: (inout FillRecord) -> Void) {
    body(&record)
  }

  /// Stores (or with nil removes) an answer, dropping only the steps it can change;
  /// `field` is the field at `path` when the caller has it (the step answered).
  mutating func setAnswer(_ value: AnswerValue?, at path: FieldPath, field: Field? = nil) {
    let fields = fields
    change { $0.store(value, at: path, fields: fields, field: field) }
  }

  /// Ends a collection: its step that adds an item goes.
  mutating func close(_ collection: FieldPath) {
    change { $0.setClosed(collection, true) }
  }

  /// Reopens a collection: its step that adds an item comes back.
  mutating func reopen(_ collection: FieldPath) {
    change { $0.setClosed(collection, false) }
  }

  /// Whether the value at `path` is settled.
  func isDecided(_ path: FieldPath) -> Bool {
    record.isSettled(path)
  }

  /// Records how the value at `path` was settled.
  mutating func settle(_ path: FieldPath, _ how: Settlement) {
    remember { $0.settle(path, how) }
  }

  /// What the flow is worked out from.
  var flowInputs: FlowInputs {
    FlowInputs(
      form: form, fields: fields, answers: answers, variants: record.variants, now: options.now,
      zone: options.zone, closed: record.closedCollections, presets: presets.values,
      offersFields: !options.askAll, offersMenus: options.interactive)
  }

  /// The whole flow for the answers so far.
  mutating func fullFlow() -> [FillStep] {
    flow.all(flowInputs)
  }

  /// Where a step is in the flow (searched from the last position), nil when it is gone.
  mutating func flowIndex(of identity: FillStep.Identity) -> Int? {
    flow.index(of: identity, hint: navigator.positionHint, flowInputs)
  }

  /// The identity of the step before the one with `identity`, if any.
  mutating func identity(before identity: FillStep.Identity) -> FillStep.Identity? {
    guard let position = flowIndex(of: identity), position > 0 else { return nil }
    return flow.steps[position - 1].identity
  }

  package init(form: Form, presets: PresetAnswers = PresetAnswers(), options: FillOptions) {
    self.init(
      starting: FillPlan(unfolded: form.unfolded(along: presets.values.value), options: options),
      presets: presets)
  }

  /// A fill of the plan's form, starting from what the plan worked out (a form with pending
  /// parts is unfolded along `presets` first).
  package init(plan: FillPlan, presets: PresetAnswers = PresetAnswers()) {
    self.init(starting: plan.unfolded(along: presets), presets: presets)
  }

  private init(starting plan: FillPlan, presets: PresetAnswers) {
    context = plan.context
    self.presets = presets
    navigator = FillNavigator(remembersAsked: plan.context.options.interactive)
    record = FillRecord(expectedPaths: plan.form.sections.reduce(0) { $0 + $1.fields.count })
    flow = Flow(form: plan.form, order: plan.order)
    chooseVariantsOfKnownUnions()
  }

  /// What to do next.
  ///
  /// Known answers are taken on the way without asking (unless
  /// `askAll`), labels are shown once, and the buttons come last.
  package mutating func next() -> FillEvent {
    while true {
      var index = 0
      switch navigator.mode {
      case .forward(let after):
        // The step asked last is usually where it was: `flowIndex` checks there first.
        if let after {
          if let position = flowIndex(of: after) {
            index = position + 1
          } else {
            navigator.fillGaps()
          }
        }
      case .gaps:
        break
      case .edit(let identity):
        if let position = flow.index(of: identity, hint: nil, flowInputs),
          let step = flow.step(at: position, flowInputs)
        {
          return ask(step, problem: nil)
        }
        navigator.fillGaps()
        continue
      }
      var changed = false
      var position = index
      while let step = flow.step(at: position, flowInputs) {
        defer { position += 1 }
        if navigator.isFillingGaps, isSettled(step) { continue }
        navigator.resolving(at: position)
        switch resolve(step) {
        case .event(let event):
          return event
        case .settled:
          continue
        case .changed:
          // A value was taken without asking; conditions may now show or hide later
          // steps, so the flow is looked at again from just after this one.
          navigator.passed(step.identity)
          changed = true
        case .rebuilt:
          changed = true
        case .itemsTaken(let collection):
          // `--ask-all`: the items just taken are offered one by one, then more can be added.
          navigator.goForward(after: FillStep.Identity(role: .collection, path: collection))
          changed = true
        }
        if changed { break }
      }
      if changed { continue }
      if let event = finalChecks() { return event }
      if let event = finishButtons() { return event }
      navigator.stopAsking()
      return .finished
    }
  }

  enum Resolution {
    case event(FillEvent)
    /// Nothing to do for this step.
    case settled
    /// Settled by storing a value: the steps after it must be recomputed.
    case changed
    /// A collection's items were taken from a preset and are to be asked (`--ask-all`).
    case itemsTaken(FieldPath)
    /// A pending part of the form was built where the step stood: the flow is worked out
    /// again from the same place.
    case rebuilt
  }

  /// Decides a step without the user when it can; otherwise the event that asks.
  private mutating func resolve(_ step: FillStep) -> Resolution {
    if step.field.pending != nil, !addsNoItemUnbuilt(step) {
      if staysOutUnbuilt(step) {
        leaveOut(step)
        return .changed
      }
      buildPending(at: step.path)
      return .rebuilt
    }
    switch step.role {
    case .collection:
      return .settled
    case .display:
      if !options.interactive { return .settled }
      var firstTime = false
      remember { firstTime = $0.show(step.identity) }
      return firstTime ? .event(.show(step, value: nil)) : .settled
    case .newItem(let collection):
      if let preset = presets.values[collection], !isDecided(collection) {
        takeCollectionPreset(preset, at: collection, step: step)
        return asksKnownItems && !step.isDisabled ? .itemsTaken(collection) : .changed
      }
      if takeCollectionDefault(at: collection, step: step) { return .changed }
      if step.isDisabled || step.isUnpicked { return .settled }
      return .event(ask(step, problem: nil))
    case .value:
      let step = derivingTexts(step)
      if step.field.derived.isComputed || step.field.askedOnlyWithAskAll && !options.askAll {
        return resolveComputed(step)
      }
      if step.isUnpicked { return resolveUnpicked(step) }
      if step.isDisabled {
        if !isDecided(step.path) {
          let known = knownValue(for: step)
          setAnswer(known ?? .null, at: step.path)
          settle(step.path, .defaulted)
          if options.interactive { return .event(.show(step, value: known)) }
          return .changed
        }
        return .settled
      }
      let asksKnownAnswers = options.askAll && options.interactive
      if !isDecided(step.path), let preset = followingPresetValue(at: step.path) {
        switch store(preset, for: step, origin: followingPresetOrigin(at: step.path) ?? .user) {
        case .accepted:
          return asksKnownAnswers ? .event(ask(step, problem: nil)) : .changed
        case .invalid(let problem):
          if options.interactive { return .event(ask(step, problem: problem)) }
          return .changed
        }
      }
      if record.passesSilently(step.path) && !asksKnownAnswers { return .settled }
      if navigator.isForward {
        return .event(ask(step, problem: nil))
      }
      return isSettled(step) ? .settled : .event(ask(step, problem: nil))
    }
  }

  /// `--ask-all` at a terminal: items known in advance are offered for editing too.
  var asksKnownItems: Bool { options.askAll && options.interactive }

  private func isSettled(_ step: FillStep) -> Bool {
    switch step.role {
    case .display: record.wasShown(step.identity) || !options.interactive
    case .collection: true
    case .newItem(let collection): record.isClosed(collection)
    case .value: isDecided(step.path)
    }
  }

  mutating func ask(_ step: FillStep, problem: String?) -> FillEvent {
    let step = derivingTexts(step)
    navigator.asking(step)
    // Only a settled value or one refused is put back on the line; a forward fill asks
    // most steps with neither, so it looks nothing up for them.
    let refused = problem != nil
    let prefill: String?
    if refused || isDecided(step.path), !step.isOfferMenu, let value = answer(at: step.path),
      !value.isNull
    {
      prefill = step.field.isSecret ? nil : answerText.editable(value, for: step.field)
    } else if refused, let preset = presetValue(at: step.path) {
      prefill = preset.editableText
    } else {
      prefill = nil
    }
    return .ask(step, prefill: prefill, problem: problem)
  }

  /// A preset for a step; collection items are presets only through their collection.
  func presetValue(at path: FieldPath) -> AnswerValue? {
    presets.values[path].flatMap { askedPreset($0, at: path) }
  }

  /// The preset given as `value` at `path`, if a step asks it.
  private func askedPreset(_ value: AnswerValue, at path: FieldPath) -> AnswerValue? {
    // A union's value may be an object; other objects are subforms' answers.
    if case .object = value, fields.entry(at: path)?.field.kind != .union { return nil }
    return value
  }

  /// `presetValue(at:)`, a top-level one looked for after the last found.
  private mutating func followingPresetValue(at path: FieldPath) -> AnswerValue? {
    guard let key = path.topLevelKey else { return presetValue(at: path) }
    return presets.values.root.member(key, after: &presetCursors.value).flatMap {
      askedPreset($0, at: path)
    }
  }

  /// `presets.origin(of:)`, a top-level one looked for after the last found.
  private mutating func followingPresetOrigin(at path: FieldPath) -> AnswerOrigin? {
    if let key = path.topLevelKey,
      let origin = presets.origins.topLevelOrigin(key, after: &presetCursors.origin)
    {
      return origin
    }
    return presets.origin(of: path)
  }

  private func knownValue(for step: FillStep) -> AnswerValue? {
    if let preset = presetValue(at: step.path),
      case .value(let value, _) = reader.coerce(preset, for: step.field)
    {
      return value
    }
    if let value = answers[step.path] { return value }
    guard let fallback = step.field.defaultValue,
      case .value(let value, _) = reader.coerce(fallback, for: step.field, keepingSpaces: true)
    else { return nil }
    return value
  }

  /// How this form's values are shown, everywhere they are.
  package var answerText: AnswerText { AnswerText(reader: reader) }
}
