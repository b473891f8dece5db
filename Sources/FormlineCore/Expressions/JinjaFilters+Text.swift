import FoundationEssentials
import OrderedCollections

/// Jinja's filters on text: layout (`center`, `indent`, `wordwrap`), counting, formatting,
/// and HTML/URL escaping.
extension JinjaFilters {
  func textFilter(
    _ name: String, _ value: AnswerValue, _ arguments: ExpressionArguments, offset: Int
  ) throws(ExpressionError) -> AnswerValue? {
    let text = PythonText.str(value)
    switch name {
    case "center":
      let width = try Self.integer(
        arguments.argument("width", position: 0), 80, name, offset: offset)
      return .string(try PythonText.center(text, width, fill: " ", offset: offset))
    case "indent": return .string(try indent(text, arguments, offset: offset))
    case "wordcount":
      return .integer(PythonText.wordRuns(text))
    case "wordwrap": return .string(try wordwrap(text, arguments, offset: offset))
    case "striptags": return .string(HTMLText.stripTags(text))
    case "format":
      var named: ObjectMembers = [:]
      for (key, argument) in arguments.values { if let key { named[key] = argument } }
      let values: AnswerValue =
        named.isEmpty ? .tuple(arguments.values.map(\.value)) : .object(named)
      return .string(try PythonFormat.format(text, values, offset: offset))
    case "escape", "e", "forceescape":
      return .string(HTMLText.escape(text))
    case "safe": return value
    case "urlencode": return .string(URLText.encode(value))
    case "urlize": return .string(try URLText.urlize(text, arguments, offset: offset))
    case "xmlattr": return .string(try HTMLText.attributes(value, arguments, offset: offset))
    case "filesizeformat":
      return .string(try filesize(value, arguments, offset: offset))
    case "reverse":
      switch value {
      case .array(let items), .tuple(let items): return .array(items.reversed())
      case .string(let text):
        return .string(String(text.unicodeScalars.reversed().map(Character.init)))
      case .object(let members): return .array(members.keys.reversed().map { .string($0.text) })
      default: throw .evaluation("argument to reversed() must be a sequence", offset: offset)
      }
    default: return nil
    }
  }

  /// Jinja's `indent(width=4, first=False, blank=False)`; `width` may be text.
  private func indent(_ text: String, _ arguments: ExpressionArguments, offset: Int)
    throws(ExpressionError) -> String
  {
    let given = arguments.argument("width", position: 0)
    let indention: String
    if case .string(let prefix)? = given {
      indention = prefix
    } else {
      let width = try Self.integer(given, 4, "indent", offset: offset)
      try ResultBudget.ensure(width, offset: offset)
      indention = String(repeating: " ", count: max(0, width))
    }
    let first = arguments.argument("first", position: 1).map(PythonText.isTruthy) ?? false
    let blank = arguments.argument("blank", position: 2).map(PythonText.isTruthy) ?? false
    // Jinja appends a newline before splitting, so a final empty line is not lost.
    let lines = PythonText.splitLines(text + "\n")
    let added = ResultBudget.product(indention.utf8.count, lines.count)
    try ResultBudget.ensure(added.map { $0 + text.utf8.count }, offset: offset)
    var result: String
    if blank {
      result = lines.joined(separator: "\n" + indention)
    } else {
      result = lines.first ?? ""
      let rest = lines.dropFirst()
      if !rest.isEmpty {
        result += "\n" + rest.map { $0.isEmpty ? $0 : indention + $0 }.joined(separator: "\n")
      }
    }
    return first ? indention + result : result
  }

  /// Jinja's `wordwrap(width=79, break_long_words=True, wrapstring=None,
  /// break_on_hyphens=True)`: each line wrapped as Python's textwrap wraps it.
  private func wordwrap(_ text: String, _ arguments: ExpressionArguments, offset: Int)
    throws(ExpressionError) -> String
  {
    let width = try Self.integer(
      arguments.argument("width", position: 0), 79, "width", offset: offset)
    guard width > 0 else {
      throw .evaluation("invalid width \(width) (must be > 0)", offset: offset)
    }
    let breakLong =
      arguments.argument("break_long_words", position: 1).map(PythonText.isTruthy) ?? true
    let wrapString =
      arguments.argument("wrapstring", position: 2).flatMap {
        $0.isNull ? nil : PythonText.str($0)
      } ?? "\n"
    let hyphens =
      arguments.argument("break_on_hyphens", position: 3).map(PythonText.isTruthy) ?? true
    let wrapper = TextWrapper(width: width, breakLongWords: breakLong, breakOnHyphens: hyphens)
    return PythonText.splitLines(text).map {
      wrapper.wrap($0).joined(separator: wrapString)
    }.joined(separator: wrapString)
  }

  /// Jinja's `filesizeformat(value, binary=False)`.
  private func filesize(_ value: AnswerValue, _ arguments: ExpressionArguments, offset: Int)
    throws(ExpressionError) -> String
  {
    let bytes: Double
    switch value {
    case .integer(let number): bytes = Double(number)
    case .number(let number): bytes = number
    case .bool(let flag): bytes = flag ? 1 : 0
    case .string(let text):
      guard let number = Double(text.trimmingSpaces) else {
        throw .evaluation("could not convert string to float: '\(text)'", offset: offset)
      }
      bytes = number
    default:
      throw .evaluation("float() argument must be a number, not \(value.typeName)", offset: offset)
    }
    let binary = arguments.argument("binary", position: 0).map(PythonText.isTruthy) ?? false
    let base = binary ? 1024.0 : 1000.0
    let prefixes =
      binary
      ? ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB", "ZiB", "YiB"]
      : ["kB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"]
    if bytes == 1 { return "1 Byte" }
    if bytes < base { return "\(Int(bytes.rounded(.towardZero))) Bytes" }
    var unit = base
    for prefix in prefixes {
      unit *= base
      if bytes < unit || prefix == prefixes.last {
        return CFormat.double(base * bytes / unit, "f", precision: 1) + " " + prefix
      }
    }
    return ""
  }
}
