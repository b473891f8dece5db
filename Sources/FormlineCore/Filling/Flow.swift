import FoundationEssentials

/// The steps of the form for the answers so far, worked out only as far as they are
/// needed, and worked out again only from the first place a change can touch.
///
/// A forward fill asks for the step after the one just answered: the walk goes on from
/// where it stopped, so each step is worked out about once, whatever the conditions. A
/// change of an answer that conditions read drops the steps from the first place those
/// conditions lie (`FlowOrder`), and the walk resumes from the last checkpoint before it.
struct Flow: Sendable {
  /// The steps worked out so far, in order.
  private(set) var steps: [FillStep] = []
  private var keys: [FlowKey] = []
  private var walker: FlowWalker
  /// The walker as it was when `steps` held `count` steps, every `checkpointInterval`.
  private var checkpoints: [(count: Int, walker: FlowWalker)]
  /// Whether the walker looked past the last step (to the end of the form), so it is no
  /// longer just after it.
  ///
  /// No copy of the walker is kept for that case: keeping one after every step made the
  /// next step copy the walker's frames (a tenth of a large fill without a person).
  private var walkedPastLast = false
  private var finished = false
  private var memo: VisibilityMemo
  let order: FlowOrder
  /// The number of the field whose answer last changed (`FlowOrder.changeCut`'s hint).
  private var lastChanged = -1
  /// How many steps have been worked out, counting those worked out again after a change:
  /// a forward fill works each step out about once.
  private(set) var stepsWorkedOut = 0

  private static let checkpointInterval = 16

  init(form: Form, order: FlowOrder) {
    self.order = order
    walker = FlowWalker(form: form, layout: order.layout)
    checkpoints = [(0, walker)]
    memo = VisibilityMemo(order: order)
  }

  /// The step at `index`, worked out if it was not yet; nil past the end of the form.
  mutating func step(at index: Int, _ inputs: FlowInputs) -> FillStep? {
    while index >= steps.count {
      guard walkOne(inputs) else { return nil }
    }
    return steps[index]
  }

  /// Every step to the end of the form.
  mutating func all(_ inputs: FlowInputs) -> [FillStep] {
    while walkOne(inputs) {}
    return steps
  }

  /// Where a step is: at `hint` when it is still there, else the first one with this
  /// identity.
  mutating func index(of identity: FillStep.Identity, hint: Int?, _ inputs: FlowInputs) -> Int? {
    if let hint, step(at: hint, inputs)?.identity == identity { return hint }
    var index = 0
    while let step = step(at: index, inputs) {
      if step.identity == identity { return index }
      index += 1
    }
    return nil
  }

  private mutating func walkOne(_ inputs: FlowInputs) -> Bool {
    guard !finished else { return false }
    if !isKnownUniquelyReferenced(&memo) { memo = memo.copy() }
    let scope = ConditionScope(
      form: inputs.form, fields: inputs.fields, answers: inputs.answers, now: inputs.now,
      zone: inputs.zone, memo: memo, variants: inputs.variants)
    let presence = OptionalPresence(answers: inputs.answers, presets: inputs.presets)
    var offers = OfferedFields(
      answers: inputs.answers, presets: inputs.presets, active: inputs.offersFields,
      menus: inputs.offersMenus)
    offers.leavesOutUnpicked = inputs.form.meaning.defaultsAreOnlyOffered
    guard
      let (step, key) = walker.next(
        scope, closed: inputs.closed, presence: presence, offers: offers)
    else {
      finished = true
      walkedPastLast = true
      return false
    }
    steps.append(step)
    keys.append(key)
    stepsWorkedOut += 1
    if steps.count % Flow.checkpointInterval == 0 { checkpoints.append((steps.count, walker)) }
    return true
  }

  /// Drops what an answer written at `path` can change.
  mutating func answerChanged(at path: FieldPath) {
    if let cut = order.changeCut(at: path, hint: &lastChanged) { invalidate(from: cut) }
  }

  /// Drops everything from the place `key` on.
  mutating func invalidate(from key: FlowKey) {
    if !isKnownUniquelyReferenced(&memo) { memo = memo.copy() }
    memo.forget(from: key)
    var kept = steps.count
    while kept > 0 && keys[kept - 1] >= key { kept -= 1 }
    // The walker may have looked past the last step (hidden fields, the end): it goes back
    // to a checkpoint at or before the first step dropped.
    if kept == steps.count {
      finished = false
      // Nothing worked out is dropped. A walker just after the last step stays; one that
      // looked on to the end goes back to the checkpoint before it, and the few steps since
      // are worked out again the same (they lie before the change).
      guard walkedPastLast else { return }
    }
    walkedPastLast = false
    while let last = checkpoints.last, last.count > kept { checkpoints.removeLast() }
    guard let checkpoint = checkpoints.last else { return }
    steps.removeSubrange(checkpoint.count...)
    keys.removeSubrange(checkpoint.count...)
    walker = checkpoint.walker
    finished = false
  }

  /// Starts over: for changes that move many things at once (restoring a draft, moving
  /// items).
  mutating func reset() {
    invalidate(from: .start)
    memo = VisibilityMemo(order: order)
  }
}

/// What the flow is worked out from: the form and the answers, never navigation.
struct FlowInputs {
  let form: Form
  let fields: FieldTable
  let answers: Answers
  /// The variants chosen from unions' menus.
  let variants: ChosenVariants
  let now: Date
  let zone: DeferredZone
  /// Collections that take no more items.
  let closed: Set<FieldPath>
  /// Answers given in advance, which decide optional subforms nobody was asked about.
  let presets: Answers
  /// Offered fields wait to be picked (not `--ask-all`).
  var offersFields = true
  /// A person is there to pick them from a menu.
  var offersMenus = false
}
