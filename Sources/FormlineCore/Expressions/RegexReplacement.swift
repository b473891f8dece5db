import FormlineRegex

/// jinja2-ansible-filters' `regex_replace(pattern, replacement, ignorecase=False,
/// multiline=False)`: Python's `re.sub`, pattern and replacement read as Python reads them
/// (`PythonRegex`, `PythonReplacement`).
struct RegexReplacement {
  let pattern: String
  let replacement: String
  let flags: PythonRegexFlags
  let offset: Int

  init(arguments: ExpressionArguments, offset: Int) throws(ExpressionError) {
    pattern = arguments.string("pattern", position: 0) ?? ""
    replacement = arguments.string("replacement", position: 1) ?? ""
    flags = PythonRegex.flags(arguments, ignorecase: 2, multiline: 3)
    self.offset = offset
  }

  func apply(to text: String) throws(ExpressionError) -> String {
    let regex = try PythonRegex.compile(pattern, flags: flags, offset: offset)
    let template: PythonReplacement
    do {
      template = try PythonReplacement(replacement, for: regex)
    } catch {
      throw .evaluation(
        "invalid replacement '\(replacement)': \(error.message)", offset: offset)
    }
    return try PythonRegex.finished(
      template.substitute(in: text, using: regex), pattern: pattern, offset: offset)
  }
}
