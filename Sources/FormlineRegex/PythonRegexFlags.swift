/// Python's `re` flags that change how a pattern is read or matched.
package struct PythonRegexFlags: OptionSet, Hashable, Sendable {
  package let rawValue: Int
  package init(rawValue: Int) { self.rawValue = rawValue }

  /// `re.IGNORECASE`, `(?i)`.
  package static let ignoreCase = PythonRegexFlags(rawValue: 1)
  /// `re.MULTILINE`, `(?m)`: `^` and `$` at every line.
  package static let multiline = PythonRegexFlags(rawValue: 2)
  /// `re.DOTALL`, `(?s)`: `.` matches `\n` too.
  package static let dotAll = PythonRegexFlags(rawValue: 4)
  /// `re.VERBOSE`, `(?x)`: white space and `#` comments are ignored.
  package static let verbose = PythonRegexFlags(rawValue: 8)
  /// `re.ASCII`, `(?a)`: `\d`, `\w`, `\s` and `\b` are ASCII.
  package static let ascii = PythonRegexFlags(rawValue: 16)
}
