import Dispatch
import FormlineCore
import FoundationEssentials

/// `validate FORM --each FILE…`: each answers file checked on its own against one loaded
/// form, as if it were the last `--answers` of its own `validate` run.
///
/// One process for many files: the form is loaded once, what every fill of it shares is
/// worked out once (`FillPlan`), and the answers given to every run (`--env-prefix`,
/// `--answers`) are merged once; each file then costs reading it and a non-interactive
/// check that starts from the plan (a fill's walk, without building its result).
struct BatchValidation: Sendable {
  /// How results are reported.
  enum Report: String, CaseIterable {
    /// Problems on standard error with their source lines; one summary line per file on
    /// standard output.
    case text
    /// One JSON object per file on standard output, for CI.
    case jsonl
  }

  /// How many files were invalid or unreadable.
  struct Tally {
    var files = 0
    var invalid = 0
    var unreadable = 0
  }

  /// What every fill of the form shares (with a JSON Schema form's compiled schema, which
  /// judges each fill's result too, among its options); nil when `schemaCheck` judges every
  /// file alone.
  let plan: FillPlan?
  /// `--env-prefix` and `--answers`, merged once.
  let shared: PresetAnswers
  /// `--set`, applied over each file.
  let assignments: [String]
  /// `--jsonc`: `.json` files may carry comments and trailing commas.
  var allowsComments = false
  let report: Report
  /// A JSON Schema form's evaluator: each file is then judged whole by the schema, without
  /// a fill.
  let schemaCheck: SchemaInstanceCheck?
  /// The same schema compiled again for each thread after the first (`SchemaDocument`);
  /// empty when the threads share `schemaCheck`.
  var threadSchemaChecks: [SchemaInstanceCheck] = []
  /// `--strict`: a warning makes a file invalid too.
  let strict: Bool

  /// `--jobs`: how many files are checked at once, on as many threads.
  var jobs = 1

  /// What checking one file found.
  struct Verdict: Sendable {
    var problems: [Diagnostic]
    /// The file's text, to quote its lines; nil when it was not read as text (found valid
    /// from its bytes, or unreadable).
    var text: String?
    var unreadable = false
  }

  /// Checks each file, printing the results in the order of `files` (JSON lines a block at
  /// a time).
  ///
  /// With `jobs` above one, files are checked a block at a time on that many threads, and
  /// each block's results printed in order once all of them are known.
  func run(_ files: [String]) throws -> Tally {
    var tally = Tally()
    // JSON lines are written in blocks: one write per file was a tenth of the cost of
    // checking a small one.
    var lines: [UInt8] = []
    lines.reserveCapacity(BatchValidation.blockSize + 4_096)
    // The limits were checked when the form was loaded.
    let limits = (try? LimitSettings.current.get()) ?? LoadLimits()
    let reader = FileSource(maximumSize: limits.maximumFileSize)
    if jobs > 1 && files.count >= BatchValidation.leastForThreads {
      for start in stride(from: 0, to: files.count, by: BatchValidation.filesAtOnce) {
        let block = Array(files[start..<min(start + BatchValidation.filesAtOnce, files.count)])
        for (file, verdict) in zip(block, judgeAtOnce(block, reader: reader)) {
          try report(file, verdict, tally: &tally, lines: &lines)
        }
      }
    } else {
      var directory = OpenDirectory()
      for file in files {
        try report(
          file, judge(file, reader: reader, directory: &directory, schemaCheck: schemaCheck),
          tally: &tally, lines: &lines)
      }
    }
    if !lines.isEmpty { try StandardOutput.write(bytes: lines) }
    return tally
  }

  /// Fewer files than this are checked on one thread: starting threads would cost more.
  static let leastForThreads = 64
  /// How many files are checked at once between printing results.
  static let filesAtOnce = 1024

