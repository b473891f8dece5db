import Foundation

/// Compiled form patterns and recent outcomes, shared by every check in the process.
///
/// A fill re-evaluates conditions after each answer and a batch `validate` checks the same
/// patterns against many files: compiling once and remembering recent results keeps both
/// linear. Locked, because the core's checks may run on any thread.
final class RegexCache: @unchecked Sendable {
  static let shared = RegexCache()

  struct Key: Hashable {
    var pattern: String
    var caseInsensitive: Bool
  }

  /// A compiled pattern, and whether it is wrapped in `\A(?:…)\z`.
  struct Expression {
    var regex: NSRegularExpression
    var isWrapped: Bool
  }

  private struct OutcomeKey: Hashable {
    var key: Key
    var text: String
  }

  /// Beyond this many remembered outcomes the memory starts afresh.
  private static let outcomeLimit = 4096
  /// Longer values are not remembered (their check is bounded anyway).
  private static let rememberedTextLimit = 4096

  private let lock = NSLock()
  private var expressions: [Key: Expression?] = [:]
  private var outcomes: [OutcomeKey: RegexCheck.Outcome] = [:]

  /// The compiled pattern, or nil when ICU rejects it.
  ///
  /// Wrapping in `\A(?:…)\z` makes alternatives like `a|ab` match "ab" in full; a pattern
  /// that cannot be wrapped (a `(?x)` comment eating the `)`) is compiled as it is and its
  /// match must cover the value.
  func expression(for pattern: String, caseInsensitive: Bool) -> Expression? {
    let key = Key(pattern: pattern, caseInsensitive: caseInsensitive)
    if let known = locked({ expressions[key] }) { return known }
    let options: NSRegularExpression.Options = caseInsensitive ? [.caseInsensitive] : []
    // Read as ECMA-262, as JSON Schema's `pattern` is (`\d` is an ASCII digit), so a form's
    // pattern means the same in the schema `formline schema` prints for it.
    let translated = ECMAPattern.icu(pattern)
    var compiled: Expression?
    if let wrapped = try? NSRegularExpression(
      pattern: "\\A(?:" + translated + ")\\z", options: options)
    {
      compiled = Expression(regex: wrapped, isWrapped: true)
    } else if let plain = try? NSRegularExpression(pattern: translated, options: options) {
      compiled = Expression(regex: plain, isWrapped: false)
    }
    locked { expressions[key] = .some(compiled) }
    return compiled
  }

  func outcome(_ key: Key, _ text: String) -> RegexCheck.Outcome? {
    locked { outcomes[OutcomeKey(key: key, text: text)] }
  }

  func remember(_ outcome: RegexCheck.Outcome, _ key: Key, _ text: String) {
    guard text.utf8.count <= Self.rememberedTextLimit else { return }
    locked {
      if outcomes.count >= Self.outcomeLimit { outcomes.removeAll(keepingCapacity: true) }
      outcomes[OutcomeKey(key: key, text: text)] = outcome
    }
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
