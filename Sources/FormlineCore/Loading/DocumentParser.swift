/// Parses JSON or YAML text into a `DocumentNode`, which keeps mapping order and source
/// marks (a plain dictionary load would lose both).
enum DocumentParser {
  /// - Parameters:
  ///   - text: The whole document.
  ///   - file: The name used in locations; a name ending in `.json` makes it JSON.
  ///   - format: JSON or YAML; nil to decide by the name, then by the content.
  ///   - options: What JSON may hold beyond RFC 8259 (comments, trailing commas).
  /// - Returns: The root node, or nil for an empty document.
  /// - Throws: `Diagnostic` with the line and column of the problem.
  static func parse(
    _ text: String, file: String, as format: DocumentFormat? = nil,
    options: JSONParseOptions = .strict
  ) throws(Diagnostic) -> DocumentNode? {
    if let format = format ?? DocumentFormat(fileName: file) {
      return format == .json
        ? try parseJSON(text, file: file, options: options) : try composeYAML(text, file: file)
    }
    guard DocumentFormat.detect(text) == .json else {
      return try composeYAML(text, file: file)
    }
    // Text of unknown origin that opens like JSON is JSON when it is, and YAML written in
    // flow style (`{name: x}`) otherwise; JSON's message is the one that helps when neither
    // reads it.
    do {
      return try parseJSON(text, file: file)
    } catch let jsonProblem {
      do {
        return try composeYAML(text, file: file)
      } catch {
        throw jsonProblem
      }
    }
  }

  /// YAML by libyaml, without a byte-order mark: told the text is UTF-8, libyaml reads the
  /// mark as a column of the first line, and a second key at column 1 then breaks the
  /// mapping.
  private static func composeYAML(_ text: String, file: String) throws(Diagnostic)
    -> DocumentNode?
  {
    let unmarked =
      text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
    return try DocumentComposer.compose(unmarked, file: file)
  }

  /// JSON by the JSON parser: every value it allows, numbers as written, duplicate keys and
  /// trailing commas refused.
  private static func parseJSON(
    _ text: String, file: String, options given: JSONParseOptions = .strict
  ) throws(Diagnostic) -> DocumentNode? {
    guard text.unicodeScalars.contains(where: { !jsonSpace.contains($0) }) else { return nil }
    var options = given
    options.maximumDepth = maximumDepth
    return DocumentNode(json: try JSONParser.parse(text, file: file, options: options))
  }

  private static let jsonSpace: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r", "\u{FEFF}"]

  /// Deeper documents are refused before recursion could exhaust the stack.
  static let maximumDepth = 64

  /// Most values aliases may repeat in one document, counted at each use.
  ///
  /// Aliases are expanded, so a small file can stand for billions of nodes ("billion
  /// laughs"); past this many the document is refused instead of hanging. Values written
  /// out are bounded by the file size limit, so a form of a million fields (a mapping and
  /// its values each) loads.
  static let maximumRepeatedValues = 1_000_000

  /// Finds the repeat of a duplicated key, which is where the user should look.
  ///
  /// YAML's check finds a duplicated key where it first appears. In a block mapping the repeat is
  /// the next line with the same key at the same column.
  /// - Returns: nil for flow mappings, where the repeat cannot be told apart this way.
  static func repeatedKey(
    _ key: String, after first: (line: Int, column: Int), in source: String
  ) -> (line: Int, column: Int)? {
    // Split by scalar: "\r\n" is one Character, so a CRLF file would not split by Character.
    let lines = source.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map(Array.init)
    let start = first.column - 1
    guard first.line >= 1, first.line <= lines.count, start >= 0,
      lines[first.line - 1].prefix(start).allSatisfy({ $0 == " " || $0 == "-" })
    else { return nil }
    for index in first.line..<lines.count where lines[index].count > start {
      let rest = String(String.UnicodeScalarView(lines[index][start...]))
      for spelling in [key, "\"\(key)\"", "'\(key)'"] where rest.hasPrefix(spelling) {
        if rest.dropFirst(spelling.count).drop(while: { $0 == " " }).hasPrefix(":") {
          return (index + 1, first.column)
        }
      }
    }
    return nil
  }
}