  /// The verdicts of `files`, in order, found on `jobs` threads (each taking every
  /// `jobs`-th file).
  private func judgeAtOnce(_ files: [String], reader: FileSource) -> [Verdict] {
    let workers = min(jobs, files.count)
    let found = ThreadResults<Verdict>(workers: workers)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var directory = OpenDirectory()
      let check =
        worker > 0 && worker <= threadSchemaChecks.count
        ? threadSchemaChecks[worker - 1] : schemaCheck
      var verdicts: [Verdict] = []
      verdicts.reserveCapacity(files.count / workers + 1)
      for index in stride(from: worker, to: files.count, by: workers) {
        verdicts.append(
          judge(files[index], reader: reader, directory: &directory, schemaCheck: check))
      }
      found.store(verdicts, from: worker)
    }
    let byWorker = found.results
    return files.indices.map { byWorker[$0 % workers][$0 / workers] }
  }

  /// Counts one file's verdict and prints it (JSON lines into `lines`, written a block at a
  /// time).
  private func report(
    _ file: String, _ verdict: Verdict, tally: inout Tally, lines: inout [UInt8]
  ) throws {
    let problems = verdict.problems
    tally.files += 1
    if verdict.unreadable {
      tally.unreadable += 1
    } else if !isValid(problems) {
      tally.invalid += 1
    }
    switch report {
    case .text:
      try print(file, problems, source: verdict.text)
    case .jsonl:
      if problems.isEmpty {
        FileReport.appendFlawlessLine(file: file, to: &lines)
      } else {
        FileReport(file: file, problems: problems, valid: isValid(problems))
          .appendJSONLine(to: &lines)
        lines.append(UInt8(ascii: "\n"))
      }
      if lines.count >= BatchValidation.blockSize {
        try StandardOutput.write(bytes: lines)
        lines.removeAll(keepingCapacity: true)
      }
    }
  }

  /// One file's check.
  private func judge(
    _ file: String, reader: FileSource, directory: inout OpenDirectory,
    schemaCheck: SchemaInstanceCheck?
  ) -> Verdict {
    switch read(file, from: reader, directory: &directory) {
    case .failure(let unreadable):
      return Verdict(problems: [unreadable], unreadable: true)
    case .success(let bytes):
      // Most files of a batch are JSON of ASCII text, judged from their bytes; only the
      // others are read as text.
      // Called through the optional: binding it copied the check, each of its parts
      // counted up and down, for every file.
      switch schemaCheck?.verdict(
        document: bytes, file: file, options: allowsComments ? .jsonc : .strict)
      {
      case .flawless?: return Verdict(problems: [])
      case .problems(let problems)?:
        return Verdict(problems: problems, text: String(decoding: bytes, as: UTF8.self))
      case .unknown?, nil: break
      }
      switch Result(catching: { () throws(FileSource.Failure) in
        try reader.text(of: bytes, named: file)
      }) {
      case .failure(.unreadable(let problem)), .failure(.invalid(let problem)):
        return Verdict(problems: [problem], unreadable: true)
      case .success(let read):
        return Verdict(problems: check(read, file: file, schemaCheck: schemaCheck), text: read)
      }
    }
  }

  /// How much JSON-lines output is gathered before it is written.
  static let blockSize = 1 << 16

  /// The problems of one file: its errors and its warnings (a key the form does not have,
  /// an answer for a hidden field), as `validate` prints them for a single file.
  func check(_ text: String, file: String, schemaCheck: SchemaInstanceCheck?) -> [Diagnostic] {
    if let schemaCheck {
      return schemaCheck.diagnostics(
        forDocument: text, file: file, options: allowsComments ? .jsonc : .strict)
    }
    guard let plan else { return [] }
    let form = plan.form
    var presets = shared
    presets.mergeAnswersDocument(
      text, file: file, form: form,
      dialect: AnswersDialect.of(path: file, text: text, allowsComments: allowsComments))
    presets.mergeSetArguments(assignments, form: form)
    // The shared answers' own problems were reported once, before the batch.
    let problems = Array(presets.diagnostics.dropFirst(shared.diagnostics.count))
    if problems.contains(where: { $0.severity == .error }) { return problems }
    let checked = FormInput.checkWithoutAsking(FillSession(plan: plan, presets: presets))
    if case .invalid(let diagnostics) = checked.verdict {
      return problems + diagnostics.filter { found in !problems.contains(found) }
    }
    return problems + checked.session.shownProblems.filter { $0.severity == .warning }
      + checked.session.unusedPresetWarnings(after: checked.verdict)
  }

  /// A file with no error is valid; under `--strict` it must have no warning either.
  func isValid(_ problems: [Diagnostic]) -> Bool {
    strict ? problems.isEmpty : !problems.contains { $0.severity == .error }
  }

  private func read(_ file: String, from source: FileSource, directory: inout OpenDirectory)
    -> Result<[UInt8], Diagnostic>
  {
    do {
      if file == "-" {
        return .success(Array(try source.read(descriptor: 0, named: "<stdin>").utf8))
      }
      let (under, offset) = directory.locate(file)
      return .success(try source.bytes(file, in: under, from: offset))
    } catch {
      switch error {
      case .unreadable(let diagnostic), .invalid(let diagnostic): return .failure(diagnostic)
      }
    }
  }

  /// One file's result as text: its problems on standard error, its verdict on standard
  /// output.
  private func print(_ file: String, _ problems: [Diagnostic], source: String?) throws {
    if !problems.isEmpty {
      var printer = DiagnosticPrinter()
      if let source { printer.remember(source, as: file) }
      printer.print(problems.map { $0.locatedIn(file) })
    }
    let count = problems.count
    let verdict =
      count == 0
      ? "valid"
      : source == nil
        ? "cannot be read"
        : "\(isValid(problems) ? "valid" : "invalid") (\(count) problem\(count == 1 ? "" : "s"))"
    try StandardOutput.write("\(file): \(verdict)\n")
  }
}

extension Diagnostic {
  /// The diagnostic, placed in `file` when it names no place (a missing required field),
  /// so every message of a batch says which file it is about.
  func locatedIn(_ file: String) -> Diagnostic {
    guard location == nil else { return self }
    var placed = self
    placed.location = SourceLocation(file: file)
    return placed
  }
}
