/// State shared while one form and its includes load: where we are, what went wrong so
/// far, and how deep we are.
///
/// A class because every decoder adds to the same lists.
final class LoadContext {
  let limits: LoadLimits
  let fileSource: FileSource
  var diagnostics: [Diagnostic] = []
  /// Canonical paths of the files being included, outermost first, to detect cycles.
  var includeStack: [String] = []
  var fieldCount = 0

  init(limits: LoadLimits) {
    self.limits = limits
    self.fileSource = FileSource(maximumSize: limits.maximumFileSize)
  }

  var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  func error(
    _ message: String, at location: SourceLocation?, path: FieldPath?,
    notes: [String] = []
  ) {
    diagnostics.append(.error(message, at: location, path: path, notes: notes))
  }

  func warning(
    _ message: String, at location: SourceLocation?, path: FieldPath?,
    notes: [String] = []
  ) {
    diagnostics.append(.warning(message, at: location, path: path, notes: notes))
  }
}
