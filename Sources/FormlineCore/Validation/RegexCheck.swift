import FormlineRegex

/// Form-supplied regular expressions, for `pattern` validators and `MATCHES` conditions
/// alike: read as ECMA-262 (as JSON Schema's `pattern`), run by PCRE2; the whole value must
/// match, and no value can make a match run away.
///
/// Patterns are compiled when first used and kept (`RegexCache`).
package enum RegexCheck {
  /// What checking a value against a pattern found.
  package enum Outcome: Sendable, Hashable {
    case match
    case noMatch
    /// The match was stopped when it ran over PCRE2's budget (`MatchBudget`): a pattern
    /// such as `(a+)+` backtracks exponentially on some values.
    case tooCostly

    /// What a budgeted search found.
    init(_ result: BudgetedResult<Bool>) {
      switch result {
      case .finished(true): self = .match
      case .finished(false): self = .noMatch
      case .tooCostly: self = .tooCostly
      }
    }
  }

  /// Whether ECMA-262 and PCRE2 accept the pattern (compiling it once for later checks).
  package static func isValid(_ pattern: String, caseInsensitive: Bool = false) -> Bool {
    RegexCache.shared.regex(for: pattern, caseInsensitive: caseInsensitive) != nil
  }

  /// Whether all of `text` matches `pattern` (`abc\n` does not match `[a-z]+`).
  ///
  /// Invalid patterns never match. The result is remembered, so conditions evaluated again
  /// after every answer do not repeat the work.
  package static func wholeMatch(
    _ pattern: String, _ text: String, caseInsensitive: Bool = false
  ) -> Outcome {
    let cache = RegexCache.shared
    let key = RegexCache.Key(pattern: pattern, caseInsensitive: caseInsensitive)
    if let known = cache.outcome(key, text) { return known }
    guard let regex = cache.regex(for: pattern, caseInsensitive: caseInsensitive)
    else { return .noMatch }
    let outcome = Outcome(regex.matches(text))
    cache.remember(outcome, key, text)
    return outcome
  }
}
