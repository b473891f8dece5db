import Foundation

/// jinja2-ansible-filters' `regex_replace(pattern, replacement, ignorecase=False,
/// multiline=False)`, with Python's regular expression and replacement syntax mapped onto
/// ICU's: `(?P<name>…)` → `(?<name>…)`; the replacement is Python's
/// (`PythonReplacementTemplate`).
struct RegexReplacement {
  let pattern: String
  let replacement: String
  let options: NSRegularExpression.Options
  let offset: Int

  init(arguments: ExpressionArguments, offset: Int) throws(ExpressionError) {
    pattern = arguments.string("pattern", position: 0) ?? ""
    replacement = arguments.string("replacement", position: 1) ?? ""
    options = PythonRegex.options(arguments, ignorecase: 2, multiline: 3)
    self.offset = offset
  }

  func apply(to text: String) throws(ExpressionError) -> String {
    let expression = try PythonRegex.compile(pattern, options: options, offset: offset)
    let template: PythonReplacementTemplate
    do {
      template = try PythonReplacementTemplate(
        replacement, groupCount: expression.numberOfCaptureGroups,
        names: RegexReplacement.groupNames(PythonRegex.icuPattern(pattern)))
    } catch {
      throw .evaluation(
        "invalid replacement '\(replacement)': \(error.message)", offset: offset)
    }
    let matches = try PythonRegex.matches(
      expression, in: text, all: true, pattern: pattern, offset: offset)
    let source = text as NSString
    var result = ""
    var location = 0
    for match in matches {
      result += source.substring(
        with: NSRange(location: location, length: match.range.location - location))
      for part in template.parts {
        switch part {
        case .literal(let literal): result += literal
        case .group(let number):
          // A group that took no part in the match is empty, as in Python.
          let range = match.range(at: number)
          if range.location != NSNotFound { result += source.substring(with: range) }
        }
      }
      location = match.range.location + match.range.length
    }
    return result + source.substring(from: location)
  }

  /// The number of each named group, because Foundation's templates take numbers only.
  static func groupNames(_ pattern: String) -> [String: Int] {
    var names: [String: Int] = [:]
    var count = 0
    let scalars = Array(pattern.unicodeScalars)
    var index = 0
    var inClass = false
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\\" {
        index += 2
        continue
      }
      if inClass {
        if scalar == "]" { inClass = false }
      } else if scalar == "[" {
        inClass = true
      } else if scalar == "(" {
        let next = index + 1 < scalars.count ? scalars[index + 1] : " "
        let after = index + 2 < scalars.count ? scalars[index + 2] : " "
        if next != "?" {
          count += 1
        } else if after == "<", index + 3 < scalars.count, scalars[index + 3] != "=",
          scalars[index + 3] != "!", let close = scalars[(index + 3)...].firstIndex(of: ">")
        {
          count += 1
          names[String(String.UnicodeScalarView(scalars[(index + 3)..<close]))] = count
        }
      }
      index += 1
    }
    return names
  }
}
