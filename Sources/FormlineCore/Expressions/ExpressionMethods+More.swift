import FoundationEssentials
import OrderedCollections

/// More of Python's `str`, `list` and `dict` methods: `center`, `zfill`, `find`, `count`,
/// `join`, `format`, `partition`, `is…` predicates, a mapping's `keys()`, `values()` and
/// `items()`, a list's `index()` and `count()`.
extension ExpressionMethods {
  static let moreNames: Set<String> = [
    "center", "ljust", "rjust", "zfill", "find", "rfind", "index", "rindex", "count", "join",
    "format", "partition", "rpartition", "rsplit", "splitlines", "swapcase", "casefold",
    "isalpha", "isdigit", "isdecimal", "isnumeric", "isalnum", "isspace", "islower", "isupper",
    "istitle", "keys", "values", "items", "removeprefix", "removesuffix",
  ]

  static func containerMethod(
    _ name: String, on value: AnswerValue, arguments: ExpressionArguments, offset: Int
  ) throws(ExpressionError) -> AnswerValue? {
    switch (value, name) {
    case (.object(let members), "keys"): return .array(members.keys.map { .string($0.text) })
    case (.object(let members), "values"): return .array(Array(members.values))
    case (.object(let members), "items"):
      return .array(members.map { .tuple([.string($0.key.text), $0.value]) })
    case (.array(let items), "index"), (.tuple(let items), "index"):
      let wanted = arguments.positional(0) ?? .null
      guard let found = items.firstIndex(where: { ExpressionOperators.equal($0, wanted) }) else {
        throw .evaluation("\(PythonText.repr(wanted)) is not in list", offset: offset)
      }
      return .integer(found)
    case (.array(let items), "count"), (.tuple(let items), "count"):
      let wanted = arguments.positional(0) ?? .null
      return .integer(items.filter { ExpressionOperators.equal($0, wanted) }.count)
    default: return nil
    }
  }

