import OrderedCollections

/// The rules of answering a union's variant menu, for a union field and for each item of a
/// collection whose items are unions with object variants (Read the Docs'
/// `python.install`, Dependabot's `updates`): what choosing a variant drops, what a whole
/// item typed at the menu stores, and the variants of unions given whole in advance.
///
/// Reads the field table and the record; returns the changes to make (`RecordEdit`).
struct UnionAnswering {
  let fields: FieldTable
  let record: FillRecord

  /// A variant chosen at a union's menu.
  ///
  /// For a union field, another variant than before drops what was answered for the previous one, so the new variant's fields are
  /// asked afresh. For an item, a new item is added, empty for its variant's members, and
  /// another variant chosen drops what was answered for the previous one.
  /// - Parameters:
  ///   - value: The variant's title as chosen.
  ///   - choice: The menu's path (`(variant).source`, `(variant).install[1]`).
  /// - Returns: The changes to make; none when the variant stays.
  func choosing(_ value: AnswerValue, at choice: FieldPath) -> [RecordEdit] {
    if let item = UnionChoice.item(ofChoice: choice) {
      return startingItem(item, choice: choice, becomes: value)
    }
    let before = record.value(at: choice)
    guard let union = UnionChoice.union(ofChoice: choice), before != value, before != nil else {
      return []
    }
    return [.store(nil, at: union), .unsettleAll(under: union)]
  }

  private func startingItem(_ item: FieldPath, choice: FieldPath, becomes value: AnswerValue)
    -> [RecordEdit]
  {
    guard record.answers[item] == nil || record.value(at: choice) != value else { return [] }
    guard let template = fields.entry(at: item.parent)?.field.collection.template,
      let title = value.stringValue,
      let index = UnionChoice.titles(of: template).firstIndex(of: title)
    else { return [] }
    let isObject = template.union.variants[index].subform != nil
    return [.store(isObject ? .object([:]) : .null, at: item), .unsettleAll(under: item)]
  }

  /// The step that a whole item typed at its variant menu (`{requirements:
  /// docs/requirements.txt}`) answers, as before items had a menu: the item itself, asked
  /// as one typed value of the collection's item.
  /// - Returns: nil when the menu is no item's, or the text is no structured value (it is
  ///   then read as a menu choice).
  func wholeItemStep(typed text: String, at menu: FillStep) -> FillStep? {
    guard let item = UnionChoice.item(ofChoice: menu.path),
      let first = text.first(where: { $0 != " " }), first == "{" || first == "[",
      let template = fields.entry(at: item.parent)?.field.collection.template
    else { return nil }
    var typed = menu
    typed.path = item
    typed.field = template
    typed.field.title = menu.field.title
    return typed
  }

  /// A whole item accepted at its variant menu: stored as the item's value, and both the
  /// item and its menu are answered.
  func takingWholeItem(_ value: AnswerValue, at item: FillStep, menu: FillStep) -> [RecordEdit] {
    var edits: [RecordEdit] = []
    // The menu's place is left empty, not removed: the later items' choices keep theirs.
    if record.value(at: menu.path) != nil { edits.append(.store(.null, at: menu.path)) }
    edits += [
      .store(value, at: item.path), .settle(item.path, .answered), .settle(menu.path, .answered),
    ]
    return edits
  }

  /// `--ask-all` at a terminal: a union field given whole in advance is offered as it is
  /// asked afresh, its variant on the menu (chosen here), then the variant's fields, each
  /// with its member of the value given.
  func variantsOfKnownUnions(presets: PresetAnswers, intake: PresetIntake) -> [RecordEdit] {
    var edits: [RecordEdit] = []
    // Inside collections the items are taken when the walk reaches them
    // (`PresetIntake.takeCollection`), which chooses their unions' variants then.
    let outsideItems = presets.origins.sorted { path, _ in
      !path.components.contains(where: { if case .index = $0 { true } else { false } })
    }
    for (path, _) in outsideItems {
      guard let union = fields.entry(at: path)?.field, UnionChoice.asksVariant(union),
        let value = presets.values[path],
        let (title, _) = intake.variantToWalk(value, in: union)
      else { continue }
      let choice = UnionChoice.choicePath(of: path)
      edits += [
        .store(.string(title), at: choice),
        .settle(choice, .preset(presets.origin(of: path) ?? .defaultValue)),
      ]
    }
    return edits
  }
}
