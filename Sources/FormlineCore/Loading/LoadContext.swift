/// State shared while one form and its includes load: where we are, what went wrong so
/// far, and how deep we are.
///
/// A class because every decoder adds to the same lists.
final class LoadContext {
  let limits: LoadLimits
  let fileSource: FileSource
  let surroundings: Surroundings
  /// Where includes and pages must stay (canonical), or nil when they may be anywhere.
  var enclosingDirectory: String?
  var diagnostics: [Diagnostic] = []
  /// Canonical paths of the files being included, outermost first, to detect cycles.
  var includeStack: [String] = []
  var fieldCount = 0
  /// Decoding a union's variants: a list there is a value, not a collection needing a key.
  var decodingVariants = 0
  /// Each included file read and parsed once, by canonical path.
  var includedDocuments: [String: Result<IncludedDocument, IncludeFailure>] = [:]
  /// Bytes and values of every include, counted at each use, against the limits.
  var includedBytes = 0
  var includedValues = 0
  var includeBudgetReported = false
  /// Page files read so far, by canonical path.
  var pageTexts: [String: String] = [:]
  /// The directory each form file (by the name messages give it) resolves names in.
  var baseDirectories: [String: String] = [:]
  /// The texts of the form files read that messages may quote, by the name they carry.
  var sources: [String: String] = [:]
  /// Those texts split into lines, once a message needs a place inside a scalar.
  private var sourceLines: [String: SourceLines] = [:]
  /// The diagnostics told so far, so none is told twice.
  private var reported: Set<String> = []
  /// Where the value fields of keyed maps are built (`jobs.value`): messages name the place
  /// as `jobs.*`, any name of the map, as the file would write it.
  private var mapValues: Set<FieldPath> = []

  init(limits: LoadLimits, surroundings: Surroundings) {
    self.limits = limits
    self.surroundings = surroundings
    self.fileSource = FileSource(maximumSize: limits.maximumFileSize)
  }

  var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The text of a form file with its line starts, worked out on first use.
  func lines(of file: String) -> SourceLines? {
    if let known = sourceLines[file] { return known }
    guard let text = sources[file] else { return nil }
    let lines = SourceLines(text)
    sourceLines[file] = lines
    return lines
  }

  /// Records that the value field of a keyed map is built at `path`.
  func markMapValue(at path: FieldPath) {
    mapValues.insert(path)
  }

  /// The path a message names: a keyed map's value as `map.*`.
  private func shown(_ path: FieldPath?) -> FieldPath? {
    guard let path, !mapValues.isEmpty else { return path }
    var components = path.components
    for end in components.indices
    where mapValues.contains(FieldPath(Array(path.components[...end]))) {
      components[end] = .key("*")
    }
    return FieldPath(components)
  }

  func error(
    _ message: String, at location: SourceLocation?, path: FieldPath?,
    notes: [String] = []
  ) {
    let path = shown(path)
    guard isFirst(["error", message, location.map { "\($0)" }, path.map { "\($0)" }]) else {
      return
    }
    diagnostics.append(.error(message, at: location, path: path, notes: notes))
  }

  /// A warning, once per message and place in the form: a part of a schema reached along
  /// many paths (a `$ref` used in several places) is one mistake, told once.
  func warning(
    _ message: String, at location: SourceLocation?, path: FieldPath?,
    notes: [String] = []
  ) {
    let path = shown(path)
    let place = location.map { "\($0)" } ?? path.map { "\($0)" }
    guard isFirst(["warning", message, place]) else { return }
    diagnostics.append(.warning(message, at: location, path: path, notes: notes))
  }

  /// A warning given once per `key` however many places cause it (an unknown `format`
  /// named in fifty properties), at the first of them.
  func warning(once key: String, _ message: String, at location: SourceLocation?, path: FieldPath?)
  {
    guard isFirst(["once", key]) else { return }
    diagnostics.append(.warning(message, at: location, path: shown(path)))
  }

  /// Whether a diagnostic with these parts is told for the first time.
  private func isFirst(_ parts: [String?]) -> Bool {
    reported.insert(parts.map { $0 ?? "" }.joined(separator: "\u{1F}")).inserted
  }
}

/// An included file as parsed the first time it was named.
struct IncludedDocument {
  /// The root node; nil when the file is empty or failed to parse (reported once).
  var root: DocumentNode?
  /// Whether it has a form's shape (a list, or `fields` or `sections`): only then may
  /// messages quote its lines.
  var isForm: Bool
  var bytes: Int
  /// Its nodes, aliases expanded.
  var values: Int
}
