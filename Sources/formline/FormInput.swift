import ArgumentParser
import FormlineCore
import FoundationEssentials

/// Loading the form and the answers for a command, printing what goes wrong and mapping it
/// to the exit statuses of formline(1) EXIT STATUS.
enum FormInput {
  /// - Parameters:
  ///   - path: The form file.
  ///   - dialect: `--from`, or nil to decide by the file name.
  ///   - allowsOutside: `--allow-outside`: includes may leave the form's directory.
  ///   - warnings: How the form author's warnings are printed: in full (`validate`,
  ///     `--verbose`), or as one line that says how to see them (a fill, so a person filling
  ///     in someone else's form is not shown the author's problems on every run).
  ///   - surroundings: What the core is given of the process (now, directories).
  ///   - printer: Where problems go.
  /// - Returns: The form.
  /// - Throws: `ExitStatus.cannotRead` or `ExitStatus.invalidData` after printing why.
  static func loadForm(
    _ path: String, dialect: FormDialect? = nil, allowsOutside: Bool = false,
    warnings: FormWarnings = .listed, surroundings: Surroundings,
    printer: inout DiagnosticPrinter
  ) throws -> Form {
    var files: [String] = []
    return try loadForm(
      path, dialect: dialect, allowsOutside: allowsOutside, warnings: warnings,
      surroundings: surroundings, printer: &printer, files: &files)
  }

  /// `loadForm`, also giving every file read (the form, its includes and pages; canonical).
  static func loadForm(
    _ path: String, dialect: FormDialect? = nil, allowsOutside: Bool = false,
    warnings: FormWarnings = .listed, surroundings: Surroundings,
    printer: inout DiagnosticPrinter, files: inout [String]
  ) throws -> Form {
    let limits = try loadLimits(printer: &printer)
    var loader = FormLoader(limits: limits, dialect: dialect, surroundings: surroundings)
    loader.allowsOutside = allowsOutside
    // Messages quote only the texts the loader read: a pipe is not read twice, and an
    // included file that is not a form is never quoted.
    var sources: [String: String] = [:]
    let text: String? = path == "-" ? try readFile(path, printer: &printer) : nil
    // Caught as it is thrown rather than kept in a `Result`, whose generic type costs a
    // runtime conformance lookup on the way to the first prompt (docs/benchmarks.md).
    let loaded: FormLoader.Loaded
    do {
      if let text {
        sources[path] = text
        loaded = try loader.load(text: text, file: path)
      } else {
        loaded = try loader.load(path: path, sources: &sources)
      }
    } catch {
      printer.remember(sources)
      switch error {
      case .unreadable(let diagnostic):
        printer.print(diagnostic)
        throw ExitStatus.cannotRead
      case .invalid(let diagnostics):
        printer.print(diagnostics)
        throw ExitStatus.invalidData
      }
    }
    printer.rememberUnlessRereadable(sources)
    switch warnings {
    case .listed:
      printer.print(loaded.warnings)
    case .counted:
      if let line = FormWarnings.summary(
        count: loaded.warnings.filter { $0.severity == .warning }.count, form: path,
        dialect: dialect)
      {
        StandardError.write(line)
      }
    }
    files = loaded.files
    return loaded.form
  }

  /// Merges `--env-prefix`, `--answers` and `--set` in the order formline(1) gives.
  /// - Parameters:
  ///   - sources: Where the answers come from.
  ///   - form: The form they answer.
  ///   - surroundings: The run's surroundings (`--now`), for the answers checked when some
  ///     could not be placed.
  ///   - ambient: The environment, read once.
  ///   - printer: Where problems go.
  /// - Returns: The answers given in advance.
  /// - Throws: exit statuses after printing every problem.
  static func presets(
    _ sources: AnswerSources, form: Form, surroundings: Surroundings, ambient: Ambient,
    printer: inout DiagnosticPrinter
  ) throws -> PresetAnswers {
    var presets = PresetAnswers()
    if let prefix = sources.environmentPrefix {
      presets.mergeEnvironment(prefix: prefix, environment: ambient.environment, form: form)
    }
    for file in sources.files {
      let text = try readFile(file, printer: &printer)
      let name = file == "-" ? "<stdin>" : file
      printer.rememberUnlessRereadable([name: text])
      presets.mergeAnswersDocument(
        text, file: name, form: form,
        dialect: AnswersDialect.of(
          path: file, text: text,
          allowsComments: sources.allowsComments || form.answersAllowComments))
    }
    presets.mergeSetArguments(sources.assignments, form: form)
    presets.mergeUnsetArguments(sources.removals, form: form)
    printer.print(presets.diagnostics)
    if presets.diagnostics.contains(where: { $0.severity == .error }) {
      // The answers that could be placed are still checked, so one bad path does not
      // hide the other problems.
      let checked = fillWithoutAsking(form, presets: presets, surroundings: surroundings)
      printer.print(
        checked.session.shownProblems.filter { problem in
          // An unanswered required field is the consequence of the stop, not another problem.
          problem.kind != .noAnswerGiven
        })
      throw ExitStatus.invalidData
    }
    return presets
  }

