import Foundation

/// JSON Schema's `pattern`: the value is valid when the pattern matches anywhere in it
/// (`b` accepts "abc"), unlike a form's `pattern`, which must match the whole value.
///
/// Kept as its own check rather than a rewritten pattern: wrapping in `.*(?:…).*` would
/// change what `^`, `$` and lookbehinds mean. The same step budget as `RegexCheck` keeps
/// a runaway pattern from hanging a fill.
package enum RegexSearch {
  /// Whether `pattern` matches somewhere in `text`; invalid patterns never match.
  package static func find(_ pattern: String, in text: String) -> RegexCheck.Outcome {
    guard let regex = compiled(pattern) else { return .noMatch }
    return RegexCheck.budgetedMatch(regex, in: text, options: []) { _, _ in true }
  }

  /// Whether ICU compiles the pattern.
  package static func isValid(_ pattern: String) -> Bool {
    compiled(pattern) != nil
  }

  private static let cache = Cache()

  private static func compiled(_ pattern: String) -> NSRegularExpression? {
    cache.expression(for: pattern)
  }

  /// Compiled patterns, kept for the process: a fill checks the same few many times.
  private final class Cache: @unchecked Sendable {
    private let lock = NSLock()
    private var expressions: [String: NSRegularExpression?] = [:]

    func expression(for pattern: String) -> NSRegularExpression? {
      lock.lock()
      defer { lock.unlock() }
      if let known = expressions[pattern] { return known }
      let regex = try? NSRegularExpression(pattern: pattern)
      if expressions.count > 1024 { expressions.removeAll() }
      expressions[pattern] = .some(regex)
      return regex
    }
  }
}