  static func moreStringMethod(
    _ name: String, on text: String, arguments: ExpressionArguments, offset: Int
  ) throws(ExpressionError) -> AnswerValue {
    func argumentText(_ index: Int) -> String? {
      arguments.positional(index).flatMap { $0.isNull ? nil : PythonText.str($0) }
    }
    func width() throws(ExpressionError) -> Int {
      guard let width = arguments.positional(0)?.integerValue else {
        throw .evaluation("\(name)() needs a width", offset: offset)
      }
      return width
    }
    let scalars = Array(text.unicodeScalars)
    switch name {
    case "center":
      return .string(
        try PythonText.center(text, try width(), fill: argumentText(1) ?? " ", offset: offset))
    case "ljust", "rjust":
      return .string(
        try PythonText.justify(
          text, try width(), fill: argumentText(1) ?? " ", left: name == "ljust", offset: offset))
    case "zfill":
      let width = try width()
      guard width > scalars.count else { return .string(text) }
      try ResultBudget.ensure(width, offset: offset)
      let zeros = String(repeating: "0", count: width - scalars.count)
      if let first = text.first, first == "-" || first == "+" {
        return .string(String(first) + zeros + text.dropFirst())
      }
      return .string(zeros + text)
    case "find", "rfind", "index", "rindex":
      let part = argumentText(0) ?? ""
      // Python finds the empty string at either end.
      if part.isEmpty { return .integer(name.hasPrefix("r") ? scalars.count : 0) }
      guard let range = text.literalRange(of: part, backwards: name.hasPrefix("r")) else {
        if name.hasSuffix("index") { throw .evaluation("substring not found", offset: offset) }
        return .integer(-1)
      }
      return .integer(text.unicodeScalars.distance(from: text.startIndex, to: range.lowerBound))
    case "count":
      let part = argumentText(0) ?? ""
      guard !part.isEmpty else { return .integer(scalars.count + 1) }
      return .integer(text.literalCount(of: part))
    case "join":
      guard let items = arguments.positional(0)?.arrayValue else {
        throw .evaluation("join() needs a list", offset: offset)
      }
      let parts = items.map(PythonText.str)
      try ResultBudget.ensure(
        parts.reduce(text.utf8.count * max(0, parts.count - 1)) { $0 + $1.utf8.count },
        offset: offset)
      return .string(parts.joined(separator: text))
    case "format": return .string(try PythonStrFormat.format(text, arguments, offset: offset))
    case "partition", "rpartition":
      let separator = argumentText(0) ?? ""
      guard !separator.isEmpty else { throw .evaluation("empty separator", offset: offset) }
      let range =
        text.literalRange(of: separator, backwards: name == "rpartition")
      // Python answers a 3-tuple.
      guard let range else {
        return .tuple(
          name == "rpartition"
            ? [.string(""), .string(""), .string(text)]
            : [.string(text), .string(""), .string("")])
      }
      return .tuple([
        .string(String(text.unicodeScalars[..<range.lowerBound])), .string(separator),
        .string(String(text.unicodeScalars[range.upperBound...])),
      ])
    case "rsplit":
      guard let separator = argumentText(0), !separator.isEmpty else {
        return .array(text.split(whereSeparator: \.isWhitespace).map { .string(String($0)) })
      }
      var parts = text.literalComponents(separatedBy: separator)
      if let limit = arguments.positional(1)?.integerValue, limit >= 0, parts.count > limit + 1 {
        let head = parts[0..<(parts.count - limit)].joined(separator: separator)
        parts = [head] + parts[(parts.count - limit)...]
      }
      return .array(parts.map { .string($0) })
    case "splitlines": return .array(PythonText.splitLines(text).map { .string($0) })
    case "swapcase": return .string(PythonCase.swapCase(text))
    case "casefold": return .string(text.lowercased())
    case "isalpha": return .bool(PythonCase.all(text, PythonCase.isAlpha))
    case "isdigit", "isdecimal", "isnumeric": return .bool(PythonCase.all(text, PythonCase.isDigit))
    case "isalnum":
      return .bool(PythonCase.all(text) { PythonCase.isAlpha($0) || PythonCase.isDigit($0) })
    case "isspace": return .bool(PythonCase.all(text, PythonCase.isSpace))
    case "islower": return .bool(PythonCase.isLower(text))
    case "isupper": return .bool(PythonCase.isUpper(text))
    case "istitle":
      return .bool(
        !text.isEmpty && PythonCase.pythonTitle(text) == text && text.contains { $0.isLetter })
    case "removeprefix":
      let prefix = argumentText(0) ?? ""
      return .string(text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text)
    case "removesuffix":
      let suffix = argumentText(0) ?? ""
      return .string(text.hasSuffix(suffix) ? String(text.dropLast(suffix.count)) : text)
    default:
      throw .evaluation("string has no method '\(name)'", offset: offset)
    }
  }
}

/// Python's `str.format` for `{}`, `{0}` and `{name}` fields (with `{{`/`}}` escapes);
/// format specifications and attribute access in fields are refused.
enum PythonStrFormat {
  static func format(_ template: String, _ arguments: ExpressionArguments, offset: Int)
    throws(ExpressionError) -> String
  {
    var output = ""
    var automatic = 0
    var index = template.startIndex
    while index < template.endIndex {
      let character = template[index]
      let next = template.index(after: index)
      if character == "{", next < template.endIndex, template[next] == "{" {
        output += "{"
        index = template.index(after: next)
        continue
      }
      if character == "}", next < template.endIndex, template[next] == "}" {
        output += "}"
        index = template.index(after: next)
        continue
      }
      guard character == "{" else {
        output.append(character)
        index = next
        continue
      }
      guard let close = template[next...].firstIndex(of: "}") else {
        throw .evaluation("Single '{' encountered in format string", offset: offset)
      }
      let field = String(template[next..<close])
      guard !field.contains(":"), !field.contains("!"), !field.contains("."), !field.contains("[")
      else {
        throw ExpressionError(
          message: "str.format with a format specification is not supported", offset: offset)
      }
      let value: AnswerValue?
      if field.isEmpty {
        value = arguments.positional(automatic)
        automatic += 1
      } else if let position = Int(field) {
        value = arguments.positional(position)
      } else {
        value = arguments.values.first { $0.name == field }?.value
      }
      guard let value else {
        throw .evaluation("Replacement index \(field) out of range", offset: offset)
      }
      output += PythonText.str(value)
      index = template.index(after: close)
    }
    return output
  }
}
