import ArgumentParser
import FormlineCore
import FoundationEssentials
import Glibc

/// `formline validate FORM [--answers F]`: every problem of a form, and of answers checked
/// against it, in one run.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check a form, and optionally answers against it; list every problem.",
    discussion: """
      Exit status 0 when valid, 65 when the form or the answers have problems, 66 when a \
      file cannot be read. Warnings (unknown keys) do not fail validation unless --strict \
      is given. With --each, every answers file is checked on its own in one run: 65 if \
      any is invalid, else 66 if any cannot be read.
      """
  )

  @Argument(
    help: ArgumentHelp("The form file (JSON or YAML).", valueName: "form"),
    completion: .file(extensions: ["yaml", "yml", "json"]))
  var form: String

  @OptionGroup var source: FormSourceOptions

  @OptionGroup var answers: AnswerOptions

  @ArgumentParser.Option(
    help: ArgumentHelp(
      "Reference instant for relative dates in bounds and answers (ISO 8601).", valueName: "iso"))
  var now: String?

  @ArgumentParser.Option(
    parsing: .upToNextOption,
    help: ArgumentHelp(
      "Check each of these answers files on its own (after --answers, under --set); @LIST reads the names from a file, - from standard input. Exit 65 if any is invalid.",
      valueName: "file"),
    completion: .file())
  var each: [String] = []

  @ArgumentParser.Option(
    help: ArgumentHelp(
      "How --each reports: text, or jsonl (one JSON object per file).", valueName: "format"))
  var format: BatchValidation.Report = .text

  @ArgumentParser.Option(
    help: ArgumentHelp(
      "How many files --each checks at once (default: one per processor); results keep the order of the files.",
      valueName: "n"))
  var jobs: Int?

  @Flag(
    help: ArgumentHelp(
      "With a JSON Schema, a value that does not match its 'format' is an error, not a warning."))
  var strictFormats = false

  @Flag(help: "Fail (exit 65) on warnings too, such as a key the form does not have; for CI.")
  var strict = false

  /// A bad `--now` is a usage error whether or not answers are checked.
  func validate() throws {
    _ = try FormInput.parseNow(now)
    if each.contains("-") && answers.sources.readsStandardInput {
      throw ValidationError("--each - and --answers - cannot both read standard input")
    }
    if format != .text && each.isEmpty {
      throw ValidationError("--format applies to --each")
    }
    if let jobs {
      guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
      guard !each.isEmpty else { throw ValidationError("--jobs applies to --each") }
    }
  }

  func run() throws {
    var printer = DiagnosticPrinter()
    let ambient = Ambient.read()
    // Defaults bound by relative dates are checked at `--now` too.
    let surroundings = ambient.surroundings(now: try FormInput.parseNow(now))
    let schemaDocument = try schemaDocumentCheck(surroundings: surroundings, printer: &printer)
    let schemaCheck = schemaDocument?.check
    if let schemaDocument, answersAreWholeFiles {
      try runWithSchema(schemaDocument, ambient: ambient, printer: &printer)
      return
    }
    if let schemaCheck, !schemaCheck.describesObject, answers.sources.isEmpty, each.isEmpty {
      // No form is built from a schema of a list, a string or a union; it is valid once
      // compiled.
      print("\(SafeText.neutraliseSingleLine(form)): valid schema")
      return
    }
    let loaded = try FormInput.loadForm(
      form, dialect: source.dialect, allowsOutside: source.allowOutside,
      surroundings: surroundings, printer: &printer)
    // The parts a fill builds only when it reaches them are all built once here, so a
    // problem in one no answer reaches is reported too.
    let unreached = loaded.problemsOfPendingParts()
    printer.print(unreached)
    if unreached.contains(where: { $0.severity == .error }) { throw ExitStatus.invalidData }
    var formCheck = FormInput.schemaCheck(for: loaded, printer: &printer)
    formCheck?.strictFormats = strictFormats
    // A fill may skip what it cannot check; validate cannot call such a value valid.
    formCheck?.skipsUnavailableReferences = false
    if !each.isEmpty {
      try runEach(
        loaded, schemaCheck: formCheck, surroundings: surroundings, ambient: ambient,
        printer: &printer)
      return
    }
    let checksAnswers =
      !answers.sources.isEmpty
    if checksAnswers {
      let presets = try FormInput.presets(
        answers.sources, form: loaded, surroundings: surroundings, ambient: ambient,
        printer: &printer)
      let checked = FormInput.checkWithoutAsking(
        FillSession(
          form: loaded, presets: presets,
          options: FormInput.optionsWithoutAsking(
            surroundings: surroundings, schemaCheck: formCheck)))
      if case .invalid(let diagnostics) = checked.verdict {
        printer.print(diagnostics)
        throw ExitStatus.invalidData
      }
      printer.print(
        checked.session.shownProblems.filter { $0.severity == .warning && !unreached.contains($0) }
          + checked.session.unusedPresetWarnings(after: checked.verdict))
    }
    if strict && printer.warningCount > 0 {
      let warnings = printer.warningCount
      StandardError.write(
        "\(SafeText.neutraliseSingleLine(form)): invalid under --strict "
          + "(\(warnings) warning\(warnings == 1 ? "" : "s"))\n")
      throw ExitStatus.invalidData
    }
    let count = FormStatistics(form: loaded).valueFieldCount
    print(
      "\(SafeText.neutraliseSingleLine(form)): valid (\(count) field\(count == 1 ? "" : "s"))\(checksAnswers ? "; answers valid" : "")"
    )
  }
}

