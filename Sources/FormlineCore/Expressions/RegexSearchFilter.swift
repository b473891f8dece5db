import FormlineRegex

/// jinja2-ansible-filters' `regex_search(pattern, ignorecase=False, multiline=False)`.
///
/// The first match of a Python regular expression in the text, or none (`None`, false in
/// a test) when nothing matches. Group arguments (`'\\1'`) are outside the subset.
struct RegexSearchFilter {
  let pattern: String
  let flags: PythonRegexFlags
  let offset: Int

  init(arguments: ExpressionArguments, offset: Int) throws(ExpressionError) {
    guard let pattern = arguments.string("regex", position: 0) else {
      throw .evaluation("regex_search needs a pattern", offset: offset)
    }
    if arguments.positional(1) != nil {
      throw ExpressionError(
        message: "regex_search with group arguments is not supported", offset: offset)
    }
    self.pattern = pattern
    // Only by name: the second position is a group, outside the subset.
    flags = PythonRegex.flags(arguments, ignorecase: 99, multiline: 99)
    self.offset = offset
  }

  func apply(to text: String) throws(ExpressionError) -> AnswerValue {
    let regex = try PythonRegex.compile(pattern, flags: flags, offset: offset)
    let first = try PythonRegex.finished(
      regex.firstMatch(in: text), pattern: pattern, offset: offset)
    guard let found = first?.text(in: text) else { return .null }
    return .string(String(found))
  }
}
