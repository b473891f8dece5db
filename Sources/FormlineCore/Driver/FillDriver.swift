/// Runs a fill to its end without a person: each question takes the next piped line, or
/// with no answers its default (formline(1) NON-INTERACTIVE USE).
///
/// This is the product's policy for `formline FORM <answers.txt`, `-y`, `-a -`, `validate`
/// and `show`: an invalid or missing answer does not stop the fill; every problem is
/// collected with the field and the input line, and the outcome lists them all. The
/// driver reads nothing itself: the lines come from an ``AnswerFeed``.
package struct FillDriver {
  /// The session as the run left it, for warnings, drafts and summaries.
  package private(set) var session: FillSession
  /// Who follows the fill (`--events`, `--transcript`).
  package var observers: [any FillObserver] = []
  private var feed: (any AnswerFeed)?
  /// Whether answers are read at all (false for `-y`, `validate`, `show`).
  private let readsAnswers: Bool
  private var inputEnded = false
  /// The number of the last line read; 0 before the first.
  private var lastLine = 0

  /// The problem of a required field with no default when no answers are read.
  package static let noAnswerGiven = "required, but no answer was given"

  /// - Parameters:
  ///   - session: The session to fill; it is not asked to show anything.
  ///   - answers: Piped lines, one per question; nil answers nothing, so each question
  ///     takes its default (`-y`, `-a -`, `validate`, `show`).
  package init(session: FillSession, answers: (any AnswerFeed)?) {
    self.session = session
    self.feed = answers
    self.readsAnswers = answers != nil
  }

  /// Fills until every question is answered or reading stops.
  ///
  /// - Returns: The result; every problem when there was one; or why it stopped.
  package mutating func run() -> FillOutcome {
    if let stopped = walkToEnd() { return stopped }
    if session.problems.contains(where: { $0.severity == .error }) {
      return .invalid(session.shownProblems)
    }
    return .finished(session.result())
  }

  /// Checks the answers as `run()` fills them, without building the result (`validate`):
  /// the same walk, the same judgement of every answer, the same problems.
  ///
  /// - Returns: Valid, with whether every answer given in advance is certainly used (when
  ///   it cannot be told from the flow, `FillSession.unusedPresetWarnings()` builds the
  ///   result to find out); every problem when there was one; or why it stopped.
  package mutating func check() -> FillVerdict {
    if let stopped = walkToEnd() { return .stopped(stopped) }
    if session.problems.contains(where: { $0.severity == .error }) {
      return .invalid(session.shownProblems)
    }
    return .valid(everyGivenAnswerWritten: session.everyGivenAnswerWritten())
  }

  /// Answers every step to the end of the form; nil there, else the outcome of the stop.
  private mutating func walkToEnd() -> FillOutcome? {
    while true {
      switch session.next() {
      case .finished:
        for observer in observers { observer.reachedEnd(of: session) }
        return nil
      case .show:
        continue  // nobody to show it to
      case .chooseButton(let buttons):
        if let stop = chooseButton(buttons) { return outcome(of: stop) }
      case .ask(let step, let prefill, _):
        for observer in observers {
          observer.asking(step, prefill: prefill, in: session)
          observer.happened(.fieldEntered(step))
        }
        let problemsBefore = session.problems.count
        // Looked up only for observers: a fill without them asks thousands of steps.
        let valueBefore = observers.isEmpty ? nil : session.answer(at: step.path)
        if let stop = answer(step) { return outcome(of: stop) }
        if !observers.isEmpty {
          let events = FillStreamEvent.leaving(
            step, in: session, problemsBefore: problemsBefore, valueBefore: valueBefore)
          for observer in observers { events.forEach(observer.happened) }
        }
      }
    }
  }

  /// Answers one step from the next line, or without one.
  private mutating func answer(_ step: FillStep) -> FillStop? {
    guard let line = nextLine() else {
      answerWithoutInput(step)
      return nil
    }
    for observer in observers { observer.read(line, for: step, in: session) }
    switch line {
    case .line(let text, let number):
      lastLine = number
      for observer in observers { observer.happened(.lineEntered(step, text: text)) }
      // A refused line is a problem of the fill, not a question asked again: nobody is
      // there to answer it.
      session.submit(text, origin: .standardInput(line: number))
    case .rejected(let message, let number):
      lastLine = number
      session.markUnanswered(message, origin: .standardInput(line: number))
    case .end:
      inputEnded = true
      answerWithoutInput(step)
    case .stopped(let reason):
      return reason
    }
    return nil
  }

  /// The next line, or nil when there are no answers or they have ended.
  private mutating func nextLine() -> AnswerLine? {
    guard !inputEnded, var reading = feed else { return nil }
    // Taken out while it reads, so its buffer is not shared and grows in place.
    feed = nil
    defer { feed = reading }
    return reading.next()
  }

  /// Defaults where there are some; an error for a required value that has none.
  private mutating func answerWithoutInput(_ step: FillStep) {
    guard readsAnswers else {
      if step.needsAnswerWithoutPerson {
        session.markUnanswered(Self.noAnswerGiven, origin: .defaultValue, kind: .noAnswerGiven)
      } else {
        session.answerUnasked(origin: .defaultValue)
      }
      return
    }
    if step.needsAnswerWithoutPerson {
      session.markUnanswered(
        lastLine == 0
          ? "no answer: standard input is empty"
          : "no answer: standard input ended after line \(lastLine)",
        origin: .standardInput(line: max(lastLine, 1)))
    } else {
      session.answerUnasked(origin: .standardInput(line: lastLine))
    }
  }

  /// A single button is taken; of several, a piped line picks one (an empty line or the
  /// end of input is submit), and without answers the submit button is taken.
  private mutating func chooseButton(_ buttons: [Field]) -> FillStop? {
    if buttons.count == 1 { return outcome(of: session.choose(button: buttons[0])) }
    var typed = ""
    if let line = nextLine() {
      switch line {
      case .line(let text, let number):
        typed = text
        lastLine = number
      case .rejected(_, let number):
        lastLine = number
        inputEnded = true
      case .end:
        inputEnded = true
      case .stopped(let reason):
        return reason
      }
    }
    let origin: AnswerOrigin =
      readsAnswers ? .standardInput(line: max(lastLine, 1)) : .defaultValue
    guard let action = session.chooseButton(buttons, typed: typed, origin: origin) else {
      return nil
    }
    return outcome(of: action)
  }

  /// The outcome of a stop, with the session as it was left.
  private func outcome(of stop: FillStop) -> FillOutcome {
    switch stop {
    case .cancelled: .aborted
    case .timedOut: .timedOut(session)
    }
  }

  /// `cancel` stops; an action with no meaning here is noted and the fill finishes.
  private mutating func outcome(of action: ButtonAction) -> FillStop? {
    switch action {
    case .submit:
      return nil
    case .cancel:
      return .cancelled
    case .other(let name):
      session.note(
        "action '\(SafeText.neutraliseSingleLine(name))' has no terminal meaning; finishing")
      return nil
    }
  }
}
