import Foundation

/// jinja2-ansible-filters' `regex_findall(regex, multiline=False, ignorecase=False)`:
/// Python's `re.findall`, every match (its group when it has one, its groups when several).
struct RegexFindAll {
  let pattern: String
  let options: NSRegularExpression.Options
  let offset: Int

  init(arguments: ExpressionArguments, offset: Int) throws(ExpressionError) {
    guard let pattern = arguments.string("regex", position: 0) else {
      throw .evaluation("regex_findall needs a pattern", offset: offset)
    }
    self.pattern = pattern
    options = PythonRegex.options(arguments, ignorecase: 2, multiline: 1)
    self.offset = offset
  }

  func apply(to text: String) throws(ExpressionError) -> AnswerValue {
    let expression = try PythonRegex.compile(pattern, options: options, offset: offset)
    let matches = try PythonRegex.matches(
      expression, in: text, all: true, pattern: pattern, offset: offset)
    return .array(
      matches.map { match in
        func group(_ index: Int) -> AnswerValue {
          let range = match.range(at: index)
          guard range.location != NSNotFound, let found = Range(range, in: text) else {
            return .string("")
          }
          return .string(String(text[found]))
        }
        switch match.numberOfRanges {
        case 1: return group(0)
        case 2: return group(1)
        // Python's re.findall gives a tuple of the groups when there are several.
        default: return .tuple((1..<match.numberOfRanges).map(group))
        }
      })
  }
}
