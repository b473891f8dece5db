/// Where the fill is: the step being asked, the steps asked so far (for `back()`), and how
/// the next step is looked for.
///
/// Its state is its own: the session tells it what happened (a step asked, answered,
/// left, edited from the review) and reads where to go, never writing its fields.
struct FillNavigator: Sendable {
  enum Mode: Sendable {
    /// Ask every step after this one (from the first when nil).
    case forward(after: FillStep.Identity?)
    /// Ask only what is undecided (after a review edit or a resume).
    case gaps
    /// Ask this step again (from the review), then fill the gaps.
    case edit(FillStep.Identity)
  }

  private(set) var mode: Mode = .forward(after: nil)
  /// The step the last `.ask` returned.
  private(set) var current: FillStep?
  /// Index in the flow of the step last resolved, where the next search starts.
  private(set) var positionHint: Int?
  /// Whether the asked steps are kept: only a person goes back, so a fill without one
  /// keeps none (a hundred thousand steps cost a tenth of the fill).
  private let remembersAsked: Bool
  /// Asked steps in order, for `back()`.
  private var asked: [FillStep] = []
  /// Every identity ever put in `asked`, to skip searching it for new steps.
  private var askedIdentities: Set<FillStep.Identity> = []

  /// - Parameter remembersAsked: Whether `back()` can be asked for (a person fills).
  init(remembersAsked: Bool = true) {
    self.remembersAsked = remembersAsked
  }

  var isForward: Bool {
    if case .forward = mode { true } else { false }
  }

  var isFillingGaps: Bool {
    if case .gaps = mode { true } else { false }
  }

  var isEditing: Bool {
    if case .edit = mode { true } else { false }
  }

  /// The step is being asked.
  mutating func asking(_ step: FillStep) {
    current = step
  }

  /// Nothing is being asked (the fill finished, or a step was left without an answer).
  mutating func stopAsking() {
    current = nil
  }

  /// The step at `position` in the flow is being resolved.
  mutating func resolving(at position: Int) {
    positionHint = position
  }

  /// From now on only what is undecided is asked.
  mutating func fillGaps() {
    mode = .gaps
  }

  /// The step with `identity` is asked next (from the review, or to fix a problem).
  mutating func edit(_ identity: FillStep.Identity) {
    mode = .edit(identity)
  }

  /// Every step after the one with `identity` is asked next.
  mutating func goForward(after identity: FillStep.Identity?) {
    mode = .forward(after: identity)
  }

  /// A step was settled without asking: going forward, the search goes on after it.
  mutating func passed(_ identity: FillStep.Identity) {
    if isForward { mode = .forward(after: identity) }
  }

  /// A step was answered: it becomes the last one asked, and the fill moves on.
  mutating func advance(past answered: FillStep) {
    if remembersAsked { rememberAnswered(answered) }
    switch mode {
    case .edit: mode = .gaps
    case .gaps: break
    case .forward: mode = .forward(after: answered.identity)
    }
    current = nil
  }

  /// Makes an answered step the last one asked.
  private mutating func rememberAnswered(_ answered: FillStep) {
    // Usually a new step: only a step asked again (after going back) needs the search.
    if asked.last?.identity != answered.identity && askedIdentities.contains(answered.identity) {
      asked.removeAll { $0.identity == answered.identity }
    } else if asked.last?.identity == answered.identity {
      asked.removeLast()
    }
    recordAsked(answered)
  }

  /// A step ended without a value where it stood (a collection closed, an emptied item
  /// removed): going forward, the search resumes after `previous`.
  /// - Parameters:
  ///   - previous: The step before the one left.
  ///   - before: The mode when the step was asked, if it has changed since.
  mutating func leave(resumingAfter previous: FillStep.Identity?, from before: Mode? = nil) {
    switch before ?? mode {
    case .forward: mode = .forward(after: previous)
    case .edit: mode = .gaps
    case .gaps: break
    }
    current = nil
  }

  /// A step counts as asked, so `back()` reaches it.
  mutating func recordAsked(_ step: FillStep) {
    guard remembersAsked else { return }
    asked.append(step)
    askedIdentities.insert(step.identity)
  }

  /// The step asked last, taken off the list; nil at the first question.
  mutating func popAsked() -> FillStep? {
    asked.popLast()
  }

  /// Forgets the asked steps `shouldForget` picks.
  mutating func forgetAsked(where shouldForget: (FillStep) -> Bool) {
    asked.removeAll(where: shouldForget)
    askedIdentities = Set(asked.map(\.identity))
  }
}
