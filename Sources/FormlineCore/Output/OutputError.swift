/// A result that cannot be written in the chosen format, or a template that cannot be used.
///
/// Carries the field path (for values a format cannot hold, like a null inside a TOML array)
/// or the template position (for Mustache syntax errors) from the moment it is made, so the
/// executable can render it as a `Diagnostic` without guessing where it came from.
package struct OutputError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, in words for the user.
  package var message: String
  /// The value the problem concerns, when it concerns one.
  package var path: FieldPath?
  /// The place in a template file, for template syntax errors.
  package var location: SourceLocation?
  /// Further lines for the user ("did you mean …?").
  package var notes: [String] = []

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - message: What went wrong.
  ///   - path: The value the problem concerns, if any.
  ///   - location: The place in a template, if any.
  package init(_ message: String, path: FieldPath? = nil, location: SourceLocation? = nil) {
    self.message = message
    self.path = path
    self.location = location
  }

  /// The same error as a diagnostic, for the one rendering used everywhere.
  package var diagnostic: Diagnostic {
    .error(message, at: location, path: path, notes: notes)
  }

  /// `file:line:col: path: message`, dropping the parts that are unknown.
  package var description: String {
    var text = ""
    if let location { text += "\(location): " }
    if let path, !path.isRoot { text += "\(path): " }
    return text + message
  }
}
