import FormlineRegex

/// An ECMA-262 regular expression, what JSON Schema's `pattern` means.
///
/// Run by PCRE2 after FormlineRegex's rewrite (`ECMAScriptSyntax`): `\d`, `\w` and `\b`
/// are ASCII, `\s` and `.` use ECMA-262's white space and line terminators, `$` is the end
/// of the text only, and Annex B's leniencies (a lone `{`, `}` or `]` is a literal) hold.
/// Not anchored: `a` matches "xay". docs/regex.md lists where this differs from ICU, which
/// ran these patterns before.
///
/// A class: a compiled `pattern` keyword is bound for every string it checks, and a copy of
/// a reference is one count where a copy of its parts (the source, the compiled pattern
/// and the automaton's tables) was several.
package final class ECMAPattern: Sendable {
  package let source: String
  private let regex: CompiledRegex
  /// The pattern as an automaton, when it is of the plain kind that one runs exactly on
  /// ASCII text (most schemas' patterns, on most values): no backtracking, no step budget.
  private let plain: ASCIIPattern?

  /// - Returns: nil when ECMA-262 or PCRE2 refuses the pattern.
  package init?(_ source: String) {
    guard let regex = RegexSearch.compiled(source) else { return nil }
    self.source = source
    self.regex = regex
    plain = ASCIIPattern(source)
  }

  /// Searches `text` for an ECMA-262 pattern given as its source (a schema's `pattern`,
  /// kept as written for messages and `formline schema`).
  package static func find(_ source: String, in text: String) -> RegexCheck.Outcome {
    RegexSearch.find(source, in: text)
  }

  /// Whether the pattern matches somewhere in `text`, or the search ran over its budget.
  package func find(in text: String) -> RegexCheck.Outcome {
    if let plain, let found = plain.matches(text) { return found ? .match : .noMatch }
    return RegexCheck.Outcome(regex.matches(text))
  }

  /// Whether the pattern matches somewhere in `text`; a search too costly to finish counts
  /// as no match (`find(in:)` tells the two apart).
  package func matches(_ text: String) -> Bool {
    find(in: text) == .match
  }

  /// `matches` by PCRE2 alone, to hold the automaton to it in tests.
  func matchesByPCRE2(_ text: String) -> Bool {
    regex.matches(text) == .finished(true)
  }

  /// Whether the automaton runs this pattern (on ASCII text).
  var runsByAutomaton: Bool { plain != nil }
}
