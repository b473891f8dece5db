import FoundationEssentials
import OrderedCollections

/// copier's jinja2-ansible-filters that are pure functions of their input. Those that reach
/// the file system, the environment or randomness are refused by name (`JinjaFilters.refused`).
extension JinjaFilters {
  func ansibleFilter(
    _ name: String, _ value: AnswerValue, _ arguments: ExpressionArguments, offset: Int
  ) throws(ExpressionError) -> AnswerValue? {
    let text = PythonText.str(value)
    switch name {
    case "to_json":
      return .string(PythonJSON.dumps(value, sortKeys: false, indent: nil))
    case "to_nice_json":
      let indent = try Self.integer(
        arguments.argument("indent", position: 0), 4, "indent", offset: offset)
      return .string(PythonJSON.dumps(value, sortKeys: true, indent: indent, itemSeparator: ","))
    case "jsonify":
      let indent = try Self.integer(
        arguments.argument("indent", position: 0), 4, "indent", offset: offset)
      return .string(PythonJSON.dumps(value, sortKeys: true, indent: indent))
    case "tojson":
      let indent = arguments.argument("indent", position: 0).flatMap(\.integerValue)
      return .string(PythonJSON.htmlSafe(PythonJSON.dumps(value, sortKeys: true, indent: indent)))
    case "pprint": return .string(PythonJSON.pprint(value))
    case "from_json":
      guard case .value(let parsed, _) = StructuredInput.read(text, syntax: .json) else {
        throw .evaluation("from_json: not valid JSON", offset: offset)
      }
      return parsed
    case "from_yaml":
      do {
        guard let root = try DocumentParser.parse(text, file: "from_yaml") else { return .null }
        return root.copierValue
      } catch {
        throw .evaluation("from_yaml: \(error.message)", offset: offset)
      }
    case "to_yaml", "to_nice_yaml":
      let indent = try Self.integer(
        arguments.argument("indent", position: 0), name == "to_yaml" ? 2 : 4, "indent",
        offset: offset)
      return .string(PythonYAML.dump(value, flow: name == "to_yaml", indent: indent))
    case "b64encode": return .string(Data(text.utf8).base64EncodedString())
    case "b64decode":
      guard let data = Data(base64Encoded: text), let decoded = String(data: data, encoding: .utf8)
      else { throw .evaluation("b64decode: not base64 of UTF-8 text", offset: offset) }
      return .string(decoded)
    case "basename", "dirname", "splitext", "win_basename", "win_dirname", "win_splitdrive":
      return PythonPath.apply(name, text)
    case "bool":
      switch value {
      case .null, .bool: return value
      case .string(let given):
        return .bool(["yes", "on", "1", "true"].contains(given.lowercased()))
      case .integer(let number): return .bool(number == 1)
      case .number(let number): return .bool(number == 1)
      default: return .bool(false)
      }
    case "ternary":
      let none = arguments.argument("none_val", position: 2).flatMap { $0.isNull ? nil : $0 }
      if value.isNull, let none { return none }
      let chosen =
        PythonText.isTruthy(value)
        ? arguments.argument("true_val", position: 0) : arguments.argument("false_val", position: 1)
      return chosen ?? .null
    case "combine": return try combine(value, arguments, offset: offset)
    case "quote": return .string(Self.shellQuote(text))
    case "mandatory": return value
    case "regex_escape": return .string(Self.regexEscape(text))
    case "regex_findall":
      return try RegexFindAll(arguments: arguments, offset: offset).apply(to: text)
    case "comment": return .string(try comment(text, arguments, offset: offset))
    case "flatten":
      let levels = arguments.argument("levels", position: 0).flatMap(\.integerValue)
      let skipNulls = arguments.argument("skip_nulls", position: 1).map(PythonText.isTruthy) ?? true
      return .array(
        Self.flatten(
          try Self.items(of: value, offset: offset), levels: levels, skipNulls: skipNulls))
    case "type_debug":
      switch value {
      case .null: return .string("NoneType")
      case .bool: return .string("bool")
      case .integer: return .string("int")
      case .number: return .string("float")
      case .numberLiteral(let literal):
        return .string(
          Int(literal.text) != nil || literal.text.allSatisfy(\.isNumber) ? "int" : "float")
      case .string: return .string("str")
      case .array: return .string("list")
      case .tuple: return .string("tuple")
      case .object: return .string("dict")
      }
    case "extract":
      guard let container = arguments.argument("container", position: 0) else {
        throw .evaluation("extract needs a container", offset: offset)
      }
      var result = try ExpressionEvaluator(context: context).item(
        of: container, at: value, name: "container", offset: offset)
      if let more = arguments.argument("morekeys", position: 1), !more.isNull {
        for key in more.arrayValue ?? [more] {
          result = try ExpressionEvaluator(context: context).item(
            of: result, at: key, name: "value", offset: offset)
        }
      }
      return result
    default: return nil
    }
  }

