/// The rules of the offered-fields menu (`OfferedFields`): what picking a field changes,
/// what going back to the menu takes away, what an offered field nobody picked takes, and
/// what the review lists for the menu.
///
/// Reads the form and the record; returns the changes to make (`RecordEdit`), which the
/// session makes and then moves on.
struct OfferedFieldMenu {
  let form: Form
  let record: FillRecord
  let presets: PresetAnswers

  /// Enter at the menu: it is answered, and the fields still offered stay to their
  /// defaults.
  static func leaving(_ menu: FillStep) -> [RecordEdit] {
    [.store(.bool(true), at: menu.path), .settle(menu.path, .answered)]
  }

  /// Picking an offered field: it is asked next (an optional subform is added and its
  /// fields asked), then the menu comes back.
  func picking(_ key: String, from menu: FillStep) -> [RecordEdit] {
    let listPath = menu.level.appending(OfferedFields.pickedKey)
    var list = record.answers[listPath]?.arrayValue ?? []
    if !OfferedFields.holds(list.compactMap(\.stringValue), key) { list.append(.string(key)) }
    var edits: [RecordEdit] = [.store(.array(list), at: listPath)]
    let target = menu.level.appending(key)
    if let field = FieldLookup.field(at: target, in: form) {
      if field.kind == .form {
        let added = target.appending(OptionalPresence.key)
        edits += [.store(.bool(true), at: added), .settle(added, .answered)]
      } else if field.kind == .array && field.choices.mode == nil {
        edits += [.unsettle(target), .reopen(target)]
      } else {
        // The default taken while it was not picked is offered again, not kept as answered.
        edits += [.store(nil, at: target), .unsettle(target)]
        if field.kind == .union {
          // Its variant was settled unasked too: the menu of variants comes first.
          let choice = UnionChoice.choicePath(of: target)
          edits += [.store(nil, at: choice), .unsettle(choice)]
        }
      }
    }
    // The menu is asked again once the field picked is answered.
    edits += [.store(nil, at: menu.path), .unsettle(menu.path)]
    return edits
  }

  /// Going back to a menu: a field picked there but not answered yet is offered again
  /// rather than asked later (anything answered stays picked).
  func unpickingUnanswered(from menu: FillStep) -> [RecordEdit] {
    let listPath = menu.level.appending(OfferedFields.pickedKey)
    guard let list = record.answers[listPath]?.arrayValue else { return [] }
    let kept = list.filter { item in
      guard let key = item.stringValue else { return false }
      let target = menu.level.appending(key)
      return record.hasSettled(under: target) { $0.lastKey != OptionalPresence.key }
    }
    guard kept.count != list.count else { return [] }
    var edits: [RecordEdit] = []
    let keptKeys = kept.compactMap(\.stringValue)
    for item in list {
      if let key = item.stringValue, !OfferedFields.holds(keptKeys, key) {
        edits.append(.store(nil, at: menu.level.appending(key).appending(OptionalPresence.key)))
      }
    }
    edits.append(.store(.array(kept), at: listPath))
    return edits
  }

  /// The value an offered field nobody picked takes: its default, as `-y` takes it, or
  /// null with the problem when its own checks refuse that default.
  /// - Parameters:
  ///   - step: The field's step.
  ///   - reader: Reads the default as the field's type.
  ///   - check: `required` and the validators, as for a typed answer.
  /// - Returns: The value to store, and the problem when the default was refused.
  static func unpickedValue(
    for step: FillStep, reader: InputReader, check: (AnswerValue) -> String?
  ) -> (value: AnswerValue, problem: String?) {
    let reading =
      step.field.defaultValue.map { reader.coerce($0, for: step.field) }
      ?? .value(.null, echo: nil)
    switch reading {
    case .invalid(let message):
      return (.null, message)
    case .value(let value, _):
      // A default its own checks refuse is not written.
      if let problem = check(value) { return (.null, problem) }
      return (value, nil)
    }
  }

  /// The fields picked from a menu, in the order picked.
  func pickedPaths(for menu: FillStep) -> [FieldPath] {
    OfferedFields(answers: record.answers, presets: presets.values, active: true, menus: true)
      .picked(at: menu.level).map { menu.level.appending($0) }
  }

  /// The menu as the review lists it: the titles of the fields picked there.
  func pickedTitles(for menu: FillStep) -> String {
    let titles = pickedPaths(for: menu).compactMap { FieldLookup.field(at: $0, in: form)?.title }
    return titles.isEmpty ? AnswerText.none : titles.joined(separator: ", ")
  }
}
