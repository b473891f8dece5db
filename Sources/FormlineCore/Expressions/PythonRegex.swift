import FormlineRegex

/// Python `re` patterns as the Jinja filters take them (`regex_replace`, `regex_search`,
/// `regex_findall`), compiled by PCRE2 after FormlineRegex's rewrite of Python's syntax
/// (`PythonRegexSyntax`), and run under its step budget.
enum PythonRegex {
  /// The `ignorecase` and `multiline` flags of a filter's arguments, by name or position.
  static func flags(
    _ arguments: ExpressionArguments, ignorecase: Int, multiline: Int
  ) -> PythonRegexFlags {
    var flags: PythonRegexFlags = []
    if arguments.argument("ignorecase", position: ignorecase).map(PythonText.isTruthy) == true {
      flags.insert(.ignoreCase)
    }
    if arguments.argument("multiline", position: multiline).map(PythonText.isTruthy) == true {
      flags.insert(.multiline)
    }
    return flags
  }

  /// - Throws: An evaluation error naming the pattern when Python's syntax or PCRE2
  ///   refuses it.
  static func compile(
    _ pattern: String, flags: PythonRegexFlags, offset: Int
  ) throws(ExpressionError) -> CompiledRegex {
    do {
      return try CompiledRegex(python: pattern, flags: flags)
    } catch {
      throw .evaluation("invalid regular expression '\(pattern)'", offset: offset)
    }
  }

  /// The result of a search, or the error naming the pattern when it ran over its budget,
  /// so a runaway pattern in a template cannot hang a fill.
  static func finished<Value>(
    _ result: BudgetedResult<Value>, pattern: String, offset: Int
  ) throws(ExpressionError) -> Value {
    guard let value = result.value else {
      throw .evaluation(
        "regular expression '\(pattern)' is too costly to run on this text", offset: offset)
    }
    return value
  }
}
