/// The fill as a pure state machine: no I/O, so the wizard, piped input, `--defaults` and
/// the tests all drive the same logic (formline(1) THE INTERACTIVE WIZARD, NON-INTERACTIVE USE).
///
/// The driver loops: `next()` says what to do; an `.ask` is answered with `submit(_:)`,
/// `back()` or `clear()`; a `.show` needs nothing; `.finished` means `result()` is ready.
package struct FillSession: Sendable {
  package let form: Form
  package let options: FillOptions
  /// Written through `setAnswer(_:at:)`, which tells the flow what changed; any other
  /// write makes the flow start over.
  package internal(set) var answers: Answers {
    didSet { if !writingAnswer { flow.reset() } }
  }
  package internal(set) var presets: PresetAnswers
  /// Problems collected in non-interactive runs, in the order found.
  package internal(set) var problems: [Diagnostic] = []

  /// Paths whose value is settled (answered, taken from a preset, defaulted).
  var decided: Set<FieldPath> = []
  /// Displays already printed, so a label shows once.
  var displayed: Set<FillStep.Identity> = []
  /// Written through `close(_:)` and `reopen(_:)`; any other write makes the flow start
  /// over.
  var closedCollections: Set<FieldPath> = [] {
    didSet { if !writingAnswer { flow.reset() } }
  }
  /// The steps for the answers so far, worked out as far as the fill has gone.
  var flow: Flow
  /// True while a tracked write is under way.
  private var writingAnswer = false
  /// Where the fill is: the step asked, the steps asked before it, where to look next.
  var navigator = FillNavigator()
  /// The step the last `.ask` returned.
  package var current: FillStep? { navigator.current }
  var chosenButton: String?
  /// Paths settled from presets, passed over silently when going forward again.
  var presetTaken: Set<FieldPath> = []
  var buttonsOffered = false
  /// Derived defaults taken as answers, by path: re-derived when earlier answers change,
  /// until the user edits them.
  var derivedAnswers: [FieldPath: AnswerValue] = [:]

  /// Stores (or with nil removes) an answer, dropping only the steps it can change.
  mutating func setAnswer(_ value: AnswerValue?, at path: FieldPath) {
    let collections = FillSession.collectionPaths(around: path, fields: fields)
    let before = collections.map { answers[$0]?.arrayValue?.count ?? 0 }
    writingAnswer = true
    answers[path] = value
    writingAnswer = false
    flow.answerChanged(at: path)
    for (collection, count) in zip(collections, before) {
      let now = answers[collection]?.arrayValue?.count ?? 0
      if now != count {
        flow.invalidate(from: flow.order.itemKey(collection: collection, index: min(now, count)))
      }
    }
  }

  /// Replaces every answer: the flow starts over.
  mutating func replaceAnswers(_ replacement: Answers) {
    answers = replacement
  }

  /// Ends a collection: its step that adds an item goes.
  mutating func close(_ collection: FieldPath) {
    setClosed(collection, true)
  }

  /// Reopens a collection: its step that adds an item comes back.
  mutating func reopen(_ collection: FieldPath) {
    setClosed(collection, false)
  }

  private mutating func setClosed(_ collection: FieldPath, _ closed: Bool) {
    writingAnswer = true
    let changed =
      closed
      ? closedCollections.insert(collection).inserted
      : closedCollections.remove(collection) != nil
    writingAnswer = false
    guard changed else { return }
    let count = answers[collection]?.arrayValue?.count ?? 0
    flow.invalidate(from: flow.order.itemKey(collection: collection, index: count))
  }

  /// The collections whose item count a write at `path` can change: those it lies in, and
  /// the path itself when it is one.
  private static func collectionPaths(around path: FieldPath, fields: FieldTable) -> [FieldPath] {
    var paths: [FieldPath] = []
    for (position, component) in path.components.enumerated() {
      // Past a union's choice (`(variant).install[1]`) lies bookkeeping, no collection.
      if component == .key(UnionChoice.key) { return paths }
      if case .index = component { paths.append(FieldPath(Array(path.components[..<position]))) }
    }
    if let entry = fields.entry(at: path), entry.field.kind == .array, entry.field.choice == nil {
      paths.append(path)
    }
    return paths
  }

  /// What the flow is worked out from.
  var flowInputs: FlowInputs {
    FlowInputs(
      form: form, fields: fields, answers: answers, now: options.now,
      timeZone: options.timeZone, closed: closedCollections, presets: presets.values,
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

  let reader: InputReader
  let validator: Validator
  /// The form's fields by path, for conditions.
  let fields: FieldTable

  package init(form: Form, presets: PresetAnswers = PresetAnswers(), options: FillOptions) {
    self.form = form
    self.presets = presets
    self.options = options
    self.answers = Answers()
    let fields = FieldTable(form: form)
    self.fields = fields
    self.flow = Flow(form: form, order: FlowOrder(form: form, fields: fields))
    let dates = DateInputParser(
      now: options.now, timeZone: options.timeZone,
      dateOrder: form.dateOrder ?? options.dateOrder)
    self.reader = InputReader(
      dates: dates, workingDirectory: options.workingDirectory,
      homeDirectory: options.surroundings.homeDirectory)
    self.validator = Validator(dates: dates)
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
  }

  /// Decides a step without the user when it can; otherwise the event that asks.
  private mutating func resolve(_ step: FillStep) -> Resolution {
    switch step.role {
    case .collection:
      return .settled
    case .display:
      if displayed.contains(step.identity) || !options.interactive { return .settled }
      displayed.insert(step.identity)
      return .event(.show(step, value: nil))
    case .newItem(let collection):
      if let preset = presets.values[collection], !decided.contains(collection) {
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
        if !decided.contains(step.path) {
          let known = knownValue(for: step)
          setAnswer(known ?? .null, at: step.path)
          decided.insert(step.path)
          if options.interactive { return .event(.show(step, value: known)) }
          return .changed
        }
        return .settled
      }
      let asksKnownAnswers = options.askAll && options.interactive
      if !decided.contains(step.path), let preset = presetValue(at: step.path) {
        switch store(preset, for: step, origin: presets.origin(of: step.path) ?? .user) {
        case .accepted:
          return asksKnownAnswers ? .event(ask(step, problem: nil)) : .changed
        case .invalid(let problem):
          if options.interactive { return .event(ask(step, problem: problem)) }
          return .changed
        }
      }
      if presetTaken.contains(step.path) && !asksKnownAnswers { return .settled }
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
    case .display: displayed.contains(step.identity) || !options.interactive
    case .collection: true
    case .newItem(let collection): closedCollections.contains(collection)
    case .value: decided.contains(step.path)
    }
  }

  mutating func ask(_ step: FillStep, problem: String?) -> FillEvent {
    let step = derivingTexts(step)
    navigator.asking(step)
    let value = answers[step.path]
    let prefill: String?
    if let value, !value.isNull, !step.isOfferMenu, decided.contains(step.path) || problem != nil {
      prefill = step.field.isSecret ? nil : answerText.editable(value, for: step.field)
    } else if let preset = presetValue(at: step.path), problem != nil {
      prefill = preset.editableText
    } else {
      prefill = nil
    }
    return .ask(step, prefill: prefill, problem: problem)
  }

  /// A preset for a step; collection items are presets only through their collection.
  func presetValue(at path: FieldPath) -> AnswerValue? {
    guard let value = presets.values[path] else { return nil }
    // A union's value may be an object; other objects are subforms' answers.
    if case .object = value, fields.entry(at: path)?.field.kind != .union { return nil }
    return value
  }

  private func knownValue(for step: FillStep) -> AnswerValue? {
    if let preset = presetValue(at: step.path),
      case .value(let value, _) = reader.coerce(preset, for: step.field)
    {
      return value
    }
    if let value = answers[step.path] { return value }
    guard let fallback = step.field.defaultValue,
      case .value(let value, _) = reader.coerce(fallback, for: step.field)
    else { return nil }
    return value
  }

  /// How this form's values are shown, everywhere they are.
  package var answerText: AnswerText { AnswerText(reader: reader) }
}
