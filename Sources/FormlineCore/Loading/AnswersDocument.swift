import OrderedCollections

/// Reads an answers file in its dialect into a `DocumentNode`, the loader's view of a file
/// with the place of every value.
package enum AnswersDocument {
  /// - Returns: The root node, or nil for an empty document.
  /// - Throws: `Diagnostic` with the line and column of the problem.
  static func parse(
    _ text: String, file: String, dialect: AnswersDialect
  ) throws(Diagnostic) -> DocumentNode? {
    switch dialect {
    case .yaml, .json:
      // Decided by the name, else by the content, as forms are.
      return try DocumentParser.parse(text, file: file)
    case .jsonc:
      return try DocumentParser.parse(text, file: file, as: .json, options: .jsonc)
    case .toml:
      return try TOMLDocument.parse(text, file: file)
    }
  }

  /// The value an answers file holds, as the result would hold it.
  /// - Throws: `Diagnostic` when the text cannot be read.
  package static func value(
    _ text: String, file: String, dialect: AnswersDialect
  ) throws(Diagnostic) -> AnswerValue {
    try parse(text, file: file, dialect: dialect)?.answerValue ?? .object([:])
  }
}
