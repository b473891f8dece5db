import FoundationEssentials
import OrderedCollections

/// Python's `json.dumps` as the filters call it (`ensure_ascii`, `sort_keys`, `indent`),
/// Jinja's HTML-safe `tojson`, and `pprint.pformat` for values that fit on one line.
enum PythonJSON {
  /// `json.dumps(value)` with the given options.
  /// - Parameters:
  ///   - value: The value to write.
  ///   - sortKeys: Keys in code-point order (Python's `sort_keys=True`).
  ///   - indent: nil for one line (`, ` and `: ` between items); else each item on its
  ///     own line, indented by that many spaces.
  ///   - itemSeparator: What ends an item before a newline (`,`); one-line output uses
  ///     `, `.
  /// - Returns: The JSON text, non-ASCII characters escaped.
  static func dumps(
    _ value: AnswerValue, sortKeys: Bool, indent: Int?, itemSeparator: String = ","
  ) -> String {
    var output = ""
    write(
      value, sortKeys: sortKeys, indent: indent.map { max(0, min($0, 100)) }, level: 0,
      itemSeparator: itemSeparator, into: &output)
    return output
  }

  private static func write(
    _ value: AnswerValue, sortKeys: Bool, indent: Int?, level: Int, itemSeparator: String,
    into output: inout String
  ) {
    func newline(_ depth: Int) -> String {
      guard let indent else { return "" }
      return "\n" + String(repeating: " ", count: indent * depth)
    }
    let separator = indent == nil ? ", " : itemSeparator
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .integer(let number): output += String(number)
    case .numberLiteral(let literal): output += literal.text
    case .number(let number):
      output +=
        number.isNaN
        ? "NaN"
        : number.isInfinite
          ? (number < 0 ? "-Infinity" : "Infinity")
          : PythonText.float(number)
    case .string(let text): output += quote(text)
    case .array(let items), .tuple(let items):
      guard !items.isEmpty else {
        output += "[]"
        return
      }
      output += "["
      for (index, item) in items.enumerated() {
        if index > 0 { output += separator }
        output += newline(level + 1)
        write(
          item, sortKeys: sortKeys, indent: indent, level: level + 1,
          itemSeparator: itemSeparator, into: &output)
      }
      output += newline(level) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      let keys = sortKeys ? members.keys.sorted() : Array(members.keys)
      output += "{"
      for (index, key) in keys.enumerated() {
        if index > 0 { output += separator }
        output += newline(level + 1) + quote(key.text) + ": "
        write(
          members[key] ?? .null, sortKeys: sortKeys, indent: indent, level: level + 1,
          itemSeparator: itemSeparator, into: &output)
      }
      output += newline(level) + "}"
    }
  }

  /// A JSON string with Python's `ensure_ascii`: every non-ASCII character as `\uXXXX`.
  static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      default:
        if scalar.value < 0x20 || scalar.value > 0x7E {
          for unit in String(scalar).utf16 {
            result += "\\u" + CFormat.hex(unit, width: 4, uppercase: false)
          }
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// Jinja's `htmlsafe_json_dumps`: `< > & '` as escapes, so the JSON can sit in HTML.
  static func htmlSafe(_ json: String) -> String {
    json.replacingLiterally("<", with: "\\u003c")
      .replacingLiterally(">", with: "\\u003e")
      .replacingLiterally("&", with: "\\u0026")
      .replacingLiterally("'", with: "\\u0027")
  }

  /// `pprint.pformat`: Python's repr with mapping keys sorted.
  static func pprint(_ value: AnswerValue) -> String {
    switch value {
    case .array(let items): return "[" + items.map(pprint).joined(separator: ", ") + "]"
    case .tuple(let items): return PythonText.tuple(items.map(pprint))
    case .object(let members):
      let keys = members.keys.sorted()
      return "{"
        + keys.map { PythonText.repr(.string($0.text)) + ": " + pprint(members[$0] ?? .null) }
        .joined(separator: ", ") + "}"
    default: return PythonText.repr(value)
    }
  }
}
