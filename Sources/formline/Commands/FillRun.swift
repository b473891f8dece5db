import ArgumentParser
import FormlineCore
import FormlineTerminal
import FoundationEssentials
import Glibc

/// One fill from start to exit status: the wizard for a person, the core's driver without
/// one; then the result or the draft.
struct FillRun {
  let settings: FillSettings
  let ambient: Ambient
  let form: Form
  /// Read once per run: the load and the fill see the same instant, zone and date order.
  let surroundings: Surroundings
  /// A JSON Schema form's compiled schema: the authority on every answer and the result.
  var schemaCheck: SchemaInstanceCheck?

  /// Loads the form and the answers given, then fills.
  /// - Throws: An `ExitCode` (after printing why) or a `ValidationError` for `--now`.
  static func perform(_ settings: FillSettings) throws {
    let ambient = Ambient.read()
    var printer = DiagnosticPrinter()
    let surroundings = ambient.surroundings(now: try FormInput.parseNow(settings.now))
    var formFiles: [String] = []
    let form = try FormInput.loadForm(
      settings.form, dialect: settings.dialect, allowsOutside: settings.allowsOutside,
      warnings: settings.verbose ? .listed : .counted, surroundings: surroundings,
      printer: &printer, files: &formFiles)
    try OutputClash.check(
      settings.output, form: settings.form, formFiles: formFiles, printer: &printer)
    let presets = try FormInput.presets(
      settings.answers, form: form, surroundings: surroundings, ambient: ambient,
      printer: &printer)
    let run = FillRun(
      settings: settings, ambient: ambient, form: form, surroundings: surroundings,
      schemaCheck: FormInput.schemaCheck(for: form, printer: &printer))
    try run.execute(presets: presets, printer: &printer)
  }

  private var stdinIsAnswers: Bool { settings.answers.readsStandardInput }

  private var interactive: Bool {
    ambient.standardInputIsTerminal && !settings.defaultsOnly && !stdinIsAnswers
  }

  func execute(presets: PresetAnswers, printer: inout DiagnosticPrinter) throws {
    var resultWriter = ResultWriter(
      target: settings.output, form: form, fileCreationMask: ambient.fileCreationMask,
      environmentPrefix: settings.answers.environmentPrefix)
    resultWriter.editsInPlace = ResultWriter.editsInPlace(
      settings.output, answersFiles: settings.answers.files)
    resultWriter.allowsComments = settings.answers.allowsComments || form.answersAllowComments
    resultWriter.removals = presets.removals
    try resultWriter.checkDestination(printer: &printer)
    let drafts = DraftStore(environment: ambient.environment, homeDirectory: ambient.homeDirectory)
    var options = FillOptions(
      interactive: interactive, askAll: settings.askAll, surroundings: surroundings)
    options.buttonsFromInput = !interactive && !settings.defaultsOnly && !stdinIsAnswers
    options.schemaCheck = schemaCheck
    var session = FillSession(form: form, presets: presets, options: options)
    if settings.resume { try restoreDraft(into: &session, drafts: drafts, printer: &printer) }
    // While a person is asked, the terminal's locale and signals belong to this run.
    let terminalSession = interactive ? TerminalSession.begin() : nil
    defer { terminalSession?.end() }
    let editor = try terminalSession.map(makeEditor(session:))
    let transcript = try openTranscript()
    let eventSink = try EventSink.open(settings.events)
    // The session is moved on: a copy kept here would share its tables, and the first
    // answer would copy them all.
    let (outcome, finalSession) =
      if let editor {
        converse(
          consume session, editor: editor, resultWriter: resultWriter, transcript: transcript,
          events: eventSink)
      } else {
        fillWithoutPerson(consume session, transcript: transcript, events: eventSink)
      }
    eventSink?.write(EventSink.closing(outcome))
    KeptUntilExit.keep((self, finalSession, presets))
    switch outcome {
    case .finished(let result):
      printer.print(
        finalSession.shownProblems.filter { $0.severity == .warning }
          + finalSession.unusedPresetWarnings(result: result))
      do {
        try resultWriter.refuseUnlessSchemaAccepts(result, schemaCheck, printer: &printer)
        try resultWriter.write(result, printer: &printer)
      } catch {
        // The answers are not lost because the file could not be written.
        if interactive { saveDraft(finalSession, drafts: drafts, reason: "not written") }
        throw error
      }
      // Only the run that resumed the draft used it; another run (`-y`, a script) must
      // not throw away someone's interrupted interview.
      if settings.resume { drafts.remove(forForm: settings.form) }
      try checkTranscript(transcript)
    case .invalid(let diagnostics):
      printer.print(diagnostics.map(AnswerOptionHint.added))
      throw ExitStatus.invalidData
    case .aborted:
      transcript?.record("formline: aborted; nothing written\n")
      StandardError.write("formline: aborted; nothing written\n")
      throw ExitStatus.aborted
    case .interrupted(let partial):
      saveDraft(partial, drafts: drafts, transcript: transcript, reason: "interrupted")
      throw ExitStatus.interrupted
    case .timedOut(let partial):
      guard interactive else {
        // Nobody typed these answers: a script runs again from its input, not from a draft.
        transcript?.record("formline: timed out; nothing written\n")
        StandardError.write("formline: timed out waiting for standard input; nothing written\n")
        throw ExitStatus.timedOut
      }
      saveDraft(partial, drafts: drafts, transcript: transcript, reason: "timed out")
      throw ExitStatus.timedOut
    case .terminated(let partial, let signal):
      saveDraft(
        partial, drafts: drafts, transcript: transcript,
        reason: signal == SIGHUP ? "hung up" : signal == SIGQUIT ? "quit" : "terminated")
      throw ExitStatus.killed(by: signal)
    }
  }

