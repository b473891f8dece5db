import Foundation
import Yams

/// Parses JSON or YAML text into a `DocumentNode` through Yams' node tree, which keeps
/// mapping order and source marks (a plain dictionary load would lose both).
enum DocumentParser {
  /// - Parameters:
  ///   - text: The whole document.
  ///   - file: The name used in locations.
  /// - Returns: The root node, or nil for an empty document.
  /// - Throws: `Diagnostic` with the line and column libyaml reports.
  static func parse(_ text: String, file: String) throws(Diagnostic) -> DocumentNode? {
    // JSON is YAML, except that libyaml rejects tabs used as indentation. Raw tabs cannot
    // occur inside JSON strings, so swapping them for spaces changes no value and no column.
    let source =
      DocumentFormat.detect(text) == .json
      ? text.replacingOccurrences(of: "\t", with: " ") : text
    let root: Node?
    do {
      // The basic resolver: scalars are typed by `DocumentNode` (YAML 1.2 core schema), and
      // the default one compiles a dozen regular expressions, a third of start-up time.
      // No constructor maps: only the node tree is read, never Swift values built from it.
      // UTF-8 named here: Yams' default encoding reads the process environment on every
      // parse (5 % of checking an answers file in `validate --each`).
      root = try Yams.compose(yaml: source, .basic, Constructor([:], [:], [:]), .utf8)
    } catch let error as YamlError {
      throw diagnostic(for: error, file: file, source: source)
    } catch {
      throw Diagnostic.error("cannot parse: \(error)", at: SourceLocation(file: file))
    }
    guard let root else { return nil }
    var budget = maximumNodes
    return try convert(root, file: file, depth: 0, budget: &budget)
  }

  /// Deeper documents are refused before recursion could exhaust the stack.
  static let maximumDepth = 64

  /// Aliases are expanded, so a small file can stand for billions of nodes ("billion
  /// laughs"); past this many the document is refused instead of hanging.
  static let maximumNodes = 1_000_000

  private static func convert(_ node: Node, file: String, depth: Int, budget: inout Int)
    throws(Diagnostic) -> DocumentNode
  {
    let location = SourceLocation(
      file: file, line: node.mark?.line, column: node.mark?.column)
    guard depth < maximumDepth else {
      throw Diagnostic.error("document nested deeper than \(maximumDepth) levels", at: location)
    }
    budget -= 1
    guard budget >= 0 else {
      throw Diagnostic.error(
        "document has more than \(maximumNodes) values once its aliases are expanded",
        at: location)
    }
    switch node {
    case .scalar(let scalar):
      let quoted = scalar.style != .plain && scalar.style != .any
      return DocumentNode(content: .scalar(scalar.string, quoted: quoted), location: location)
    case .mapping(let mapping):
      var members: [DocumentNode.Member] = []
      // A set, not a search of the members: an answers file of a large form is one
      // mapping of thousands of keys.
      var keys: Set<String> = []
      for (keyNode, valueNode) in mapping {
        let keyLocation = SourceLocation(
          file: file, line: keyNode.mark?.line, column: keyNode.mark?.column)
        guard case .scalar(let keyScalar) = keyNode else {
          throw Diagnostic.error("mapping keys must be plain text", at: keyLocation)
        }
        if !keys.insert(keyScalar.string).inserted {
          throw Diagnostic.error("duplicate key '\(keyScalar.string)'", at: keyLocation)
        }
        members.append(
          DocumentNode.Member(
            key: keyScalar.string, keyLocation: keyLocation,
            value: try convert(valueNode, file: file, depth: depth + 1, budget: &budget)))
      }
      return DocumentNode(content: .mapping(members), location: location)
    case .sequence(let sequence):
      var items: [DocumentNode] = []
      for item in sequence {
        items.append(try convert(item, file: file, depth: depth + 1, budget: &budget))
      }
      return DocumentNode(content: .sequence(items), location: location)
    case .alias:
      throw Diagnostic.error("YAML aliases are not supported in forms", at: location)
    }
  }

  /// Finds the repeat of a duplicated key, which is where the user should look.
  ///
  /// Yams reports a duplicated key where it first appears. In a block mapping the repeat is
  /// the next line with the same key at the same column.
  /// - Returns: nil for flow mappings, where the repeat cannot be told apart this way.
  static func repeatedKey(
    _ key: String, after first: (line: Int, column: Int), in source: String
  ) -> (line: Int, column: Int)? {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map {
      Array($0.unicodeScalars)
    }
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

  private static func diagnostic(for error: YamlError, file: String, source: String)
    -> Diagnostic
  {
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      var message = problem
      if let context { message += " \(context.text)" }
      return .error(
        "syntax error: \(message)",
        at: SourceLocation(file: file, line: mark.line, column: mark.column))
    case .reader(let problem, _, _, _):
      return .error("cannot read: \(problem)", at: SourceLocation(file: file))
    case .duplicatedKeysInMapping(let duplicates, let context):
      let first = (line: context.mark.line, column: context.mark.column)
      let second =
        duplicates.count == 1
        ? repeatedKey(duplicates[0], after: first, in: source) : nil
      let mark = second ?? first
      return .error(
        "duplicate key '\(duplicates.joined(separator: "', '"))'",
        at: SourceLocation(file: file, line: mark.line, column: mark.column))
    default:
      return .error("cannot parse: \(error)", at: SourceLocation(file: file))
    }
  }
}
