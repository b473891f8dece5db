/// Offered fields in the fill: those nobody picked take their default without being asked;
/// the menu's answer picks one, which is asked next, and then the menu again
/// (`OfferedFields`).
extension FillSession {
  /// An offered field nobody picked: its default, as `-y` takes it, never asked.
  mutating func resolveUnpicked(_ step: FillStep) -> Resolution {
    guard !isDecided(step.path) else { return .settled }
    if defaultIsOnlyOffered(step.field) {
      leaveOut(step)
      return .changed
    }
    let reading =
      step.field.defaultValue.map { reader.coerce($0, for: step.field) }
      ?? .value(.null, echo: nil)
    var value: AnswerValue = .null
    var problem: String?
    switch reading {
    case .invalid(let message): problem = message
    case .value(let read, _): value = read
    }
    if problem == nil { problem = check(value, for: step) }
    if let problem {
      // A default its own checks refuse is not written; without a person that is an error,
      // as it is for any field left to its default.
      value = .null
      if !options.interactive {
        recordProblem(problem, at: step.path, origin: .defaultValue)
      }
    }
    setAnswer(value, at: step.path)
    settle(step.path, .defaulted)
    return .changed
  }

  /// The menu's answer: Enter leaves it; an offered field's number or name picks it.
  mutating func answerMenu(_ text: String, step: FillStep) -> SubmitOutcome {
    guard !text.isEmpty else {
      setAnswer(.bool(true), at: step.path)
      settle(step.path, .answered)
      advance(past: step)
      return .accepted(echo: nil)
    }
    switch reader.read(text, for: step.field, current: nil) {
    case .invalid(let message):
      return .invalid(message)
    case .value(let value, _):
      guard let key = value.stringValue else { return .invalid("choose one of the fields") }
      pick(key, from: step)
      return .accepted(echo: nil)
    }
  }

  /// Picks an offered field: it is asked next (an optional subform is added and its fields
  /// asked), then the menu comes back.
  private mutating func pick(_ key: String, from menu: FillStep) {
    let listPath = menu.level.appending(OfferedFields.pickedKey)
    var list = answers[listPath]?.arrayValue ?? []
    if !list.contains(.string(key)) { list.append(.string(key)) }
    setAnswer(.array(list), at: listPath)
    let target = menu.level.appending(key)
    if let field = FieldLookup.field(at: target, in: form) {
      if field.kind == .form {
        let added = target.appending(OptionalPresence.key)
        setAnswer(.bool(true), at: added)
        settle(added, .answered)
      } else if field.kind == .array && field.choice == nil {
        remember { $0.unsettle(target) }
        reopen(target)
      } else {
        // The default taken while it was not picked is offered again, not kept as answered.
        setAnswer(nil, at: target)
        remember { $0.unsettle(target) }
        if field.kind == .union {
          // Its variant was settled unasked too: the menu of variants comes first.
          let choice = UnionChoice.choicePath(of: target)
          setAnswer(nil, at: choice)
          remember { $0.unsettle(choice) }
        }
      }
    }
    setAnswer(nil, at: menu.path)
    remember { $0.unsettle(menu.path) }
    advance(past: menu)
    // The field picked lies before the menu: what is still open is asked, in order.
    navigator.fillGaps()
  }

  /// Going back to a menu: a field picked there but not answered yet is offered again
  /// rather than asked later (anything answered stays picked).
  mutating func unpickUnanswered(from menu: FillStep) {
    let listPath = menu.level.appending(OfferedFields.pickedKey)
    guard let list = answers[listPath]?.arrayValue else { return }
    let kept = list.filter { item in
      guard let key = item.stringValue else { return false }
      let target = menu.level.appending(key)
      return record.hasSettled(under: target) { $0.lastKey != OptionalPresence.key }
    }
    guard kept.count != list.count else { return }
    for item in list where !kept.contains(item) {
      if let key = item.stringValue {
        setAnswer(nil, at: menu.level.appending(key).appending(OptionalPresence.key))
      }
    }
    setAnswer(.array(kept), at: listPath)
  }

  /// The menu as the review lists it: the fields picked there.
  func pickedTitles(for menu: FillStep) -> String {
    let titles = pickedPaths(for: menu).compactMap { FieldLookup.field(at: $0, in: form)?.title }
    return titles.isEmpty ? AnswerText.none : titles.joined(separator: ", ")
  }

  /// The fields picked from a menu of offered fields, in the order picked.
  func pickedPaths(for menu: FillStep) -> [FieldPath] {
    OfferedFields(answers: answers, presets: presets.values, active: true, menus: true)
      .picked(at: menu.level).map { menu.level.appending($0) }
  }
}
