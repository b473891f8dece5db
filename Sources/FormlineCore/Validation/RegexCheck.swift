import Foundation

/// Form-supplied regular expressions (NSRegularExpression, ICU syntax), for `pattern`
/// validators and `MATCHES` conditions alike: the whole value must match, and no value can
/// make a match run away.
///
/// Patterns are compiled when first used and kept (`RegexCache`), because ICU's first
/// compilation builds its Unicode sets (~2 ms, a quarter of start-up); at load time
/// `isValid` settles most patterns with `PatternSyntax`'s cheap check instead.
package enum RegexCheck {
  /// What checking a value against a pattern found.
  package enum Outcome: Sendable, Hashable {
    case match
    case noMatch
    /// The match was stopped when it ran over `stepBudget(forLength:)`: a pattern such as
    /// `(a+)+` backtracks exponentially on some values.
    case tooCostly
  }

  /// How many of ICU's progress reports (each after about 10 000 matching steps, ~2 ms) a
  /// match may take: a fixed allowance, plus one per `charactersPerReport` UTF-16 units of
  /// the value, so the cost stays linear in the value's length.
  static func stepBudget(forLength length: Int) -> Int {
    25 + length / charactersPerReport
  }

  /// About 20 matching steps per character: ordinary patterns need a few.
  static let charactersPerReport = 500

  /// Whether the pattern compiles: a cheap check for the patterns people write, ICU
  /// otherwise.
  package static func isValid(_ pattern: String, caseInsensitive: Bool = false) -> Bool {
    PatternSyntax.isPlainlyValid(pattern)
      || RegexCache.shared.expression(for: pattern, caseInsensitive: caseInsensitive) != nil
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
    guard let expression = cache.expression(for: pattern, caseInsensitive: caseInsensitive)
    else { return .noMatch }
    let outcome = run(expression, on: text)
    cache.remember(outcome, key, text)
    return outcome
  }

  private static func run(_ expression: RegexCache.Expression, on text: String) -> Outcome {
    budgetedMatch(expression.regex, in: text, options: .anchored) { match, whole in
      // A pattern that could not be wrapped in \A(?:…)\z must span the value itself.
      expression.isWrapped || match.range == whole
    }
  }

  /// The first match of `regex` in `text`, stopped as too costly past the step budget.
  /// - Parameters:
  ///   - regex: The compiled pattern.
  ///   - text: The value checked.
  ///   - options: Matching options besides progress reports (`.anchored`).
  ///   - accepts: Whether the first match found counts (given the whole range).
  /// - Returns: Match, no match, or too costly.
  static func budgetedMatch(
    _ regex: NSRegularExpression, in text: String, options: NSRegularExpression.MatchingOptions,
    accepts: (NSTextCheckingResult, NSRange) -> Bool
  ) -> Outcome {
    let whole = NSRange(location: 0, length: (text as NSString).length)
    var outcome = Outcome.noMatch
    var reports = 0
    // Foundation also reports progress each time a search moves on to the next position
    // to start from (once per UTF-16 unit of the text): those are allowed besides the
    // steps, or a match starting past the 25th character would count as too costly.
    let starts = options.contains(.anchored) ? 1 : whole.length + 1
    let budget = stepBudget(forLength: whole.length) + starts
    // Foundation declares the block escaping; it is only called during the enumeration.
    withoutActuallyEscaping(accepts) { accepts in
      regex.enumerateMatches(in: text, options: options.union(.reportProgress), range: whole) {
        match, _, stop in
        if let match {
          if accepts(match, whole) { outcome = .match }
          stop.pointee = true
        } else {
          reports += 1
          if reports > budget {
            outcome = .tooCostly
            stop.pointee = true
          }
        }
      }
    }
    return outcome
  }
}
