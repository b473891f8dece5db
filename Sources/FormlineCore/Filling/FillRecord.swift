/// Everything the fill knows about each path, in one place: the answers, the variants
/// chosen for unions, how each path was settled, the collections that take no more items,
/// the labels already shown, and the derived defaults taken as offered.
///
/// The storage is private: every change goes through a method here, which returns what it
/// lets the flow keep (`FlowCut`), so nothing keyed by path can be written and forgotten.
/// Moving or deleting items (`moveItems`) is the one place paths are renumbered.
struct FillRecord: Sendable {
  /// The answers so far, in the shape of the result (plus the bookkeeping keys of
  /// offered-field menus and optional subforms).
  private(set) var answers = Answers()
  /// The variants chosen from unions' menus, by union path.
  private(set) var variants = ChosenVariants()
  private var settled: [FieldPath: Settlement] = [:]
  private var closed: Set<FieldPath> = []
  private var shown: Set<FillStep.Identity> = []
  /// Derived defaults taken as offered, by path: re-derived when the answers they read
  /// change, until someone edits them.
  private var derived: [FieldPath: AnswerValue] = [:]

  /// An empty record.
  /// - Parameter expectedPaths: How many paths are likely to be settled (the form's
  ///   top-level fields): room is made at once rather than rehashed as the table doubles.
  init(expectedPaths: Int = 0) {
    settled.reserveCapacity(expectedPaths)
    answers.reserveTopLevel(expectedPaths)
  }

  // MARK: Answers

  /// Stores (or with nil removes) the answer at `path`.
  /// - Parameters:
  ///   - value: The answer, or nil to remove it.
  ///   - path: Where it goes.
  ///   - fields: The form's fields, to tell which collections the write resizes.
  ///   - field: The field at `path` when the caller has it (the step answered), so it is
  ///     not looked up again.
  /// - Returns: The steps the write can change: those after `path`, and after the first
  ///   item added or removed in each collection it resizes.
  mutating func store(
    _ value: AnswerValue?, at path: FieldPath, fields: FieldTable, field: Field? = nil
  ) -> FlowCut {
    // A union's menu (`(variant).source`) chooses its variant, kept beside the answers.
    if let union = UnionChoice.union(ofChoice: path) {
      variants[union] = value
      return .answer(at: path)
    }
    let collections = FillRecord.collectionPaths(around: path, fields: fields, field: field)
    let before = collections.map(itemCount)
    answers[path] = value
    // Emptied (a union given another variant, an item started afresh): the variants chosen
    // inside go too. A value with content (answers given in advance) keeps them, as it was
    // read along with them.
    if value?.isEmptyTree ?? true { variants.forget(replacedBy: path) }
    var cut = FlowCut.answer(at: path)
    for (collection, count) in zip(collections, before) {
      let now = itemCount(collection)
      if now != count { cut.add(.items(of: collection, from: min(now, count))) }
    }
    return cut
  }

  /// The value at a step's path: an answer, or the variant chosen at a union's menu.
  func value(at path: FieldPath) -> AnswerValue? {
    if let union = UnionChoice.union(ofChoice: path) { return variants[union] }
    return answers[path]
  }

  /// How many items the collection at `path` holds.
  func itemCount(_ path: FieldPath) -> Int {
    answers[path]?.arrayValue?.count ?? 0
  }

  /// The collections whose item count a write at `path` can change: those it lies in, and
  /// the path itself when it is one.
  private static func collectionPaths(around path: FieldPath, fields: FieldTable, field: Field?)
    -> [FieldPath]
  {
    var paths: [FieldPath] = []
    for (position, component) in path.components.enumerated() {
      if case .index = component { paths.append(FieldPath(Array(path.components[..<position]))) }
    }
    if let found = field ?? fields.entry(at: path)?.field, found.kind == .array,
      found.choices.mode == nil
    {
      paths.append(path)
    }
    return paths
  }

  // MARK: Settled paths

  /// Records how the value at `path` was settled.
  mutating func settle(_ path: FieldPath, _ how: Settlement) {
    settled[path] = how
  }

  /// Whether the value at `path` is settled (answered, taken, defaulted).
  func isSettled(_ path: FieldPath) -> Bool {
    settled[path] != nil
  }

  /// How the value at `path` was settled, nil while it is open.
  func settlement(of path: FieldPath) -> Settlement? {
    settled[path]
  }

  /// Whether going forward again passes the path silently: it was taken without asking.
  func passesSilently(_ path: FieldPath) -> Bool {
    settled[path]?.isTakenWithoutAsking ?? false
  }

  /// Whether a path at or under `prefix` that `matching` accepts is settled.
  func hasSettled(under prefix: FieldPath, where matching: (FieldPath) -> Bool) -> Bool {
    settled.keys.contains { $0.components.starts(with: prefix.components) && matching($0) }
  }

  /// Opens the path again: it is asked when next reached.
  mutating func unsettle(_ path: FieldPath) {
    settled[path] = nil
  }

  /// Opens every path at or under `prefix` (a union given another variant, an item started
  /// afresh).
  mutating func unsettle(under prefix: FieldPath) {
    let components = prefix.components
    settled = settled.filter { !$0.key.components.starts(with: components) }
  }

  // MARK: Collections

  /// Ends a collection, or opens it again: its step that adds an item goes, or comes back.
  mutating func setClosed(_ collection: FieldPath, _ isClosed: Bool) -> FlowCut {
    let changed =
      isClosed
      ? closed.insert(collection).inserted
      : closed.remove(collection) != nil
    guard changed else { return .nothing }
    return .items(of: collection, from: itemCount(collection))
  }

