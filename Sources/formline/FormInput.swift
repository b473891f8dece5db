import ArgumentParser
import FormlineCore
import Foundation

/// Loading the form and the answers for a command, printing what goes wrong and mapping it
/// to the exit statuses of SPEC §1.
enum FormInput {
  /// - Returns: The form; warnings are printed.
  /// - Throws: `ExitStatus.cannotRead` or `ExitStatus.invalidData` after printing why.
  static func loadForm(
    _ path: String, dialect: FormDialect? = nil, allowsOutside: Bool = false,
    surroundings: Surroundings, printer: inout DiagnosticPrinter
  ) throws -> Form {
    var loader = FormLoader(dialect: dialect, surroundings: surroundings)
    loader.allowsOutside = allowsOutside
    // Messages quote only the texts the loader read: a pipe is not read twice, and an
    // included file that is not a form is never quoted.
    var sources: [String: String] = [:]
    let result: Result<FormLoader.Loaded, FormLoader.Failure>
    if path == "-" {
      let text = try readFile(path, printer: &printer)
      sources[path] = text
      result = Result { () throws(FormLoader.Failure) in try loader.load(text: text, file: path) }
    } else {
      result = Result { () throws(FormLoader.Failure) in
        try loader.load(path: path, sources: &sources)
      }
    }
    printer.remember(sources)
    switch result {
    case .success(let loaded):
      printer.print(loaded.warnings)
      return loaded.form
    case .failure(.unreadable(let diagnostic)):
      printer.print(diagnostic)
      throw ExitStatus.cannotRead
    case .failure(.invalid(let diagnostics)):
      printer.print(diagnostics)
      throw ExitStatus.invalidData
    }
  }

  /// Merges `--env-prefix`, `--answers` and `--set` in SPEC §4's order.
  /// - Throws: exit statuses after printing every problem.
  static func presets(
    _ sources: AnswerSources, form: Form, ambient: Ambient, printer: inout DiagnosticPrinter
  ) throws -> PresetAnswers {
    var presets = PresetAnswers()
    if let prefix = sources.environmentPrefix {
      presets.mergeEnvironment(prefix: prefix, environment: ambient.environment, form: form)
    }
    for file in sources.files {
      let text = try readFile(file, printer: &printer)
      let name = file == "-" ? "<stdin>" : file
      printer.remember(text, as: name)
      presets.mergeAnswersDocument(text, file: name, form: form)
    }
    presets.mergeSetArguments(sources.assignments, form: form)
    printer.print(presets.diagnostics)
    if presets.diagnostics.contains(where: { $0.severity == .error }) {
      // The answers that could be placed are still checked, so one bad path does not
      // hide the other problems.
      let checked = fillWithoutAsking(
        form, presets: presets, surroundings: ambient.surroundings(now: Date()))
      printer.print(
        checked.session.problems.filter { problem in
          // An unanswered required field is the consequence of the stop, not another problem.
          problem.message != FillDriver.noAnswerGiven
        })
      throw ExitStatus.invalidData
    }
    return presets
  }

  /// The text of an input file (`-` is standard input).
  /// - Throws: `ExitStatus.cannotRead` or `ExitStatus.invalidData` after printing why.
  static func readFile(_ path: String, printer: inout DiagnosticPrinter) throws -> String {
    do {
      if path == "-" { return try FileSource().read(descriptor: 0, named: "<stdin>") }
      return try FileSource().read(path)
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

  /// Fills the form from its presets and defaults without asking anything, as `validate`
  /// and `show` need; a required field nobody answered notes how to answer it.
  /// - Returns: The outcome and the session as filled.
  static func fillWithoutAsking(
    _ form: Form, presets: PresetAnswers, surroundings: Surroundings
  ) -> (outcome: FillOutcome, session: FillSession) {
    let session = FillSession(
      form: form, presets: presets,
      options: FillOptions(interactive: false, surroundings: surroundings))
    var driver = FillDriver(session: session, answers: nil)
    var outcome = driver.run()
    if case .invalid(let problems) = outcome {
      outcome = .invalid(problems.map(AnswerOptionHint.added))
    }
    return (outcome, driver.session)
  }

  /// `--now` as an instant, read strictly by the one reader every command and draft uses;
  /// the current time without it.
  /// - Throws: A `ValidationError` (a usage error, 64) naming the option and the reason.
  static func parseNow(_ text: String?) throws -> Date {
    guard let text else { return Date() }
    do {
      return try InstantText.parse(text, timeZone: .current)
    } catch {
      throw ValidationError(
        "--now: '\(text)' is not an ISO 8601 date or date and time "
          + "(such as 2026-11-23T10:00:00Z): \(error.message)")
    }
  }
}
