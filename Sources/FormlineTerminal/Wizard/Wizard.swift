package import FormlineCore

/// Drives a `FillSession` through a `LineEditor`: the conversation with a person.
///
/// Prompts, menus, the validation loop, commands and the review screen (formline(1) THE INTERACTIVE
/// WIZARD). A fill without a person (piped lines, `-y`) is the core's `FillDriver`, not this.
package final class Wizard {
  /// What the wizard needs besides the session and the editor.
  package struct Settings: Sendable {
    package var style: TerminalStyle
    /// Show the review screen before finishing.
    package var review: Bool
    /// Edits long text in `$VISUAL`/`$EDITOR` when set.
    package var externalEditor: ExternalEditor?
    /// Shows long pages through `$PAGER` when set.
    package var pager: ExternalPager?
    /// Pages longer than this many lines go through the pager; the review shows this many
    /// lines at a time.
    package var pageLines: Int
    /// Columns of the terminal, for wrapping the review's long answers.
    package var pageColumns = 80
    /// Why a result cannot be written in the requested format, checked before the review
    /// accepts it (a null inside a TOML array), so the answers can still be changed.
    package var resultProblem: (@Sendable (AnswerValue) -> String?)?
    /// The file edited in place (`--edit`), whose changes the review can show.
    package var editedFile: String?
    /// What will change in `editedFile` for a result, as a unified diff ("" when nothing
    /// will), or why the result cannot be written there.
    package var fileChanges: (@Sendable (AnswerValue) -> Result<String, FileChangeProblem>)?
    /// Receives each event of the fill (`--events`).
    package var events: (@Sendable (FillStreamEvent) -> Void)?

    package init(
      style: TerminalStyle, review: Bool,
      externalEditor: ExternalEditor? = nil, pager: ExternalPager? = nil, pageLines: Int = 24,
      resultProblem: (@Sendable (AnswerValue) -> String?)? = nil
    ) {
      self.resultProblem = resultProblem
      self.style = style
      self.review = review
      self.externalEditor = externalEditor
      self.pager = pager
      self.pageLines = pageLines
    }
  }

  var session: FillSession
  let editor: any LineEditor
  let settings: Settings
  /// Receives the conversation as shown, secrets masked, each answer after its prompt
  /// (`--transcript`; `Transcript` removes colour).
  let transcript: ((String) -> Void)?
  private var sections = SectionHeadings()
  /// The question just asked was left by going back, not answered.
  var wentBack = false
  /// Menus of offered fields printed whole once, by path: when they come back after a
  /// pick, a short list of names stands for them.
  var offerMenusShown: Set<FieldPath> = []

  package init(
    session: FillSession, editor: any LineEditor, settings: Settings,
    transcript: ((String) -> Void)? = nil
  ) {
    self.session = session
    self.editor = editor
    self.settings = settings
    self.transcript = transcript
  }

  var style: TerminalStyle { settings.style }

  /// The session as the run left it, for warnings and drafts.
  package var finalSession: FillSession { session }

  /// Runs the form to its end.
  /// - Returns: The result, or how the run stopped.
  package func run() -> FillOutcome {
    if let title = session.form.title {
      say(style.title(SafeText.neutralise(title)) + "\n")
      if let description = session.form.description {
        say(style.hint(SafeText.neutralise(description)) + "\n")
      }
    }
    showMessage(session.form.openingMessage)
    while true {
      if let stop = fillUntilFinished() { return stop }
      closeSection()
      let errors = session.problems.filter { $0.severity == .error }
      if !errors.isEmpty { return .invalid(session.shownProblems) }
      if settings.review {
        switch reviewScreen() {
        case .confirmed: break
        case .edited: continue
        case .stopped(let outcome): return outcome
        }
      }
      showMessage(session.form.closingMessage)
      return .finished(session.result())
    }
  }

  /// copier's `_message_before_copy` and `_message_after_copy`, with the answers known.
  private func showMessage(_ template: Template?) {
    guard let template, let text = session.renderedMessage(template) else { return }
    say(style.hint(SafeText.neutralise(text)) + "\n")
  }

  /// Answers events until the session is finished; a non-nil result ends the run early.
  func fillUntilFinished() -> FillOutcome? {
    while true {
      switch session.next() {
      case .finished:
        return nil
      case .show(let step, let value):
        show(step, value: value)
      case .chooseButton(let buttons):
        if let stop = chooseButton(buttons) { return stop }
      case .ask(let step, let prefill, let problem):
        enterSection(of: step)
        settings.events?(.fieldEntered(step))
        if let problem { sayError(problem, for: step) }
        let problemsBefore = session.problems.count
        let valueBefore = session.answer(at: step.path)
        wentBack = false
        if let stop = ask(step, prefill: prefill) { return stop }
        if let events = settings.events {
          if wentBack {
            // Left with `<` (or PageUp): nothing was set, but the field was left.
            events(.fieldLeft(step))
          } else {
            FillStreamEvent.leaving(
              step, in: session, problemsBefore: problemsBefore, valueBefore: valueBefore
            ).forEach(events)
          }
        }
      }
    }
  }

  /// Writes conversation text and records it in the transcript.
  func say(_ text: String) {
    editor.write(text)
    transcript?(text)
  }

  func sayError(_ message: String, for step: FillStep) {
    say(style.error("  ✗ " + SafeText.neutraliseSingleLine(message)) + "\n")
  }

  private func enterSection(of step: FillStep) {
    let heading = sections.enter(step, style: style)
    if !heading.isEmpty { say(heading) }
  }

  private func closeSection() {
    let footer = sections.close(style: style)
    if !footer.isEmpty { say(footer) }
  }

  private func show(_ step: FillStep, value: AnswerValue?) {
    enterSection(of: step)
    let title = SafeText.neutraliseSingleLine(step.field.title)
    switch step.field.kind {
    case .page:
      say(style.title(title) + "\n")
      if let text = step.field.page.text {
        // A long page goes through the pager (on a temp file, as an editor would get it).
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        if lines > settings.pageLines, let pager = settings.pager,
          pager.show(SafeText.neutralise(text))
        {
          transcript?(text + "\n")
        } else {
          say(SafeText.neutralise(text) + "\n")
        }
      }
    case .label, .info:
      let shown =
        (value ?? step.field.defaultValue).map {
          ": " + SafeText.neutraliseSingleLine(session.answerText.shown($0, for: step.field))
        } ?? ""
      say(title + shown + "\n")
    default:
      let shown = SafeText.neutraliseSingleLine(session.answerText.listed(value, for: step.field))
      say(style.hint("\(title): \(shown) (read-only)") + "\n")
    }
  }

  private func chooseButton(_ buttons: [Field]) -> FillOutcome? {
    if buttons.count == 1 { return outcome(of: session.choose(button: buttons[0])) }
    var field = Field(key: "button", kind: .text, title: "Finish")
    field.choices.mode = .single
    field.presentation = .menu
    field.choices.options = buttons.enumerated().map {
      Option(value: .integer($0.offset), title: $0.element.title)
    }
    while true {
      say(menuLines(for: field, selected: []))
      switch editor.readLine(
        LineRequest(prompt: "Finish: ", completion: .words(buttons.map(\.title))))
      {
      case .line(let text):
        guard let button = ButtonChoice.match(text, in: buttons) else {
          say(style.error("  ✗ choose one of the buttons") + "\n")
          continue
        }
        return outcome(of: session.choose(button: button))
      case .interrupted, .endOfInput: return .interrupted(session)
      case .timedOut: return .timedOut(session)
      case .terminated(let signal): return .terminated(session, signal: signal)
      case .back, .rejected: continue
      }
    }
  }

  /// `cancel` aborts; an action with no meaning here is reported and finishes.
  private func outcome(of action: ButtonAction) -> FillOutcome? {
    switch action {
    case .submit:
      return nil
    case .cancel:
      return .aborted
    case .other(let name):
      let message =
        "action '\(SafeText.neutraliseSingleLine(name))' has no terminal meaning; finishing"
      say(style.hint("  (\(message))") + "\n")
      return nil
    }
  }
}

/// Why the changes to a file edited in place cannot be shown: the edit is refused.
package struct FileChangeProblem: Error, Sendable {
  package var message: String

  package init(_ message: String) { self.message = message }
}