  private var colorMode: ColorMode {
    ColorMode.decide(
      noColorFlag: settings.noColor, noColorEnvironment: ambient.environment["NO_COLOR"],
      term: ambient.environment["TERM"], outputIsTerminal: ambient.standardErrorIsTerminal)
  }

  /// Long text goes to `$VISUAL`/`$EDITOR` only when the user has set one.
  private var externalEditor: ExternalEditor? {
    let visual = ambient.environment["VISUAL"].flatMap { $0.isEmpty ? nil : $0 }
    let editor = ambient.environment["EDITOR"].flatMap { $0.isEmpty ? nil : $0 }
    guard visual != nil || editor != nil else { return nil }
    return ExternalEditor(visual: visual, editor: editor, environment: ambient.environment)
  }

  /// Long pages go to `$PAGER` only when the user has set one.
  private var pager: ExternalPager? {
    guard let pager = ambient.environment["PAGER"], !pager.isEmpty else { return nil }
    return ExternalPager(command: pager, environment: ambient.environment)
  }

  /// A person at the terminal: the wizard.
  private func converse(
    _ session: consuming FillSession, editor: any LineEditor, resultWriter: ResultWriter,
    transcript: Transcript?, events: EventSink?
  ) -> (FillOutcome, FillSession) {
    var wizardSettings = Wizard.Settings(
      style: TerminalStyle(mode: colorMode), review: settings.review ?? true,
      externalEditor: externalEditor, pager: pager,
      pageLines: max(5, (ambient.terminalRows ?? 25) - 2),
      resultProblem: resultWriter.problem(with:))
    wizardSettings.pageColumns = ambient.terminalColumns ?? 80
    if resultWriter.editsInPlace, let file = resultWriter.target.path {
      wizardSettings.editedFile = file
      wizardSettings.fileChanges = resultWriter.fileChanges
    }
    if let events {
      wizardSettings.events = { @Sendable event in events.write(event) }
    }
    let wizard = Wizard(
      session: consume session, editor: editor, settings: wizardSettings,
      transcript: transcript.map { file in file.record })
    let outcome = wizard.run()
    return (outcome, wizard.finalSession)
  }

  /// No person: piped lines answer, or nothing does (`-y`, `-a -`), by the core's policy.
  private func fillWithoutPerson(
    _ session: consuming FillSession, transcript: Transcript?, events: EventSink?
  ) -> (FillOutcome, FillSession) {
    // copier prints its messages on standard error with --defaults too.
    message(session.form.openingMessage, session)
    let readsLines = !settings.defaultsOnly && !stdinIsAnswers
    var driver = FillDriver(
      session: consume session,
      answers: readsLines
        ? PipedAnswers(DescriptorBytes(fileDescriptor: 0, timeout: timeout)) : nil)
    if let transcript {
      driver.observers.append(
        SilentConversation(style: TerminalStyle(mode: colorMode), record: transcript.record))
    }
    if let events { driver.observers.append(events) }
    let result = driver.run()
    if case .finished = result { message(driver.session.form.closingMessage, driver.session) }
    return (result, driver.session)
  }

