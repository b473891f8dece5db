import Foundation

/// Python `re` patterns as the Jinja filters take them (`regex_replace`, `regex_search`),
/// compiled by ICU, whose syntax differs only in how named groups are written.
enum PythonRegex {
  /// The `ignorecase` and `multiline` flags of a filter's arguments, by name or position.
  static func options(
    _ arguments: ExpressionArguments, ignorecase: Int, multiline: Int
  ) -> NSRegularExpression.Options {
    var options: NSRegularExpression.Options = []
    if arguments.argument("ignorecase", position: ignorecase).map(PythonText.isTruthy) == true {
      options.insert(.caseInsensitive)
    }
    if arguments.argument("multiline", position: multiline).map(PythonText.isTruthy) == true {
      options.insert(.anchorsMatchLines)
    }
    return options
  }

  /// Python's `(?P<name>…)` is ICU's `(?<name>…)`.
  static func icuPattern(_ pattern: String) -> String {
    pattern.replacingOccurrences(of: "(?P<", with: "(?<")
  }

  /// - Throws: An evaluation error naming the pattern when ICU does not compile it.
  static func compile(
    _ pattern: String, options: NSRegularExpression.Options, offset: Int
  ) throws(ExpressionError) -> NSRegularExpression {
    do {
      return try NSRegularExpression(pattern: icuPattern(pattern), options: options)
    } catch {
      throw .evaluation("invalid regular expression '\(pattern)'", offset: offset)
    }
  }
}
