import FoundationEssentials
import Glibc

/// Loads a form file (JSON or YAML, either document shape) into a `Form`, collecting every
/// problem instead of stopping at the first.
package struct FormLoader: Sendable {
  /// A loaded form and the warnings it raised (unknown keys, iOS-only keys).
  package struct Loaded: Sendable {
    package var form: Form
    package var warnings: [Diagnostic]
    /// Every file read, the form's own and its includes and pages, canonical: what an
    /// output file must not replace.
    package var files: [String] = []
  }

  package enum Failure: Error, Sendable {
    /// The form file itself could not be read (exit 66).
    case unreadable(Diagnostic)
    /// The form is invalid; every problem found, warnings included (exit 65).
    case invalid([Diagnostic])
  }

  package var limits: LoadLimits
  /// The kind of questionnaire (`--from`); nil decides by the file name.
  package var dialect: FormDialect?
  /// The instant, zone and directories defaults are checked against and paths resolve in.
  package var surroundings: Surroundings
  /// Includes and pages may name files outside the form's directory (`--allow-outside`).
  package var allowsOutside = false

  package init(
    limits: LoadLimits = LoadLimits(), dialect: FormDialect? = nil, surroundings: Surroundings
  ) {
    self.limits = limits
    self.dialect = dialect
    self.surroundings = surroundings
  }

  /// Loads the form at `path`.
  /// - Parameter path: A file path; includes resolve relative to its directory.
  /// - Returns: The form with its warnings.
  /// - Throws: `Failure`; never traps on any input.
  package func load(path: String) throws(Failure) -> Loaded {
    var sources: [String: String] = [:]
    return try load(path: path, sources: &sources)
  }

  /// Loads the form at `path`, also when it fails.
  /// - Parameters:
  ///   - path: A file path; includes resolve relative to its directory, or to the working
  ///     directory when the form is not a regular file (a pipe, `<(cmd)`), read once.
  ///   - sources: Receives the texts of the form files read, by the name messages give
  ///     them, so a message can quote them without reading a file again. An included file
  ///     that is not a form is left out, and its messages quote nothing.
  /// - Returns: The form with its warnings.
  /// - Throws: `Failure`; never traps on any input.
  package func load(path: String, sources: inout [String: String]) throws(Failure) -> Loaded {
    let context = LoadContext(limits: limits, surroundings: surroundings)
    defer { sources.merge(context.sources) { _, new in new } }
    return try DeepStack.run(nesting: limits.maximumNesting) { () -> Result<Loaded, Failure> in
      Result { () throws(Failure) -> Loaded in try loadHere(path: path, context: context) }
    }.get()
  }

  private func loadHere(path: String, context: LoadContext) throws(Failure) -> Loaded {
    let absolute = surroundings.absolute(path)
    let text: String
    do {
      text = try context.fileSource.read(absolute, named: path)
    } catch {
      switch error {
      case .unreadable(let diagnostic): throw .unreadable(diagnostic)
      case .invalid(let diagnostic): throw .invalid([diagnostic])
      }
    }
    context.sources[path] = text
    let base =
      FileSource.isRegularFile(absolute)
      ? PathText.parent(of: absolute) : surroundings.workingDirectory
    start(context, file: path, base: base, canonicalFile: FormLoader.canonical(absolute))
    return try finish(
      FormDecoder(context: context).decodeDocument(
        text: text, file: path, dialect: dialect),
      context: context)
  }

  /// Loads a form from text, for tests and forms on standard input.
  /// - Parameters:
  ///   - text: The document.
  ///   - file: The name used in messages and to resolve includes (`-` for standard input:
  ///     includes resolve in the working directory).
  /// - Returns: The form with its warnings.
  /// - Throws: `Failure.invalid` with every problem.
  package func load(text: String, file: String) throws(Failure) -> Loaded {
    try DeepStack.run(nesting: limits.maximumNesting) { () -> Result<Loaded, Failure> in
      Result { () throws(Failure) -> Loaded in try loadHere(text: text, file: file) }
    }.get()
  }

  private func loadHere(text: String, file: String) throws(Failure) -> Loaded {
    let context = LoadContext(limits: limits, surroundings: surroundings)
    context.sources[file] = text
    let absolute = surroundings.absolute(file)
    let base =
      file == "-" || file == "<stdin>"
      ? surroundings.workingDirectory : PathText.parent(of: absolute)
    start(context, file: file, base: base, canonicalFile: FormLoader.canonical(absolute))
    return try finish(
      FormDecoder(context: context).decodeDocument(
        text: text, file: file, dialect: dialect),
      context: context)
  }

  /// Where includes of the outermost form resolve, and where they must stay.
  private func start(_ context: LoadContext, file: String, base: String, canonicalFile: String) {
    context.includeStack = [canonicalFile]
    context.baseDirectories[file] = base
    context.enclosingDirectory = allowsOutside ? nil : FormLoader.canonical(base)
  }

  private func finish(_ form: Form?, context: LoadContext) throws(Failure) -> Loaded {
    FormChecks(context: context).check(form)
    let diagnostics = FormLoader.inFileOrder(context.diagnostics)
    guard let form, !context.hasErrors else { throw .invalid(diagnostics) }
    let files = Set(context.includeStack + context.includedDocuments.keys + context.pageTexts.keys)
    return Loaded(form: form, warnings: diagnostics, files: files.sorted())
  }

  /// Problems sorted by file and position, so a long list reads top to bottom.
  static func inFileOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { lhs, rhs in
      let left = lhs.element.location
      let right = rhs.element.location
      if left?.file != right?.file { return lhs.offset < rhs.offset }
      let leftKey = (left?.line ?? 0, left?.column ?? 0)
      let rightKey = (right?.line ?? 0, right?.column ?? 0)
      return leftKey != rightKey ? leftKey < rightKey : lhs.offset < rhs.offset
    }.map(\.element)
  }

  /// The absolute path with `.`, `..` and symbolic links resolved, to recognise include
  /// cycles.
  ///
  /// realpath(3) first: Foundation's URL standardisation costs ~0.2 ms at start-up.
  static func canonical(_ path: String) -> String {
    if let resolved = realpath(path, nil) {
      defer { free(resolved) }
      return String(cString: resolved)
    }
    return URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
