import OrderedCollections
import Yams

/// Writes a result as a block-style YAML document that any YAML parser reads back as the
/// same values.
///
/// Built on Yams' `Node` API with the style of every string chosen here, because libyaml
/// picks the plain style whenever the text is syntactically plain, and plain `yes`, `0123`
/// or `2026-11-22` would come back as a boolean, a number or a date. A string is quoted
/// when Yams would resolve it as anything but a string, when a YAML 1.1 parser would
/// (`y`, `n`, `on`, `off`, sexagesimal `1:30`, numbers with `_`), when it looks like a
/// number at all, and when libyaml's own analysis rules out the plain style (leading or
/// trailing spaces, `: `, ` #`, indicators, controls). Multi-line strings use a literal
/// block (`|`) unless libyaml needs double quotes to keep them exact. Keys keep their
/// order, nulls are `null`, empty arrays `[]`, empty objects `{}`, and the document ends
/// with a newline.
public enum YAMLWriter {
  /// Renders a value as a YAML document.
  ///
  /// ✅ `["name": "Ada", "answer": "yes", "tags": []]` →
  /// `name: Ada\nanswer: 'yes'\ntags: []\n`
  ///
  /// - Parameter value: The result, usually an object in form order.
  /// - Returns: The document, ending with a newline.
  /// - Throws: `OutputError` when libyaml refuses to emit the document (it does not for
  ///   any `AnswerValue` formline produces; the error is passed on rather than trapped).
  public static func render(_ value: AnswerValue) throws -> String {
    let text: String
    do {
      text = try Yams.serialize(
        node: node(for: value), indent: 2, width: -1, allowUnicode: true,
        sequenceStyle: .block, mappingStyle: .block)
    } catch {
      throw OutputError("cannot write YAML: \(error)")
    }
    return text.hasSuffix("\n") ? text : text + "\n"
  }

  private static func node(for value: AnswerValue) -> Node {
    switch value {
    case .null:
      return .scalar(.init("null", Tag(.null), .plain))
    case .bool(let flag):
      return .scalar(.init(flag ? "true" : "false", Tag(.bool), .plain))
    case .integer(let number):
      return .scalar(.init(String(number), Tag(.int), .plain))
    case .number(let number):
      return .scalar(.init(text(for: number), Tag(.float), .plain))
    case .string(let text):
      return stringNode(text)
    case .array(let items):
      return .sequence(.init(items.map(node(for:)), Tag(.seq), items.isEmpty ? .flow : .block))
    case .object(let members):
      return mappingNode(members)
    }
  }

  private static func mappingNode(_ members: OrderedDictionary<String, AnswerValue>) -> Node {
    let pairs = members.map { key, member in (stringNode(key), node(for: member)) }
    return .mapping(.init(pairs, Tag(.map), members.isEmpty ? .flow : .block))
  }

  /// A float as YAML reads it back as the same `Double`: Swift's shortest round-trip
  /// digits, always with a `.` or an exponent so it stays a float, and `.inf`/`.nan`.
  private static func text(for number: Double) -> String {
    if number.isNaN { return ".nan" }
    if number.isInfinite { return number < 0 ? "-.inf" : ".inf" }
    let digits = String(number)
    return digits.contains(where: { $0 == "." || $0 == "e" }) ? digits : digits + ".0"
  }

  private static func stringNode(_ text: String) -> Node {
    let style: Node.Scalar.Style
    if text.contains(where: \.isNewline) {
      // libyaml falls back to double quotes itself when a literal block cannot hold the
      // text exactly (trailing spaces on a line, controls, a line break other than \n).
      style = text.contains("\r") ? .doubleQuoted : .literal
    } else if isAmbiguousWhenPlain(text) {
      style = .singleQuoted
    } else {
      style = .any
    }
    return .scalar(.init(text, Tag(.str), style))
  }

  /// Whether a plain scalar with this text would be read as something other than the
  /// string, by Yams or by a YAML 1.1 parser such as PyYAML.
  private static func isAmbiguousWhenPlain(_ text: String) -> Bool {
    if Node.Scalar(text) != Node.Scalar(text, Tag(.str)) { return true }
    if yaml11Words.contains(text) { return true }
    return looksNumeric(text)
  }

  /// Booleans and nulls in YAML 1.1 that Yams' core-schema resolver does not list.
  private static let yaml11Words: Set<String> = [
    "y", "Y", "n", "N", "yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off",
    "OFF", "true", "True", "TRUE", "false", "False", "FALSE", "null", "Null", "NULL", "~",
  ]

  /// Starts like a number (`0123`, `1e3`, `1_000`, `.5`, `-1`, `1:30`, `0x1F`): quoting
  /// all of these is cheaper than matching every schema's number grammar.
  private static func looksNumeric(_ text: String) -> Bool {
    var scalars = Substring(text).unicodeScalars[...]
    if let sign = scalars.first, sign == "+" || sign == "-" { scalars = scalars.dropFirst() }
    if let dot = scalars.first, dot == "." { scalars = scalars.dropFirst() }
    guard let first = scalars.first else { return false }
    return ("0"..."9").contains(first)
  }
}
