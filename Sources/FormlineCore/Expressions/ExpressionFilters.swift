import FoundationEssentials
import OrderedCollections

/// The filters of the subset: Jinja's built-ins that templates use for names and
/// versions, cookiecutter's `slugify`, and copier's (jinja2-ansible-filters')
/// `regex_replace`, `regex_search` and `strftime`.
struct ExpressionFilters {
  let context: TemplateContext

  static let names: Set<String> = Set([
    "lower", "upper", "title", "capitalize", "replace", "trim", "default", "d", "length", "count",
    "join", "first", "last", "int", "float", "string", "slugify", "truncate", "regex_replace",
    "regex_search", "strftime",
  ]).union(JinjaFilters.names)

  func apply(_ name: String, to value: AnswerValue, arguments: ExpressionArguments, offset: Int)
    throws(ExpressionError) -> AnswerValue
  {
    let text = PythonText.str(value)
    switch name {
    case "lower": return .string(text.lowercased())
    case "upper": return .string(text.uppercased())
    case "capitalize": return .string(PythonCase.capitalize(text))
    case "title": return .string(PythonCase.jinjaTitle(text))
    case "trim":
      return .string(PythonCase.strip(text, arguments.string("chars", position: 0), .both))
    case "replace":
      guard let old = arguments.string("old", position: 0),
        let new = arguments.string("new", position: 1)
      else { throw .evaluation("replace needs two arguments", offset: offset) }
      if let count = arguments.argument("count", position: 2)?.integerValue, count >= 0 {
        // Python's str.replace(old, new, count): only the first `count` occurrences.
        var parts = text.literalComponents(separatedBy: old)
        guard !old.isEmpty, parts.count - 1 > count else {
          return .string(try PythonCase.replace(text, old, new, offset: offset))
        }
        let head = parts[0...count].joined(separator: new)
        parts = [head] + parts[(count + 1)...]
        return .string(parts.joined(separator: old))
      }
      return .string(try PythonCase.replace(text, old, new, offset: offset))
    case "length", "count":
      switch value {
      case .array(let items), .tuple(let items): return .integer(items.count)
      case .object(let members): return .integer(members.count)
      default: return .integer(text.unicodeScalars.count)
      }
    case "join":
      let separator = arguments.string("d", position: 0) ?? ""
      var all = try items(of: value, offset: offset)
      if let attribute = arguments.argument("attribute", position: 1), !attribute.isNull {
        all = try all.map { item throws(ExpressionError) in
          try JinjaAttribute.read(attribute, of: item, offset: offset)
        }
      }
      let parts = all.map(PythonText.str)
      let separators = ResultBudget.product(separator.utf8.count, max(0, parts.count - 1))
      try ResultBudget.ensure(
        separators.map { parts.reduce($0) { $0 + $1.utf8.count } }, offset: offset)
      return .string(parts.joined(separator: separator))
    case "first", "last":
      let all = try items(of: value, offset: offset)
      guard let item = name == "first" ? all.first : all.last else {
        throw .undefined("\(name) of an empty value", offset: offset)
      }
      return item
    case "int":
      return integer(
        value, fallback: arguments.argument("default", position: 0),
        base: arguments.argument("base", position: 1)?.integerValue ?? 10)
    case "float": return float(value, fallback: arguments.argument("default", position: 0))
    case "string": return .string(text)
    case "slugify":
      return .string(try Slugifier(arguments: arguments, offset: offset).slugify(text))
    case "truncate": return .string(try truncate(text, arguments, offset: offset))
    case "regex_replace":
      return .string(try RegexReplacement(arguments: arguments, offset: offset).apply(to: text))
    case "regex_search":
      return try RegexSearchFilter(arguments: arguments, offset: offset).apply(to: text)
    case "strftime":
      let seconds = arguments.argument("second", position: 0)?.doubleValue
      let date = seconds.map { Date(timeIntervalSince1970: $0) } ?? context.now
      return .string(StrftimeFormatter(timeZone: context.timeZone).format(date, pattern: text))
    default:
      return try JinjaFilters(context: context).apply(
        name, to: value, arguments: arguments, offset: offset)
    }
  }

