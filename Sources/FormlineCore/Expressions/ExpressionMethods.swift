import FoundationEssentials
import OrderedCollections

/// The Python string methods of the subset: `.lower() .upper() .title() .capitalize()
/// .strip() .lstrip() .rstrip() .replace(a, b) .split(s) .startswith(p) .endswith(s)`,
/// plus a mapping's `.get(key, default)`.
enum ExpressionMethods {
  static let names: Set<String> = Set([
    "lower", "upper", "title", "capitalize", "strip", "lstrip", "rstrip", "replace", "split",
    "startswith", "endswith", "get",
  ]).union(moreNames)

  static func call(
    _ name: String, on value: AnswerValue, arguments: ExpressionArguments, offset: Int
  ) throws(ExpressionError) -> AnswerValue {
    if name == "get", case .object(let members) = value {
      let key = arguments.positional(0).map(PythonText.str) ?? ""
      return members[key] ?? arguments.positional(1) ?? .null
    }
    if let result = try containerMethod(name, on: value, arguments: arguments, offset: offset) {
      return result
    }
    guard case .string(let text) = value else {
      throw .evaluation("\(value.typeName) has no method '\(name)'", offset: offset)
    }
    switch name {
    case "lower": return .string(text.lowercased())
    case "upper": return .string(text.uppercased())
    case "title": return .string(PythonCase.pythonTitle(text))
    case "capitalize": return .string(PythonCase.capitalize(text))
    case "strip": return .string(PythonCase.strip(text, argumentText(arguments), .both))
    case "lstrip": return .string(PythonCase.strip(text, argumentText(arguments), .leading))
    case "rstrip": return .string(PythonCase.strip(text, argumentText(arguments), .trailing))
    case "replace":
      guard let old = arguments.positional(0), let new = arguments.positional(1) else {
        throw .evaluation("replace() needs two arguments", offset: offset)
      }
      return .string(
        try PythonCase.replace(text, PythonText.str(old), PythonText.str(new), offset: offset))
    case "split":
      return .array(try split(text, arguments.positional(0), offset: offset).map { .string($0) })
    case "startswith", "endswith":
      guard let given = arguments.positional(0) else {
        throw .evaluation("\(name)() needs an argument", offset: offset)
      }
      // Python accepts a tuple of candidates.
      let candidates = given.arrayValue ?? [given]
      let found = candidates.contains { candidate in
        let part = PythonText.str(candidate)
        return name == "startswith" ? text.hasPrefix(part) : text.hasSuffix(part)
      }
      return .bool(found)
    default:
      return try moreStringMethod(name, on: text, arguments: arguments, offset: offset)
    }
  }

  private static func argumentText(_ arguments: ExpressionArguments) -> String? {
    guard let value = arguments.positional(0), !value.isNull else { return nil }
    return PythonText.str(value)
  }

  /// `str.split()` on runs of whitespace, or `str.split(sep)` on every separator.
  private static func split(_ text: String, _ separator: AnswerValue?, offset: Int)
    throws(ExpressionError) -> [String]
  {
    guard let separator, !separator.isNull else {
      return text.split(whereSeparator: \.isWhitespace).map(String.init)
    }
    let part = PythonText.str(separator)
    guard !part.isEmpty else { throw .evaluation("empty separator", offset: offset) }
    return text.literalComponents(separatedBy: part)
  }
}