  /// `combine(*dicts, recursive=False)`: later mappings win; a list of mappings counts as
  /// its items.
  private func combine(_ value: AnswerValue, _ arguments: ExpressionArguments, offset: Int)
    throws(ExpressionError) -> AnswerValue
  {
    let recursive =
      arguments.values.first { $0.name == "recursive" }.map { PythonText.isTruthy($0.value) }
      ?? false
    var terms: [ObjectMembers] = []
    for term in [value] + arguments.values.filter({ $0.name == nil }).map(\.value) {
      for part in term.arrayValue ?? [term] {
        guard case .object(let members) = part else {
          throw .evaluation(
            "failed to combine variables, expected dicts but got \(part.typeName)", offset: offset)
        }
        terms.append(members)
      }
    }
    guard var result = terms.first else { return .object([:]) }
    for term in terms.dropFirst() { result = Self.merge(result, term, recursive: recursive) }
    return .object(result)
  }

  private static func merge(
    _ base: ObjectMembers, _ patch: ObjectMembers,
    recursive: Bool
  ) -> ObjectMembers {
    var result = base
    for (key, value) in patch {
      if recursive, case .object(let old)? = result[key], case .object(let new) = value {
        result[key] = .object(merge(old, new, recursive: true))
      } else {
        result[key] = value
      }
    }
    return result
  }

  /// Python's `shlex.quote`.
  static func shellQuote(_ text: String) -> String {
    guard !text.isEmpty else { return "''" }
    let safe = text.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil
          || "_@%+=:,./-".unicodeScalars.contains(scalar))
    }
    return safe ? text : "'" + text.replacingLiterally("'", with: "'\"'\"'") + "'"
  }

  /// Python's `re.escape`: the characters special in a pattern, backslashed.
  static func regexEscape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if "()[]{}?*+-|^$\\.&~# \t\n\r\u{0B}\u{0C}".unicodeScalars.contains(scalar) {
        result += "\\"
      }
      result.unicodeScalars.append(scalar)
    }
    return result
  }

  static func flatten(_ items: [AnswerValue], levels: Int?, skipNulls: Bool) -> [AnswerValue] {
    var result: [AnswerValue] = []
    for item in items {
      if skipNulls, item.isNull || item == .string("None") || item == .string("null") {
        // ansible stops at the first null item (its loop breaks), keeping what came before.
        break
      }
      if let inner = item.sequenceItems {
        if let levels {
          if levels >= 1 {
            result += flatten(inner, levels: levels - 1, skipNulls: skipNulls)
          } else {
            result.append(item)
          }
        } else {
          result += flatten(inner, levels: nil, skipNulls: skipNulls)
        }
      } else {
        result.append(item)
      }
    }
    return result
  }

  /// ansible's `comment(style='plain', decoration=…, prefix=…, postfix=…)`.
  private func comment(_ text: String, _ arguments: ExpressionArguments, offset: Int)
    throws(ExpressionError) -> String
  {
    let styles: [String: [String: String]] = [
      "plain": ["decoration": "# "], "erlang": ["decoration": "% "], "c": ["decoration": "// "],
      "cblock": ["beginning": "/*", "decoration": " * ", "end": " */"],
      "xml": ["beginning": "<!--", "decoration": " - ", "end": "-->"],
    ]
    let style = arguments.string("style", position: 0) ?? "plain"
    guard let chosen = styles[style] else {
      throw .evaluation("comment style '\(style)' is not known", offset: offset)
    }
    var given: [String: String] = [:]
    for (name, value) in arguments.values { if let name { given[name] = PythonText.str(value) } }
    let prePostfix = given["decoration"] ?? chosen["decoration"] ?? ""
    var p: [String: String] = [
      "newline": "\n", "beginning": "", "prefix": PythonCase.strip(prePostfix, nil, .trailing),
      "prefix_count": "1", "decoration": "",
      "postfix": PythonCase.strip(prePostfix, nil, .trailing),
      "postfix_count": "1", "end": "",
    ]
    p.merge(chosen) { _, new in new }
    p.merge(given) { _, new in new }
    let newline = p["newline"] ?? "\n"
    let decoration = p["decoration"] ?? ""
    let prefixCount = min(max(Int(p["prefix_count"] ?? "1") ?? 1, 0), 1000)
    let postfixCount = min(max(Int(p["postfix_count"] ?? "1") ?? 1, 0), 1000)
    var result = ""
    if let beginning = p["beginning"], !beginning.isEmpty { result += beginning + newline }
    if let prefix = p["prefix"], !prefix.isEmpty {
      result += String(
        repeating: prefix == newline ? newline : prefix + newline, count: prefixCount)
    }
    let body = decoration + text.replacingLiterally(newline, with: newline + decoration)
    result += body.replacingLiterally(
      decoration + newline, with: PythonCase.strip(decoration, nil, .trailing) + newline)
    result += ([""] + Array(repeating: p["postfix"] ?? "", count: postfixCount))
      .joined(separator: newline)
    if let end = p["end"], !end.isEmpty { result += newline + end }
    return result
  }
}
