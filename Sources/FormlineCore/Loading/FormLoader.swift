import Foundation

/// Loads a form file (JSON or YAML, either document shape) into a `Form`, collecting every
/// problem instead of stopping at the first.
public struct FormLoader: Sendable {
  /// A loaded form and the warnings it raised (unknown keys, iOS-only keys).
  public struct Loaded: Sendable {
    public var form: Form
    public var warnings: [Diagnostic]
  }

  public enum Failure: Error, Sendable {
    /// The form file itself could not be read (exit 66).
    case unreadable(Diagnostic)
    /// The form is invalid; every problem found, warnings included (exit 65).
    case invalid([Diagnostic])
  }

  public var limits: LoadLimits
  /// The kind of questionnaire (`--from`); nil decides by the file name.
  public var dialect: FormDialect?

  public init(limits: LoadLimits = LoadLimits(), dialect: FormDialect? = nil) {
    self.limits = limits
    self.dialect = dialect
  }

  /// Loads the form at `path`.
  /// - Parameter path: A file path; includes resolve relative to its directory.
  /// - Returns: The form with its warnings.
  /// - Throws: `Failure`; never traps on any input.
  public func load(path: String) throws(Failure) -> Loaded {
    try DeepStack.run(nesting: limits.maximumNesting) { () -> Result<Loaded, Failure> in
      Result { () throws(Failure) -> Loaded in try loadHere(path: path) }
    }.get()
  }

  private func loadHere(path: String) throws(Failure) -> Loaded {
    let context = LoadContext(limits: limits)
    let text: String
    do {
      text = try context.fileSource.read(path)
    } catch {
      switch error {
      case .unreadable(let diagnostic): throw .unreadable(diagnostic)
      case .invalid(let diagnostic): throw .invalid([diagnostic])
      }
    }
    context.includeStack = [FormLoader.canonical(path)]
    return try finish(
      FormDecoder(context: context).decodeDocument(
        text: text, file: path, dialect: dialect),
      context: context)
  }

  /// Loads a form from text, for tests and forms on standard input.
  /// - Parameters:
  ///   - text: The document.
  ///   - file: The name used in messages and to resolve includes.
  /// - Returns: The form with its warnings.
  /// - Throws: `Failure.invalid` with every problem.
  public func load(text: String, file: String) throws(Failure) -> Loaded {
    try DeepStack.run(nesting: limits.maximumNesting) { () -> Result<Loaded, Failure> in
      Result { () throws(Failure) -> Loaded in try loadHere(text: text, file: file) }
    }.get()
  }

  private func loadHere(text: String, file: String) throws(Failure) -> Loaded {
    let context = LoadContext(limits: limits)
    context.includeStack = [FormLoader.canonical(file)]
    return try finish(
      FormDecoder(context: context).decodeDocument(
        text: text, file: file, dialect: dialect),
      context: context)
  }

  private func finish(_ form: Form?, context: LoadContext) throws(Failure) -> Loaded {
    FormChecks(context: context).check(form)
    let diagnostics = FormLoader.inFileOrder(context.diagnostics)
    guard let form, !context.hasErrors else { throw .invalid(diagnostics) }
    return Loaded(form: form, warnings: diagnostics)
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
