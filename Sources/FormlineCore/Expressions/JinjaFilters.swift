import FoundationEssentials
import OrderedCollections

/// Jinja2's built-in filters beyond the first subset, and the pure functions of copier's
/// (jinja2-ansible-filters) and cookiecutter's default extensions, with the results
/// Jinja2 gives (`Fixtures/jinja/expected.tsv` records them).
///
/// Strings carry no "safe" mark here: `escape` escapes every time, `safe` changes nothing
/// (both tools render with autoescaping off). `dictsort`, `items` and `groupby` give
/// tuples, which print as Python prints them (`('a', 1)`).
struct JinjaFilters {
  let context: TemplateContext

  static let names: Set<String> = [
    // Jinja2's built-ins.
    "abs", "attr", "batch", "center", "dictsort", "e", "escape", "filesizeformat",
    "forceescape", "format", "groupby", "indent", "items", "list", "map", "max", "min",
    "pprint", "random", "reject", "rejectattr", "reverse", "round", "safe", "select",
    "selectattr", "slice", "sort", "striptags", "sum", "tojson", "unique", "urlencode",
    "urlize", "wordcount", "wordwrap", "xmlattr",
    // jinja2-ansible-filters (copier).
    "to_json", "to_nice_json", "from_json", "to_yaml", "to_nice_yaml", "from_yaml",
    "b64encode", "b64decode", "basename", "dirname", "splitext", "win_basename",
    "win_dirname", "win_splitdrive", "bool", "ternary", "combine", "quote", "mandatory",
    "regex_escape", "regex_findall", "comment",
    "flatten", "type_debug", "extract", "ans_groupby", "hash", "md5", "sha1", "checksum",
    "to_uuid",
    // cookiecutter.
    "jsonify",
  ]

  func apply(_ name: String, to value: AnswerValue, arguments: ExpressionArguments, offset: Int)
    throws(ExpressionError) -> AnswerValue
  {
    if name == "attr" {
      // Jinja's attr reads a Python attribute, never a mapping's key: answers have none.
      throw .undefined(PythonText.str(arguments.positional(0) ?? .null), offset: offset)
    }
    if let result = try textFilter(name, value, arguments, offset: offset) { return result }
    if let result = try numberFilter(name, value, arguments, offset: offset) { return result }
    if let result = try sequenceFilter(name, value, arguments, offset: offset) { return result }
    if let result = try ansibleFilter(name, value, arguments, offset: offset) { return result }
    if DigestFilters.names.contains(name) {
      return try DigestFilters.apply(name, value, arguments, offset: offset)
    }
    let why = Self.refused[name].map { " (\($0))" } ?? ""
    throw ExpressionError(message: "filter '\(name)' is not supported\(why)", offset: offset)
  }

  /// Filters of the tools' environments that reach outside the answers, refused by name.
  static let refused: [String: String] = [
    "expanduser": "it reads the home directory",
    "expandvars": "it reads the environment",
    "realpath": "it reads the file system",
    "relpath": "it reads the working directory",
    "fileglob": "it reads the file system",
    "shuffle": "it is random",
    "ans_random": "it is random",
    "random_mac": "it is random",
    "subelements": "it reaches Python objects",
    "to_datetime": "it makes Python datetime objects",
  ]

  /// The items of a list, the characters of a string, the keys of a mapping.
  static func items(of value: AnswerValue, offset: Int) throws(ExpressionError)
    -> [AnswerValue]
  {
    switch value {
    case .array(let items), .tuple(let items): return items
    case .string(let text): return text.unicodeScalars.map { .string(String($0)) }
    case .object(let members): return members.keys.map { .string($0.text) }
    default: throw .evaluation("'\(value.typeName)' object is not iterable", offset: offset)
    }
  }

  /// An integer argument, or the default.
  static func integer(_ value: AnswerValue?, _ fallback: Int, _ name: String, offset: Int)
    throws(ExpressionError) -> Int
  {
    guard let value, !value.isNull else { return fallback }
    switch value {
    case .integer(let number): return number
    case .bool(let flag): return flag ? 1 : 0
    default: throw .evaluation("\(name) must be an integer", offset: offset)
    }
  }
}
