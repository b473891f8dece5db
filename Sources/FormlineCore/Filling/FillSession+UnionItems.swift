/// Answering unions' variant menus: the rules are `UnionAnswering`'s; the session reads and
/// checks what was typed, makes the changes, and moves on.
extension FillSession {
  /// The union rules, over the answers so far.
  var unionAnswering: UnionAnswering {
    UnionAnswering(fields: fields, record: record)
  }

  /// A whole item typed at its variant menu (`{requirements: docs/requirements.txt}`):
  /// read and checked as the item's value and stored whole.
  /// - Returns: nil when the text is no structured value, so it is read as a menu choice.
  mutating func submitWholeItem(_ text: String, at step: FillStep, origin: AnswerOrigin)
    -> SubmitOutcome?
  {
    guard let typed = unionAnswering.wholeItemStep(typed: text, at: step) else { return nil }
    let value: AnswerValue
    let echo: String?
    switch reader.read(text, for: typed.field, current: answers[typed.path]) {
    case .invalid(let message):
      return reject(step, message, origin: origin)
    case .value(let read, let readEcho):
      if let problem = check(read, for: typed) { return reject(step, problem, origin: origin) }
      value = read
      echo = readEcho
    }
    apply(unionAnswering.takingWholeItem(value, at: typed, menu: step))
    advance(past: typed)
    return .accepted(echo: echo)
  }

  /// A variant chosen at a union's menu (`UnionAnswering.choosing`).
  mutating func forgetUnionValue(ifChoiceAt path: FieldPath, becomes value: AnswerValue) {
    // Most answers are no menu's: nothing is built for them.
    guard UnionChoice.union(ofChoice: path) != nil else { return }
    apply(unionAnswering.choosing(value, at: path))
  }

  /// `--ask-all` at a terminal: the variants of unions given whole in advance are chosen.
  mutating func chooseVariantsOfKnownUnions() {
    guard asksKnownItems else { return }
    apply(unionAnswering.variantsOfKnownUnions(presets: presets, intake: presetIntake))
  }
}