  /// Whether the collection at `path` takes no more items.
  func isClosed(_ collection: FieldPath) -> Bool {
    closed.contains(collection)
  }

  /// The collections that take no more items, for the flow and drafts.
  var closedCollections: Set<FieldPath> { closed }

  // MARK: Labels shown

  /// Notes a label as shown.
  /// - Returns: false when it was shown before.
  mutating func show(_ identity: FillStep.Identity) -> Bool {
    shown.insert(identity).inserted
  }

  /// Whether a label was shown already.
  func wasShown(_ identity: FillStep.Identity) -> Bool {
    shown.contains(identity)
  }

  // MARK: Derived defaults

  /// Remembers (or with nil forgets) that the answer at `path` is its derived default as
  /// offered.
  mutating func rememberDerived(_ value: AnswerValue?, at path: FieldPath) {
    derived[path] = value
  }

  /// The derived default remembered at `path`.
  func derivedValue(at path: FieldPath) -> AnswerValue? {
    derived[path]
  }

  /// The paths holding derived defaults as offered, in a stable order.
  ///
  /// Each path is spelled once: spelling both sides of every comparison made the sort most of
  /// the time of a fill with many derived defaults.
  var derivedPaths: [FieldPath] {
    derived.keys.map { ($0.description, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
  }

  // MARK: Moving items

  /// Moves the items of `collection`, and every fact about the paths inside them.
  /// - Parameters:
  ///   - collection: The collection whose items move.
  ///   - choices: Where the items' union variants are kept, if they have any.
  ///   - newIndex: Where item `i` goes; nil when it is deleted.
  /// - Returns: The flow starts over.
  mutating func moveItems(
    of collection: FieldPath, choices: FieldPath?, _ newIndex: (Int) -> Int?
  ) -> FlowCut {
    // Written directly: the variants inside the items move with them below.
    answers[collection] = FillRecord.rearranged(answers[collection], newIndex)
    func move(_ path: FieldPath) -> FieldPath? {
      FillRecord.moved(path, of: collection, choices: choices, newIndex)
    }
    settled = Dictionary(
      settled.compactMap { path, how in move(path).map { ($0, how) } },
      uniquingKeysWith: { first, _ in first })
    closed = Set(closed.compactMap(move))
    shown = Set(
      shown.compactMap { identity in
        move(identity.path).map {
          FillStep.Identity(role: identity.role, path: $0, place: identity.place)
        }
      })
    derived = Dictionary(
      derived.compactMap { path, value in move(path).map { ($0, value) } },
      uniquingKeysWith: { first, _ in first })
    variants.move(move)
    return .everything
  }

  /// Where a path goes when the items of `collection` move: renumbered when it lies inside
  /// an item (or is an item's union choice), nil when its item is deleted.
  static func moved(
    _ path: FieldPath, of collection: FieldPath, choices: FieldPath?, _ newIndex: (Int) -> Int?
  ) -> FieldPath? {
    guard let moved = path.movingItem(of: collection, newIndex) else { return nil }
    guard let choices else { return moved }
    return moved.movingItem(of: choices, newIndex)
  }

  /// The items of a list put where `newIndex` says; deleted ones are gone.
  /// - Parameters:
  ///   - list: The list; anything else is returned as it is.
  ///   - newIndex: Where item `i` goes; nil when it is deleted.
  /// - Returns: The list rearranged.
  private static func rearranged(_ list: AnswerValue?, _ newIndex: (Int) -> Int?) -> AnswerValue? {
    guard let items = list?.arrayValue else { return list }
    var moved = [AnswerValue?](repeating: nil, count: items.count)
    for (index, item) in items.enumerated() {
      guard let target = newIndex(index), moved.indices.contains(target) else { continue }
      moved[target] = item
    }
    return .array(moved.compactMap { $0 })
  }

  // MARK: Drafts

  /// Restores the answers of an interrupted run: every value in them, and every variant
  /// chosen, counts as answered.
  mutating func restore(
    _ restored: Answers, variants chosen: ChosenVariants, closed finished: [FieldPath]
  ) -> FlowCut {
    answers = restored
    variants = chosen
    for (path, _) in FillRecord.leafPaths(of: restored.value, at: .root) {
      settled[path] = .restored
    }
    for union in chosen.all.keys { settled[UnionChoice.choicePath(of: union)] = .restored }
    closed.formUnion(finished)
    return .everything
  }

  /// Every value in an answer tree by path: objects are entered, and a list is listed
  /// itself and then each of its items.
  static func leafPaths(of value: AnswerValue, at path: FieldPath) -> [(FieldPath, AnswerValue)] {
    switch value {
    case .object(let members):
      return members.flatMap { leafPaths(of: $0.value, at: path.appending($0.key)) }
    case .array(let items):
      // The collection itself and each item: a restored item counts as answered.
      return [(path, value)]
        + items.enumerated().flatMap {
          leafPaths(of: $0.element, at: path.appending(index: $0.offset))
        }
    default:
      return [(path, value)]
    }
  }
}

extension FieldPath {
  /// This path with the item of `collection` it lies in renumbered.
  /// - Returns: The path unchanged when it is not inside an item of `collection`; nil when
  ///   `newIndex` drops its item.
  func movingItem(of collection: FieldPath, _ newIndex: (Int) -> Int?) -> FieldPath? {
    let prefix = collection.components
    guard components.count > prefix.count,
      components.starts(with: prefix),
      case .index(let index) = components[prefix.count]
    else { return self }
    guard let moved = newIndex(index) else { return nil }
    var result = components
    result[prefix.count] = .index(moved)
    return FieldPath(result)
  }
}