extension ValidateCommand {
  /// Whether the answers are files to be judged exactly as written.
  ///
  /// One `--answers` file, or `--each` files, with nothing (`--set`, `--env-prefix`,
  /// shared `--answers`) merged into them: a JSON Schema then judges each document alone,
  /// as any validator would.
  private var answersAreWholeFiles: Bool {
    let filesOnly = answers.set.isEmpty && answers.envPrefix == nil
    return filesOnly && (each.isEmpty ? answers.answers.count == 1 : answers.answers.isEmpty)
      && (form != "-" || !answers.sources.readsStandardInput)
  }

  /// The evaluator, when the form is a JSON Schema (`--from json-schema`, or a `$schema`
  /// naming a draft), whatever its root describes.
  private func schemaDocumentCheck(
    surroundings: Surroundings, printer: inout DiagnosticPrinter
  ) throws -> SchemaDocument? {
    // Read twice (here, then by the form's loader if it is not a schema): a pipe or a
    // device could be read only once, so only a regular file is looked at here.
    var status = stat()
    guard form != "-", stat(form, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      return nil
    }
    let text = try FormInput.readFile(form, printer: &printer)
    printer.remember(text, as: form)
    // The files its `$ref`s name are read as loading it as a form reads them.
    var loader = FormLoader(
      limits: try FormInput.loadLimits(printer: &printer), dialect: source.dialect,
      surroundings: surroundings)
    loader.allowsOutside = source.allowOutside
    do {
      let (file, dialect, strictFormats, loader) = (form, source.dialect, strictFormats, loader)
      let compile = { () throws(Diagnostic) -> SchemaInstanceCheck? in
        var check = try SchemaInstanceCheck(
          schemaDocument: text, file: file, dialect: dialect, loader: loader)
        check?.strictFormats = strictFormats
        return check
      }
      return try compile().map {
        SchemaDocument(check: $0, size: text.utf8.count, compileAgain: { try? compile() })
      }
    } catch {
      printer.print(error)
      throw ExitStatus.invalidData
    }
  }

  /// `validate SCHEMA --answers FILE` or `--each FILE…`, judged by the evaluator alone:
  /// the schema compiled once, each file parsed and evaluated, no form built.
  private func runWithSchema(
    _ document: SchemaDocument, ambient: Ambient, printer: inout DiagnosticPrinter
  ) throws {
    let check = document.check
    // Said once, as loading the schema as a form says it.
    printer.print(check.compileWarnings)
    guard each.isEmpty else {
      let files = try AnswersFileList.expand(each, printer: &printer)
      var batch = BatchValidation(
        plan: nil, shared: PresetAnswers(), assignments: [], report: format, schemaCheck: check,
        strict: strict)
      batch.allowsComments = answers.jsonc || check.answersAllowComments
      batch.jobs = jobCount
      batch.threadSchemaChecks = document.copies(forThreads: jobCount, files: files.count)
      try finish(try batch.run(files))
      return
    }
    try validate(answers.answers[0], with: check, printer: &printer)
    print("\(SafeText.neutraliseSingleLine(form)): valid schema; answers valid")
  }

  /// One answers file judged whole by the schema's evaluator: every problem listed, exit 65
  /// if any is an error (or, under `--strict`, any problem at all).
  private func validate(
    _ file: String, with check: SchemaInstanceCheck, printer: inout DiagnosticPrinter
  ) throws {
    let text = try FormInput.readFile(file, printer: &printer)
    let name = file == "-" ? "<stdin>" : file
    printer.remember(text, as: name)
    let problems = check.diagnostics(
      forDocument: text, file: name,
      options: answers.jsonc || check.answersAllowComments ? .jsonc : .strict)
    printer.print(problems)
    if problems.contains(where: { $0.severity == .error }) || (strict && !problems.isEmpty) {
      throw ExitStatus.invalidData
    }
  }

  /// `--each`: one result per file, then exit 65 if any was invalid, else 66 if any could
  /// not be read.
  private func runEach(
    _ form: Form, schemaCheck: SchemaInstanceCheck?, surroundings: Surroundings,
    ambient: Ambient, printer: inout DiagnosticPrinter
  ) throws {
    let files = try AnswersFileList.expand(each, printer: &printer)
    let shared = try FormInput.presets(
      AnswerSources(files: answers.answers, environmentPrefix: answers.envPrefix), form: form,
      surroundings: surroundings, ambient: ambient, printer: &printer)
    let options = FormInput.optionsWithoutAsking(
      surroundings: surroundings, schemaCheck: schemaCheck)
    var batch = BatchValidation(
      plan: FillPlan(form: form, options: options), shared: shared, assignments: answers.set,
      report: format, schemaCheck: nil, strict: strict)
    batch.allowsComments = answers.jsonc || form.answersAllowComments
    batch.jobs = jobCount
    try finish(try batch.run(files))
  }

  /// `--jobs`, else one per processor the process may run on.
  private var jobCount: Int {
    jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount)
  }

  /// The summary of `--each` and its exit status.
  private func finish(_ tally: BatchValidation.Tally) throws {
    if format == .text {
      let good = tally.files - tally.invalid - tally.unreadable
      StandardError.write(
        "\(self.form): \(good) of \(tally.files) answers file\(tally.files == 1 ? "" : "s") valid\n"
      )
    }
    if tally.invalid > 0 { throw ExitStatus.invalidData }
    if tally.unreadable > 0 { throw ExitStatus.cannotRead }
  }
}

extension BatchValidation.Report: ExpressibleByArgument {}

/// Counts for summaries.
struct FormStatistics {
  let form: Form

  var valueFieldCount: Int { count(form) }

  private func count(_ form: Form) -> Int {
    form.fields.reduce(0) { total, field in
      if let subform = field.subform { return total + count(subform) }
      return total + (field.producesValue ? 1 : 0)
    }
  }
}