  /// The items of a list, the characters of a string, the keys of a mapping.
  private func items(of value: AnswerValue, offset: Int) throws(ExpressionError) -> [AnswerValue] {
    switch value {
    case .array(let items), .tuple(let items): return items
    case .string(let text): return text.unicodeScalars.map { .string(String($0)) }
    case .object(let members): return members.keys.map { .string($0.text) }
    default: throw .evaluation("\(value.typeName) is not iterable", offset: offset)
    }
  }

  /// Jinja's `int`: whole numbers, numeric text (`"3.7"` → 3), else the fallback (0).
  private func integer(_ value: AnswerValue, fallback: AnswerValue?, base: Int) -> AnswerValue {
    if base != 10, case .string(let text) = value {
      // Python's int(text, base): a 0x/0o/0b prefix matching the base (or any, base 0).
      var digits = text.trimmingSpaces.replacingLiterally("_", with: "")
      let negative = digits.hasPrefix("-")
      if negative || digits.hasPrefix("+") { digits.removeFirst() }
      var radix = base
      let prefixes = ["0x": 16, "0X": 16, "0o": 8, "0O": 8, "0b": 2, "0B": 2]
      if let prefix = prefixes.first(where: { digits.hasPrefix($0.key) }),
        base == 0 || base == prefix.value
      {
        radix = prefix.value
        digits.removeFirst(2)
      }
      if radix == 0 { radix = 10 }
      if (2...36).contains(radix), let number = Int(digits, radix: radix) {
        return .integer(negative ? -number : number)
      }
      return fallback ?? .integer(0)
    }
    switch value {
    case .integer: return value
    case .bool(let flag): return .integer(flag ? 1 : 0)
    case .number(let number) where number.isFinite && abs(number) < 9e18:
      return .integer(Int(number.rounded(.towardZero)))
    case .string(let text):
      let trimmed = text.trimmingSpaces.replacingLiterally("_", with: "")
      if let number = Int(trimmed) { return .integer(number) }
      if let number = Double(trimmed), number.isFinite, abs(number) < 9e18 {
        return .integer(Int(number.rounded(.towardZero)))
      }
    default: break
    }
    return fallback ?? .integer(0)
  }

  private func float(_ value: AnswerValue, fallback: AnswerValue?) -> AnswerValue {
    switch value {
    case .number: return value
    case .integer(let number): return .number(Double(number))
    case .bool(let flag): return .number(flag ? 1 : 0)
    case .string(let text):
      if let number = Double(text.trimmingSpaces) { return .number(number) }
    default: break
    }
    return fallback ?? .number(0)
  }

  /// Jinja's `truncate(length=255, killwords=False, end='...', leeway=5)`.
  private func truncate(_ text: String, _ arguments: ExpressionArguments, offset: Int)
    throws(ExpressionError) -> String
  {
    let length = arguments.argument("length", position: 0).flatMap(\.integerValue) ?? 255
    let killWords = arguments.argument("killwords", position: 1).map(PythonText.isTruthy) ?? false
    let end = arguments.string("end", position: 2) ?? "..."
    let leeway = arguments.argument("leeway", position: 3).flatMap(\.integerValue) ?? 5
    let scalars = Array(text.unicodeScalars)
    let endCount = end.unicodeScalars.count
    guard length >= endCount else {
      throw .evaluation("expected length >= \(endCount), got \(length)", offset: offset)
    }
    guard leeway >= 0 else {
      throw .evaluation("expected leeway >= 0, got \(leeway)", offset: offset)
    }
    // Both are at least 0 here; a sum past `Int.max` keeps any text whole.
    let (limit, overflow) = length.addingReportingOverflow(leeway)
    if overflow || scalars.count <= limit { return text }
    var kept = String.UnicodeScalarView()
    kept.append(contentsOf: scalars[0..<(length - endCount)])
    var result = String(kept)
    if !killWords, let space = result.literalRange(of: " ", backwards: true) {
      result = String(result[..<space.lowerBound])
    }
    return result + end
  }
}

extension AnswerValue {
  /// The value of an integer, for filter arguments.
  var integerValue: Int? {
    if case .integer(let number) = self { return number }
    return nil
  }
}
