import FormlineCore
import FormlineTerminal
import FoundationEssentials
import Glibc

/// Renders the result in the chosen format or template and writes it to stdout or,
/// atomically, to `--output`.
struct ResultWriter: Sendable {
  let target: OutputTarget
  let form: Form
  /// The process's umask, applied to a new output file.
  let fileCreationMask: UInt32
  /// `--env-prefix`: env output names its variables as the answers were read (`APP_…`).
  var environmentPrefix: String?
  /// The output is one of the answers files (`-a F -o F`, `--edit F`): it is edited in
  /// place, in its own dialect, rather than written anew.
  var editsInPlace = false
  /// `--jsonc`: a `.json` file edited in place is JSON with comments.
  var allowsComments = false
  /// `--unset`: properties left out of the result.
  var removals: [FieldPath] = []

  /// The result without the properties `--unset` names.
  private func leavingOut(_ result: AnswerValue) -> AnswerValue {
    guard !removals.isEmpty else { return result }
    // A root that is no object (a list, a union's value) is named inside the form's
    // wrapper, as `--unset` read it: `[0].name` is `value[0].name`.
    if form.wrapsRootValue {
      let root = FieldPath.root.appending(Form.rootValueKey)
      var answers = Answers()
      answers[root] = result
      for path in removals { answers[path] = nil }
      return answers[root] ?? result
    }
    guard case .object(let members) = result else { return result }
    var answers = Answers(members)
    for path in removals { answers[path] = nil }
    return answers.value
  }

  /// The last word before anything is written: a result the form's JSON Schema refuses is
  /// not written, and each error is named with its path and the schema rule.
  /// - Throws: `ExitStatus.invalidData` after printing the errors.
  func refuseUnlessSchemaAccepts(
    _ given: AnswerValue, _ check: SchemaInstanceCheck?, printer: inout DiagnosticPrinter
  ) throws {
    guard let check else { return }
    let errors = check.diagnostics(forResult: leavingOut(given)).filter {
      $0.severity == .error
    }
    guard !errors.isEmpty else { return }
    printer.print(
      errors.map { error in
        var refused = error
        refused.message = "the schema refuses the result: " + error.message
        return refused
      })
    StandardError.write("formline: nothing written\n")
    throw ExitStatus.invalidData
  }

  func write(_ given: AnswerValue, printer: inout DiagnosticPrinter) throws {
    let result = leavingOut(given)
    if editsInPlace, let path = target.path {
      try writeInPlace(result, to: path, printer: &printer)
      return
    }
    let text = try render(result, printer: &printer)
    guard let path = target.path else {
      try StandardOutput.write(text)
      return
    }
    if target.showsDiff {
      let current =
        FileManager.default.fileExists(atPath: path)
        ? try FormInput.readFile(path, printer: &printer) : ""
      try StandardOutput.write(UnifiedDiff.render(original: current, edited: text, name: path))
      return
    }
    try replace(path, with: text, printer: &printer)
  }

  /// Changes only the text of what changed in the file; a file that already holds the
  /// result is not touched at all.
  private func writeInPlace(
    _ result: AnswerValue, to path: String, printer: inout DiagnosticPrinter
  ) throws {
    let text = try FormInput.readFile(path, printer: &printer)
    let dialect = AnswersDialect.of(path: path, text: text, allowsComments: allowsComments)
    let edit: InPlaceEdit
    do {
      edit = try InPlaceEdit(
        text: text, file: path, dialect: dialect, result: result,
        removable: { FieldLookup.field(at: $0, in: form) != nil },
        nullIsUnanswered: { _ in nullIsUnanswered })
    } catch {
      printer.remember(text, as: path)
      printer.print(error)
      throw ExitStatus.invalidData
    }
    if target.showsDiff {
      try StandardOutput.write(
        UnifiedDiff.render(original: edit.original, edited: edit.edited, name: path))
      return
    }
    if edit.isUnchanged { return }
    try replace(path, with: edit.edited, printer: &printer)
  }

  /// What writing `given` would change in the file edited in place, as `--diff` prints
  /// it ("" when nothing), for the review's `d`: the values of secret fields are masked,
  /// as the review masks them, and a changed one shows as a changed line.
  func fileChanges(_ given: AnswerValue) -> Result<String, FileChangeProblem> {
    guard let path = target.path else { return .success("") }
    let text: String
    do {
      text = try FileSource().read(path)
    } catch {
      return .failure(FileChangeProblem("cannot read \(path)"))
    }
    let dialect = AnswersDialect.of(path: path, text: text, allowsComments: allowsComments)
    do {
      let edit = try InPlaceEdit(
        text: text, file: path, dialect: dialect, result: leavingOut(given),
        removable: { FieldLookup.field(at: $0, in: form) != nil },
        nullIsUnanswered: { _ in nullIsUnanswered })
      if edit.isUnchanged { return .success("") }
      let shown = edit.masked { FieldLookup.field(at: $0, in: self.form)?.isSecret ?? false }
      return .success(
        UnifiedDiff.render(original: shown.original, edited: shown.edited, name: path))
    } catch {
      return .failure(FileChangeProblem(error.message))
    }
  }

  /// Why the result cannot be written into the file in place, for the review to say
  /// before it is accepted (the file is read again when writing).
  private func inPlaceProblem(_ result: AnswerValue, path: String) -> String? {
    guard let text = try? FileSource().read(path) else { return nil }
    let dialect = AnswersDialect.of(path: path, text: text, allowsComments: allowsComments)
    do {
      _ = try InPlaceEdit(
        text: text, file: path, dialect: dialect, result: result,
        removable: { FieldLookup.field(at: $0, in: form) != nil },
        nullIsUnanswered: { _ in nullIsUnanswered })
      return nil
    } catch {
      return error.message
    }
  }

