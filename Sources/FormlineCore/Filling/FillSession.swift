import Foundation

/// The fill as a pure state machine: no I/O, so the wizard, piped input, `--defaults` and
/// the tests all drive the same logic (SPEC §3, §4).
///
/// The driver loops: `next()` says what to do; an `.ask` is answered with `submit(_:)`,
/// `back()` or `clear()`; a `.show` needs nothing; `.finished` means `result()` is ready.
public struct FillSession: Sendable {
  public let form: Form
  public let options: FillOptions
  public internal(set) var answers: Answers {
    didSet { if flowDependsOnAnswers { flowCache = nil } }
  }
  public internal(set) var presets: PresetAnswers
  /// Problems collected in non-interactive runs, in the order found.
  public internal(set) var problems: [Diagnostic] = []

  /// Paths whose value is settled (answered, taken from a preset, defaulted).
  var decided: Set<FieldPath> = []
  /// Displays already printed, so a label shows once.
  var displayed: Set<FillStep.Identity> = []
  var closedCollections: Set<FieldPath> = [] {
    didSet { flowCache = nil }
  }
  /// The steps as last computed.
  ///
  /// A form without conditions or collections has the same flow whatever the answers, so
  /// it is computed once instead of once per answer.
  var flowCache: [FillStep]?
  /// Index in the flow of the step last resolved, where the next search starts.
  var positionHint: Int?
  let flowDependsOnAnswers: Bool
  /// Asked steps in order, for `back()`.
  var asked: [FillStep] = []
  /// Every identity ever put in `asked`, to skip searching it for new steps.
  var askedIdentities: Set<FillStep.Identity> = []
  /// The step the last `.ask` returned.
  public internal(set) var current: FillStep?
  /// Forward: ask every step after `resumeAfter`.
  ///
  /// Gaps: ask only what is undecided
  /// (after a review edit or a resume).
  var mode: Mode = .forward(after: nil)
  var chosenButton: String?
  /// Paths settled from presets, passed over silently when going forward again.
  var presetTaken: Set<FieldPath> = []
  var buttonsOffered = false
  /// Derived defaults taken as answers, by path: re-derived when earlier answers change,
  /// until the user edits them.
  var derivedAnswers: [FieldPath: AnswerValue] = [:]

  enum Mode: Sendable {
    case forward(after: FillStep.Identity?)
    case gaps
    case edit(FillStep.Identity)
  }

  /// `steps()`, reusing the last computation while it is still valid.
  mutating func flow() -> [FillStep] {
    if let flowCache { return flowCache }
    let computed = steps()
    flowCache = computed
    return computed
  }

  let reader: InputReader
  let validator: Validator
  /// The form's fields by path, for conditions.
  let fields: FieldTable

  public init(form: Form, presets: PresetAnswers = PresetAnswers(), options: FillOptions) {
    self.form = form
    self.presets = presets
    self.options = options
    self.answers = Answers()
    self.flowDependsOnAnswers = FillSession.flowDepends(on: form)
    self.fields = FieldTable(form: form)
    let dates = DateInputParser(
      now: options.now, timeZone: options.timeZone,
      dateOrder: form.dateOrder ?? options.dateOrder)
    self.reader = InputReader(dates: dates, workingDirectory: options.workingDirectory)
    self.validator = Validator(dates: dates)
  }

  /// What to do next.
  ///
  /// Known answers are taken on the way without asking (unless
  /// `askAll`), labels are shown once, and the buttons come last.
  public mutating func next() -> FillEvent {
    while true {
      let steps = flow()
      var index = 0
      var editTarget: FillStep.Identity?
      switch mode {
      case .forward(let after):
        // The step asked last is usually where it was: check there before searching.
        if let after, let hint = positionHint, steps.indices.contains(hint),
          steps[hint].identity == after
        {
          index = hint + 1
        } else if let after, let position = steps.firstIndex(where: { $0.identity == after }) {
          index = position + 1
        } else if after != nil {
          mode = .gaps
        }
      case .gaps:
        break
      case .edit(let identity):
        editTarget = identity
      }
      if let editTarget {
        if let step = steps.first(where: { $0.identity == editTarget }) {
          return ask(step, problem: nil)
        }
        mode = .gaps
        continue
      }
      var changed = false
      for (position, step) in steps.enumerated().dropFirst(index) {
        if case .gaps = mode, isSettled(step) { continue }
        positionHint = position
        switch resolve(step) {
        case .event(let event):
          return event
        case .settled:
          continue
        case .changed:
          // A value was taken without asking; conditions may now show or hide later
          // steps, so the flow is recomputed from just after this one.
          if case .forward = mode { mode = .forward(after: step.identity) }
          changed = true
        case .itemsTaken(let collection):
          // `--ask-all`: the items just taken are offered one by one, then more can be added.
          mode = .forward(after: FillStep.Identity(role: .collection, path: collection))
          changed = true
        }
        if changed { break }
      }
      if changed { continue }
      if let event = finishButtons() { return event }
      current = nil
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
      if step.isDisabled { return .settled }
      return .event(ask(step, problem: nil))
    case .value:
      let step = derivingTexts(step)
      if step.field.derived.isComputed || step.field.askedOnlyWithAskAll && !options.askAll {
        return resolveComputed(step)
      }
      if step.isDisabled {
        if !decided.contains(step.path) {
          let known = knownValue(for: step)
          answers[step.path] = known ?? .null
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
      if case .forward = mode {
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

  private mutating func ask(_ step: FillStep, problem: String?) -> FillEvent {
    let step = derivingTexts(step)
    current = step
    let value = answers[step.path]
    let prefill: String?
    if let value, !value.isNull, decided.contains(step.path) || problem != nil {
      prefill = step.field.isSecret ? nil : editableText(value, for: step.field)
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
    if case .object = value { return nil }
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

  /// Text that reads back as the same value when left unedited on a prompt line.
  public func editableText(_ value: AnswerValue, for field: Field) -> String {
    field.kind == .duration ? value.editableText : displayText(value, for: field)
  }

  /// The text shown for a stored value: menu titles for choices, durations in words.
  public func displayText(_ value: AnswerValue, for field: Field) -> String {
    switch field.choice {
    case .single?:
      let menu = ChoiceMenu(field)
      if let index = menu.optionIndex(of: value) { return field.options[index].title }
      return value.editableText
    case .multiple?:
      guard let indexes = MultipleChoiceStorage.indexes(of: value, field: field) else {
        return value.editableText
      }
      return indexes.map { field.options[$0].title }.joined(separator: ", ")
    case nil:
      if field.kind == .duration, case .integer(let seconds) = value {
        return reader.dates.echo(.duration(seconds: seconds))
      }
      return value.editableText
    }
  }

  /// Whether answers can change the steps: a condition anywhere, or a collection.
  static func flowDepends(on form: Form) -> Bool {
    for section in form.sections {
      if case .expression? = section.hidden { return true }
      if case .expression? = section.when { return true }
      for field in section.fields {
        for condition in [field.hidden, field.when, field.disabled] {
          if case .expression? = condition { return true }
          if case .template? = condition { return true }
        }
        if field.kind == .array && field.choice == nil { return true }
        if field.optional { return true }
        if let subform = field.subform, flowDepends(on: subform) { return true }
      }
    }
    return false
  }
}
