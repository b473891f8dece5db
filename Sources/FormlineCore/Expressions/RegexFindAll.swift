import FormlineRegex

/// jinja2-ansible-filters' `regex_findall(regex, multiline=False, ignorecase=False)`:
/// Python's `re.findall`, every match (its group when it has one, its groups when several).
struct RegexFindAll {
  let pattern: String
  let flags: PythonRegexFlags
  let offset: Int

  init(arguments: ExpressionArguments, offset: Int) throws(ExpressionError) {
    guard let pattern = arguments.string("regex", position: 0) else {
      throw .evaluation("regex_findall needs a pattern", offset: offset)
    }
    self.pattern = pattern
    flags = PythonRegex.flags(arguments, ignorecase: 2, multiline: 1)
    self.offset = offset
  }

  func apply(to text: String) throws(ExpressionError) -> AnswerValue {
    let regex = try PythonRegex.compile(pattern, flags: flags, offset: offset)
    let matches = try PythonRegex.finished(
      regex.allMatches(in: text), pattern: pattern, offset: offset)
    return .array(
      matches.map { match in
        // A group that took no part in the match is empty, as in Python.
        func group(_ number: Int) -> AnswerValue {
          .string(match.text(number, in: text).map(String.init) ?? "")
        }
        switch regex.captureGroupCount {
        case 0: return group(0)
        case 1: return group(1)
        // Python's re.findall gives a tuple of the groups when there are several.
        default: return .tuple((1...regex.captureGroupCount).map(group))
        }
      })
  }
}
