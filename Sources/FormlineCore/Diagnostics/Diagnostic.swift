/// One problem found in a form or in answers, carrying everything needed to render it:
/// where it is, which field it concerns, and hints.
///
/// Subsystems report problems as data; only the executable prints them, so the same
/// diagnostic reads the same in `validate`, `fill` and tests.
package struct Diagnostic: Sendable, Hashable, Error, CustomStringConvertible {
  package enum Severity: String, Sendable, Hashable {
    case error
    case warning
    case note
  }

  package var severity: Severity
  package var message: String
  package var location: SourceLocation?
  package var path: FieldPath?
  package var notes: [String]
  /// Whether a renderer may quote the source line (false when it holds a secret).
  package var showsSource = true
  /// What the problem is, for the problems a caller acts on; nil for the others.
  ///
  /// Callers match this, never the wording, which may change.
  package var kind: Kind?

  /// The problems callers tell apart.
  package enum Kind: Sendable, Hashable {
    /// A required field nobody answered and that has no default (`-y`, `-a -`, `validate`).
    case noAnswerGiven
  }

  package init(
    _ severity: Severity,
    _ message: String,
    at location: SourceLocation? = nil,
    path: FieldPath? = nil,
    notes: [String] = []
  ) {
    self.severity = severity
    self.message = message
    self.location = location
    self.path = path
    self.notes = notes
  }

  package static func error(
    _ message: String,
    at location: SourceLocation? = nil,
    path: FieldPath? = nil,
    notes: [String] = []
  ) -> Diagnostic {
    Diagnostic(.error, message, at: location, path: path, notes: notes)
  }

  package static func warning(
    _ message: String,
    at location: SourceLocation? = nil,
    path: FieldPath? = nil,
    notes: [String] = []
  ) -> Diagnostic {
    Diagnostic(.warning, message, at: location, path: path, notes: notes)
  }

  /// `file:line:col: error: path: message`, the one rendering used everywhere.
  package var description: String {
    var text = ""
    if let location { text += "\(location): " }
    text += "\(severity.rawValue): "
    if let path, !path.isRoot { text += "\(path): " }
    text += message
    return text
  }
}