  /// copier's `_message_before_copy` or `_message_after_copy`, rendered with the answers
  /// known then, on standard error.
  private func message(_ template: Template?, _ session: FillSession) {
    guard let template, let text = session.renderedMessage(template) else { return }
    StandardError.write(SafeText.neutralise(text) + "\n")
  }

  /// - Throws: `ExitStatus.ioError` (after saying so) when libedit cannot be set up.
  private func makeEditor(session: TerminalSession) throws -> any LineEditor {
    // The conversation goes to stderr; when stderr is redirected (`2>log`) it goes to the
    // terminal itself, so the person still sees the questions.
    let terminal = ambient.standardErrorIsTerminal ? -1 : open("/dev/tty", O_WRONLY | O_CLOEXEC)
    defer { if terminal >= 0 { close(terminal) } }
    guard
      let editor = LibEditLineEditor(
        session: session, inputDescriptor: 0, outputDescriptor: terminal >= 0 ? terminal : 2,
        timeout: timeout, currentDirectory: ambient.workingDirectory,
        homeDirectory: ambient.homeDirectory)
    else {
      StandardError.write("formline: error: cannot set up the terminal\n")
      throw ExitStatus.ioError
    }
    return editor
  }

  /// `--timeout` as a duration.
  private var timeout: Duration? {
    settings.timeoutSeconds.map { Duration.milliseconds(Int64($0 * 1000)) }
  }

  private func openTranscript() throws -> Transcript? {
    guard let path = settings.transcript else { return nil }
    // A resumed run continues the record of the part it resumes.
    do {
      return try Transcript(path: path, appending: settings.resume)
    } catch {
      StandardError.write(
        "formline: error: \(path): cannot write the transcript: \(error.description)\n")
      throw ExitStatus.cannotWrite
    }
  }

  /// A transcript that could not be written in full fails the run (exit 73) after the
  /// result is written: the answers are not lost, and the record is known to be partial.
  private func checkTranscript(_ transcript: Transcript?) throws {
    guard let path = settings.transcript, let failure = transcript?.failure else { return }
    StandardError.write(
      "formline: error: \(path): the transcript is incomplete: \(String(cString: strerror(failure)))\n"
    )
    throw ExitStatus.cannotWrite
  }

  private func restoreDraft(
    into session: inout FillSession, drafts: DraftStore, printer: inout DiagnosticPrinter
  ) throws {
    switch drafts.load(forForm: settings.form) {
    case nil:
      StandardError.write("formline: no saved draft for \(settings.form); starting afresh\n")
    case .failure(let diagnostic)?:
      printer.print(diagnostic)
      throw ExitStatus.invalidData
    case .success(let draft)?:
      session.restore(draft)
    }
  }

  private func saveDraft(
    _ session: FillSession, drafts: DraftStore, transcript: Transcript? = nil, reason: String
  ) {
    let draft = Draft(session: session, formPath: settings.form, savedAt: Date())
    do {
      try drafts.save(draft)
      let message =
        "formline: \(reason); nothing written. Answers so far are saved (secrets excluded).\n"
        + "Continue with: \(resumeCommand)\n"
      transcript?.record(message)
      StandardError.write("\n" + message)
    } catch {
      StandardError.write(
        "\nformline: \(reason); nothing written; the draft could not be saved: \(error.message)\n")
    }
  }

  /// The command that continues this run: `--resume` with the options that decide where
  /// and how the result is written, so following the hint writes the same file.
  private var resumeCommand: String {
    var words = ["formline", settings.form, "--resume"]
    if let dialect = settings.dialect { words += ["--from", dialect.rawValue] }
    let output = settings.output
    if let path = output.path { words += ["-o", path] }
    if let format = output.formatName { words += ["-f", format] }
    if let template = output.template { words += ["--template", template] }
    if let prefix = settings.answers.environmentPrefix { words += ["--env-prefix", prefix] }
    if let transcript = settings.transcript { words += ["--transcript", transcript] }
    return words.map(shellQuoted).joined(separator: " ")
  }

  /// The form's path as sh reads it back (quoted scalar by scalar, so no combining mark
  /// can hide a `'`), with controls made visible for the terminal.
  private func shellQuoted(_ text: String) -> String {
    SafeText.neutraliseSingleLine(EnvWriter.quoted(text))
  }
}
