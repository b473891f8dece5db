import ArgumentParser
import FormlineCore
import FormlineTerminal
import Foundation

/// Loading the form and the answers for a command, printing what goes wrong and mapping it
/// to the exit statuses of SPEC §1.
enum FormInput {
  /// - Parameters:
  ///   - path: The form file.
  ///   - dialect: `--from`, or nil to decide by the file name.
  ///   - warnings: How the form author's warnings are printed: in full (`validate`,
  ///     `--verbose`), or as one line that says how to see them (a fill, so a person filling
  ///     in someone else's form is not shown the author's problems on every run).
  ///   - printer: Where problems go.
  /// - Returns: The form.
  /// - Throws: `ExitStatus.cannotRead` or `ExitStatus.invalidData` after printing why.
  static func loadForm(
    _ path: String, dialect: FormDialect? = nil, warnings: FormWarnings = .listed,
    printer: inout DiagnosticPrinter
  ) throws -> Form {
    do {
      let loaded = try FormLoader(dialect: dialect).load(path: path)
      switch warnings {
      case .listed:
        printer.print(loaded.warnings)
      case .counted:
        if let line = FormWarnings.summary(
          count: loaded.warnings.count, form: path, dialect: dialect)
        {
          StandardError.write(line)
        }
      }
      return loaded.form
    } catch {
      switch error {
      case .unreadable(let diagnostic):
        printer.print(diagnostic)
        throw ExitStatus.cannotRead
      case .invalid(let diagnostics):
        printer.print(diagnostics)
        throw ExitStatus.invalidData
      }
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
      let checked = fillWithoutAsking(form, presets: presets, now: Date(), ambient: ambient)
      printer.print(
        checked.session.problems.filter { problem in
          // An unanswered required field is the consequence of the stop, not another problem.
          !problem.message.hasPrefix("required, but no answer was given")
        })
      throw ExitStatus.invalidData
    }
    return presets
  }

  /// The text of an input file (`-` is standard input).
  /// - Throws: `ExitStatus.cannotRead` or `ExitStatus.invalidData` after printing why.
  static func readFile(_ path: String, printer: inout DiagnosticPrinter) throws -> String {
    do {
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
  /// and `show` need.
  /// - Returns: The outcome and the session as filled.
  static func fillWithoutAsking(
    _ form: Form, presets: PresetAnswers, now: Date, ambient: Ambient
  ) -> (outcome: WizardOutcome, session: FillSession) {
    let session = FillSession(
      form: form, presets: presets,
      options: FillOptions(
        interactive: false, now: now, workingDirectory: ambient.workingDirectory,
        dateOrder: .fromEnvironment(ambient.environment)))
    let wizard = Wizard(
      session: session, editor: PipedLineReader(fileDescriptor: -1),
      settings: Wizard.Settings(
        style: TerminalStyle(mode: .plain), review: false, defaultsOnly: true))
    return (wizard.run(), wizard.finalSession)
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
