import FormlineRegex
import Synchronization

/// JSON Schema's `pattern`: the value is valid when the pattern matches anywhere in it
/// (`b` accepts "abc"), unlike a form's `pattern`, which must match the whole value.
///
/// Kept as its own check rather than a rewritten pattern: wrapping in `.*(?:…).*` would
/// change what `^`, `$` and lookbehinds mean. PCRE2's step budget (`MatchBudget`) keeps a
/// runaway pattern from hanging a fill.
package enum RegexSearch {
  /// Whether the ECMA-262 `pattern` matches somewhere in `text`; invalid patterns never
  /// match.
  package static func find(_ pattern: String, in text: String) -> RegexCheck.Outcome {
    guard let regex = compiled(pattern) else { return .noMatch }
    return RegexCheck.Outcome(regex.matches(text))
  }

  /// Whether ECMA-262 and PCRE2 accept the pattern.
  package static func isValid(_ pattern: String) -> Bool {
    compiled(pattern) != nil
  }

  /// The compiled pattern, or nil when it is refused.
  static func compiled(_ pattern: String) -> CompiledRegex? {
    cache.regex(for: pattern)
  }

  private static let cache = Cache()

  /// Compiled patterns, kept for the process: a fill checks the same few many times.
  private final class Cache: Sendable {
    private let regexes = Mutex<[String: CompiledRegex?]>([:])

    func regex(for pattern: String) -> CompiledRegex? {
      if let known = regexes.withLock({ $0[pattern] }) { return known }
      let regex = try? CompiledRegex(ecmaScript: pattern)
      regexes.withLock { regexes in
        if regexes.count > 1024 { regexes.removeAll() }
        regexes[pattern] = .some(regex)
      }
      return regex
    }
  }
}
