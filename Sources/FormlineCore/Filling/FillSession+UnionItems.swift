import OrderedCollections

/// Collections whose items are unions with object variants (Read the Docs' `python.install`,
/// Dependabot's `updates`): each item's variant is chosen from a menu (`(variant).install[1]`),
/// kept by the record beside the answers, and follows its item when items are deleted or
/// moved.
extension FillSession {
  /// A variant chosen for an item: a new item is added, empty for its variant's members;
  /// another variant chosen for an item drops what was answered for the previous one.
  /// - Parameters:
  ///   - item: The item's path (`install[1]`).
  ///   - choice: The choice's path.
  ///   - value: The variant's title as chosen.
  mutating func startUnionItem(_ item: FieldPath, choice: FieldPath, becomes value: AnswerValue) {
    let existing = answers[item]
    guard existing == nil || answer(at: choice) != value else { return }
    let collection = item.parent
    guard let template = fields.entry(at: collection)?.field.template,
      let title = value.stringValue,
      let index = UnionChoice.titles(of: template).firstIndex(of: title)
    else { return }
    let isObject = template.variants[index].subform != nil
    setAnswer(isObject ? .object([:]) : .null, at: item)
    remember { $0.unsettle(under: item) }
  }

  /// A whole item typed at its variant menu (`{requirements: docs/requirements.txt}`), as
  /// before items had a menu: stored as the item's value, matched as data, and the item is
  /// then asked as one typed value.
  /// - Returns: nil when the text is no structured value, so it is read as a menu choice.
  mutating func submitWholeItem(_ text: String, at step: FillStep, origin: AnswerOrigin)
    -> SubmitOutcome?
  {
    guard let item = UnionChoice.item(ofChoice: step.path),
      let first = text.first(where: { $0 != " " }), first == "{" || first == "["
    else { return nil }
    var typed = step
    typed.path = item
    guard let template = fields.entry(at: item.parent)?.field.template else { return nil }
    typed.field = template
    typed.field.title = step.field.title
    let value: AnswerValue
    let echo: String?
    switch reader.read(text, for: template, current: answers[item]) {
    case .invalid(let message):
      return reject(step, message, origin: origin)
    case .value(let read, let readEcho):
      if let problem = check(read, for: typed) { return reject(step, problem, origin: origin) }
      value = read
      echo = readEcho
    }
    // The menu's place is left empty, not removed: the later items' choices keep theirs.
    if answer(at: step.path) != nil { setAnswer(.null, at: step.path) }
    setAnswer(value, at: item)
    settle(item, .answered)
    settle(step.path, .answered)
    advance(past: typed)
    return .accepted(echo: echo)
  }

  /// `--ask-all` at a terminal: a union field given whole in advance is offered as it is
  /// asked afresh, its variant on the menu (chosen here), then the variant's fields, each
  /// with its member of the value given.
  mutating func chooseVariantsOfKnownUnions() {
    guard asksKnownItems else { return }
    let intake = presetIntake
    // Inside collections the items are taken when the walk reaches them
    // (`PresetIntake.takeCollection`), which chooses their unions' variants then.
    for path in presets.origins.keys.sorted()
    where !path.components.contains(where: { if case .index = $0 { true } else { false } }) {
      guard let union = fields.entry(at: path)?.field, UnionChoice.asksVariant(union),
        let value = presets.values[path],
        let (title, _) = intake.variantToWalk(value, in: union)
      else { continue }
      let choice = UnionChoice.choicePath(of: path)
      setAnswer(.string(title), at: choice)
      settle(choice, .preset(presets.origin(of: path) ?? .defaultValue))
    }
  }
}
