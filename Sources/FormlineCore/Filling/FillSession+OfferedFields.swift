/// Offered fields in the fill: those nobody picked take their default without being asked;
/// the menu's answer picks one, which is asked next, and then the menu again. The rules are
/// `OfferedFieldMenu`'s; the session makes its changes and moves on.
extension FillSession {
  /// The offered-fields menu's rules, over the answers so far.
  var offeredFieldMenu: OfferedFieldMenu {
    OfferedFieldMenu(form: form, record: record, presets: presets)
  }

  /// An offered field nobody picked: its default, as `-y` takes it, never asked.
  mutating func resolveUnpicked(_ step: FillStep) -> Resolution {
    guard !isDecided(step.path) else { return .settled }
    if defaultIsOnlyOffered(step.field) {
      leaveOut(step)
      return .changed
    }
    let (value, problem) = OfferedFieldMenu.unpickedValue(for: step, reader: reader) {
      check($0, for: step)
    }
    // Without a person a refused default is an error, as it is for any field left to its
    // default.
    if let problem, !options.interactive {
      recordProblem(problem, at: step.path, origin: .defaultValue)
    }
    setAnswer(value, at: step.path)
    settle(step.path, .defaulted)
    return .changed
  }

  /// The menu's answer: Enter leaves it; an offered field's number or name picks it.
  mutating func answerMenu(_ text: String, step: FillStep) -> SubmitOutcome {
    guard !text.isEmpty else {
      apply(OfferedFieldMenu.leaving(step))
      advance(past: step)
      return .accepted(echo: nil)
    }
    switch reader.read(text, for: step.field, current: nil) {
    case .invalid(let message):
      return .invalid(message)
    case .value(let value, _):
      guard let key = value.stringValue else { return .invalid("choose one of the fields") }
      apply(offeredFieldMenu.picking(key, from: step))
      advance(past: step)
      // The field picked lies before the menu: what is still open is asked, in order.
      navigator.fillGaps()
      return .accepted(echo: nil)
    }
  }
}
