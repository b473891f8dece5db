import Foundation

/// jinja2-ansible-filters' `regex_search(pattern, ignorecase=False, multiline=False)`.
///
/// The first match of a Python regular expression in the text, or none (`None`, false in
/// a test) when nothing matches. Group arguments (`'\\1'`) are outside the subset.
struct RegexSearchFilter {
  let pattern: String
  let options: NSRegularExpression.Options
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
    options = PythonRegex.options(arguments, ignorecase: 99, multiline: 99)
    self.offset = offset
  }

  func apply(to text: String) throws(ExpressionError) -> AnswerValue {
    let expression = try PythonRegex.compile(pattern, options: options, offset: offset)
    let first = try PythonRegex.matches(
      expression, in: text, all: false, pattern: pattern, offset: offset)
    guard let match = first.first, let found = Range(match.range, in: text)
    else { return .null }
    return .string(String(text[found]))
  }
}