  /// A null in a JSON Schema form's result is a value the schema allows (a cleared
  /// optional property is left out already); in the other forms it is "no answer".
  private var nullIsUnanswered: Bool { !form.meaning.nullIsAValue }

  /// Whether the output is an answers file of this run, so it is edited in place: the same
  /// file (by device and inode, or by name when it does not exist yet), written as data in
  /// its own format.
  static func editsInPlace(_ target: OutputTarget, answersFiles: [String]) -> Bool {
    guard let path = target.path, target.template == nil, path != "-" else { return false }
    var output = stat()
    guard stat(path, &output) == 0, output.st_mode & S_IFMT == S_IFREG else { return false }
    return answersFiles.contains { file in
      var answers = stat()
      return file != "-" && stat(file, &answers) == 0 && answers.st_dev == output.st_dev
        && answers.st_ino == output.st_ino
    }
  }

  private func replace(_ path: String, with text: String, printer: inout DiagnosticPrinter) throws {
    do {
      // New files follow the umask; secrets are never readable by others, even in a file
      // that was.
      let secret = form.containsSecrets
      try AtomicFile.write(
        text, to: path, mode: (secret ? 0o600 : 0o666) & ~fileCreationMask,
        ceiling: secret ? 0o600 : 0o7777)
    } catch {
      printer.print(error)
      throw ExitStatus.cannotWrite
    }
  }

  /// Fails before anything is asked when the format needs an object the form does not
  /// make (TOML and env for a schema whose root is a list, a union or a scalar), when
  /// `--template` cannot be read or parsed, or when
  /// `--output` cannot be written: its directory is missing or not writable, or it names a
  /// directory, a block device or a socket.
  func checkDestination(printer: inout DiagnosticPrinter) throws {
    if form.wrapsRootValue, target.template == nil, target.format == .toml || target.format == .env
    {
      printer.print(
        Diagnostic.error(
          "\(target.format == .toml ? "a TOML file" : "an env file") holds an object, and "
            + "this schema's root is not one: write it with -f json or -f yaml"))
      throw ExitStatus.usage
    }
    if let template = target.template {
      let source = try FormInput.readFile(template, printer: &printer)
      do {
        try TemplateRenderer.check(template: source, templateName: template, form: form)
      } catch let error as OutputError {
        printer.print(error.diagnostic)
        throw ExitStatus.invalidData
      }
    }
    guard let path = target.path else { return }
    let destination: AtomicFile.Destination
    do {
      destination = try AtomicFile.Destination.inspect(path)
    } catch {
      printer.print(error)
      throw ExitStatus.cannotWrite
    }
    guard case .replace = destination else { return }
    let folder = Self.directory(of: path)
    // stat(2) and access(2), as FileManager's checks make them, without setting up
    // `FileManager.default` (~0.05 ms) before the first prompt.
    var status = stat()
    let problem: String?
    if stat(folder, &status) != 0 || status.st_mode & S_IFMT != S_IFDIR {
      problem = "no such directory: \(folder)"
    } else if access(folder, W_OK) != 0 {
      problem = "cannot write in \(folder)"
    } else if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      problem = "is a directory"
    } else {
      problem = nil
    }
    if let problem {
      printer.print(.error(problem, at: SourceLocation(file: path)))
      throw ExitStatus.cannotWrite
    }
  }

  /// Why `result` cannot be written in the chosen format, for the review to say before it
  /// is accepted (templates are rendered only when writing).
  func problem(with given: AnswerValue) -> String? {
    let result = leavingOut(given)
    if editsInPlace, let path = target.path {
      return inPlaceProblem(result, path: path)
    }
    guard target.template == nil else { return nil }
    do {
      switch target.format {
      case .json, .cookiecutterReplay: return nil
      case .yaml: _ = try YAMLWriter.render(result)
      case .toml: _ = try TOMLWriter.render(result)
      case .env: _ = try EnvWriter.render(result)
      }
    } catch let error as OutputError {
      let place = error.path.map { "\($0): " } ?? ""
      return "cannot write this as \(target.format.rawValue): \(place)\(error.message)"
    } catch {
      return "cannot write this as \(target.format.rawValue)"
    }
    return nil
  }

  private func render(_ result: AnswerValue, printer: inout DiagnosticPrinter) throws -> String {
    do {
      if let template = target.template {
        let source = try FormInput.readFile(template, printer: &printer)
        return try TemplateRenderer.render(
          template: source, templateName: template, answers: result)
      }
      switch target.format {
      case .json: return JSONWriter.render(result)
      case .cookiecutterReplay: return CookiecutterReplay.render(result)
      case .yaml: return try YAMLWriter.render(result)
      case .toml: return try TOMLWriter.render(result)
      case .env:
        var warnings: [Diagnostic] = []
        let text = try EnvWriter.render(
          result, prefix: EnvNames.prefix(fromOption: environmentPrefix), warnings: &warnings)
        printer.print(warnings)
        return text
      }
    } catch let error as OutputError {
      printer.print(error.diagnostic)
      throw ExitStatus.invalidData
    }
  }
}

extension ResultWriter {
  /// The directory a file at `path` goes in: "." for a bare name, "/" for a file at the
  /// root; trailing and repeated slashes do not count (`a/b/` is `b` in `a`).
  static func directory(of path: String) -> String {
    var bytes = Array(path.utf8)
    while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    var end = slash
    while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
    return end == 0 ? "/" : String(decoding: bytes[..<end], as: UTF8.self)
  }
}
