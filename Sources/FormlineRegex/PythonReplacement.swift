/// The replacement of Python's `re.sub` (which `regex_replace` calls), read as Python
/// reads it, then expanded for each match.
///
/// `\1`…`\99`, `\g<n>` and `\g<name>` name groups; `\0` and three octal digits are
/// characters; `\n` and the other C escapes are characters; an unknown escape of an
/// ASCII letter is an error, any other unknown escape stays as written. A reference to a
/// group the pattern lacks is an error, not literal text; a group that took no part in a
/// match is empty.
///
/// ✅ `PythonReplacement("<\\g<word>>", for: try CompiledRegex(python: "(?P<word>\\w+)"))`
/// substitutes "a b" to "<a> <b>".
/// ❌ `PythonReplacement("\\2", for: try CompiledRegex(python: "(a)"))` throws "invalid group
/// reference 2 at position 1".
package struct PythonReplacement: Equatable, Sendable {
  enum Part: Equatable {
    case literal(String)
    case group(Int)
  }

  let parts: [Part]

  /// - Parameters:
  ///   - replacement: The replacement as written.
  ///   - regex: The pattern whose groups it names.
  /// - Throws: `RegexCompileError` with Python's message for the first malformed
  ///   reference and its offset in the replacement.
  package init(_ replacement: String, for regex: CompiledRegex) throws(RegexCompileError) {
    var reader = ReplacementReader(
      scalars: Array(replacement.unicodeScalars), groupCount: regex.captureGroupCount,
      names: regex.groupNumbers)
    try reader.read()
    parts = reader.parts
  }

  /// The text one match is replaced with.
  package func expand(_ match: RegexMatch, in text: String) -> String {
    var result = ""
    for part in parts {
      switch part {
      case .literal(let literal): result += literal
      case .group(let number): result += match.text(number, in: text) ?? ""
      }
    }
    return result
  }

  /// `text` with every match of `regex` replaced, as `re.sub(pattern, replacement, text)`.
  /// - Returns: `.tooCostly` when a search ran over its budget.
  package func substitute(in text: String, using regex: CompiledRegex) -> BudgetedResult<String> {
    guard let matches = regex.allMatches(in: text).value else { return .tooCostly }
    var result = ""
    var copied = text.startIndex
    for match in matches {
      result.unicodeScalars.append(contentsOf: text.unicodeScalars[copied..<match.range.lowerBound])
      result += expand(match, in: text)
      copied = match.range.upperBound
    }
    result.unicodeScalars.append(contentsOf: text.unicodeScalars[copied...])
    return .finished(result)
  }
}