  /// The text of an input file (`-` is standard input).
  /// - Throws: `ExitStatus.cannotRead` or `ExitStatus.invalidData` after printing why.
  static func readFile(_ path: String, printer: inout DiagnosticPrinter) throws -> String {
    let limits = try loadLimits(printer: &printer)
    do {
      let source = FileSource(maximumSize: limits.maximumFileSize)
      if path == "-" { return try source.read(descriptor: 0, named: "<stdin>") }
      return try source.read(path)
    } catch {
      switch error {
      case .unreadable(let diagnostic):
        printer.print(diagnostic)
        throw ExitStatus.cannotRead
      case .invalid(let diagnostic):
        printer.print(diagnostic)
        throw ExitStatus.invalidData
      }
    }
  }

  /// The limits of this run (`FORMLINE_MAX_*`).
  /// - Throws: `ExitStatus.usage` after printing why a variable cannot be used.
  static func loadLimits(printer: inout DiagnosticPrinter) throws -> LoadLimits {
    switch LimitSettings.current {
    case .success(let limits):
      return limits
    case .failure(let problem):
      printer.print(.error(problem.message))
      throw ExitStatus.usage
    }
  }

  /// Fills the form from its presets and defaults without asking anything, as `validate`
  /// and `show` need; a required field nobody answered notes how to answer it.
  /// - Returns: The outcome and the session as filled.
  static func fillWithoutAsking(
    _ form: Form, presets: PresetAnswers, surroundings: Surroundings,
    schemaCheck: SchemaInstanceCheck? = nil
  ) -> (outcome: FillOutcome, session: FillSession) {
    let options = optionsWithoutAsking(surroundings: surroundings, schemaCheck: schemaCheck)
    return fillWithoutAsking(FillSession(form: form, presets: presets, options: options))
  }

  /// The options of a fill without asking (`validate --each` makes its `FillPlan` with
  /// them).
  static func optionsWithoutAsking(
    surroundings: Surroundings, schemaCheck: SchemaInstanceCheck?
  ) -> FillOptions {
    var options = FillOptions(interactive: false, surroundings: surroundings)
    options.schemaCheck = schemaCheck
    return options
  }

  /// Runs `session` to its end without asking anything.
  static func fillWithoutAsking(_ session: consuming FillSession) -> (
    outcome: FillOutcome, session: FillSession
  ) {
    let (outcome, filled) = withoutAsking(session) { driver -> FillOutcome in
      let outcome = driver.run()
      guard case .invalid(let problems) = outcome else { return outcome }
      return .invalid(problems.map(AnswerOptionHint.added))
    }
    return (outcome, filled)
  }

  /// Checks the answers of `session` as a fill without asking would take them, without
  /// building the result (`validate`).
  static func checkWithoutAsking(_ session: consuming FillSession) -> (
    verdict: FillVerdict, session: FillSession
  ) {
    let (verdict, checked) = withoutAsking(session) { driver -> FillVerdict in
      let verdict = driver.check()
      guard case .invalid(let problems) = verdict else { return verdict }
      return .invalid(problems.map(AnswerOptionHint.added))
    }
    return (verdict, checked)
  }

  /// What `drive` makes of a driver of `session` without answers, and the session after.
  ///
  /// The session is moved into the driver: a copy left with the caller would share its
  /// tables, and the driver's first answer would copy them all (each reserved for every
  /// field of the form).
  private static func withoutAsking<Ending>(
    _ session: consuming FillSession, _ drive: (inout FillDriver) -> Ending
  ) -> (Ending, FillSession) {
    var driver = FillDriver(session: consume session, answers: nil)
    let ending = drive(&driver)
    return (ending, driver.session)
  }

  /// The compiled schema of a form read from a JSON Schema, which judges its results (a
  /// reference to a document formline does not have is skipped: the load said so); nil
  /// for other forms, or (after a warning saying so) when the schema cannot be compiled and
  /// only the form's own rules can check the result.
  static func schemaCheck(for form: Form, printer: inout DiagnosticPrinter) -> SchemaInstanceCheck?
  {
    do {
      var check = try SchemaInstanceCheck(form: form)
      check?.skipsUnavailableReferences = true
      return check
    } catch {
      var warning = error
      warning.severity = .warning
      warning.message += "; results are checked by the form's own rules only"
      printer.print(warning)
      return nil
    }
  }

  /// `--now` as an instant, read strictly by the one reader every command and draft uses;
  /// the current time without it.
  /// - Throws: A `ValidationError` (a usage error, 64) naming the option and the reason.
  static func parseNow(_ text: String?) throws -> Date {
    guard let text else { return Date() }
    do {
      return try InstantText.parse(text, timeZone: SystemZone.process.value)
    } catch {
      // The reader's reason names the text already; one sentence, then what is read.
      throw ValidationError(
        "--now: \(error.message); give a date (2026-11-23) or a date and time "
          + "(2026-11-23T10:00:00Z)")
    }
  }
}
