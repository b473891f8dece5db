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

  /// The matches of `expression` in `text` (the first only, or all), under the step budget
  /// a form's own patterns have, so a runaway pattern in a template cannot hang a fill.
  /// - Throws: An evaluation error naming the pattern when the budget runs out.
  static func matches(
    _ expression: NSRegularExpression, in text: String, all: Bool, pattern: String, offset: Int
  ) throws(ExpressionError) -> [NSTextCheckingResult] {
    let whole = NSRange(location: 0, length: (text as NSString).length)
    let budget = RegexCheck.stepBudget(forLength: whole.length)
    var found: [NSTextCheckingResult] = []
    var reports = 0
    var tooCostly = false
    expression.enumerateMatches(in: text, options: .reportProgress, range: whole) {
      match, _, stop in
      if let match {
        found.append(match)
        if !all { stop.pointee = true }
      } else {
        reports += 1
        if reports > budget {
          tooCostly = true
          stop.pointee = true
        }
      }
    }
    if tooCostly {
      throw .evaluation(
        "regular expression '\(pattern)' is too costly to run on this text", offset: offset)
    }
    return found
  }
}
