/// One problem found in a form or in answers, carrying everything needed to render it:
/// where it is, which field it concerns, and hints.
///
/// Subsystems report problems as data; only the executable prints them, so the same
/// diagnostic reads the same in `validate`, `fill` and tests.
public struct Diagnostic: Sendable, Hashable, Error, CustomStringConvertible {
  public enum Severity: String, Sendable, Hashable {
    case error
    case warning
    case note
  }

  public var severity: Severity
  public var message: String
  public var location: SourceLocation?
  public var path: FieldPath?
  public var notes: [String]
  /// Whether a renderer may quote the source line (false when it holds a secret).
  public var showsSource = true

  public init(
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

  public static func error(
    _ message: String,
    at location: SourceLocation? = nil,
    path: FieldPath? = nil,
    notes: [String] = []
  ) -> Diagnostic {
    Diagnostic(.error, message, at: location, path: path, notes: notes)
  }

  public static func warning(
    _ message: String,
    at location: SourceLocation? = nil,
    path: FieldPath? = nil,
    notes: [String] = []
  ) -> Diagnostic {
    Diagnostic(.warning, message, at: location, path: path, notes: notes)
  }

  /// `file:line:col: error: path: message`, the one rendering used everywhere.
  public var description: String {
    var text = ""
    if let location { text += "\(location): " }
    text += "\(severity.rawValue): "
    if let path, !path.isRoot { text += "\(path): " }
    text += message
    return text
  }
}
