/// Reading a file a load reaches beside the form (a JSON Schema's sibling, a copier
/// include, copier's external data): its text, or one error that says what could not be
/// read and why, at the place that named it.
extension LoadContext {
  /// - Parameters:
  ///   - file: The file, located under the load's directory rule.
  ///   - what: What the message says could not be done (`cannot include 'common.yml'`).
  ///   - location: Where the file is named.
  ///   - path: The field the message names, if any.
  /// - Returns: The file's text; nil after the error is recorded.
  func text(
    of file: NamedFile, or what: String, at location: SourceLocation?, path: FieldPath? = nil
  ) -> String? {
    do {
      return try fileSource.read(file.absolute, named: file.shown)
    } catch {
      switch error {
      case .unreadable(let diagnostic), .invalid(let diagnostic):
        self.error("\(what): \(diagnostic.message)", at: location, path: path)
      }
      return nil
    }
  }
}
