import FormlineRegex
import Synchronization

/// Compiled form patterns and recent outcomes, shared by every check in the process.
///
/// A fill re-evaluates conditions after each answer and a batch `validate` checks the same
/// patterns against many files: compiling once and remembering recent results keeps both
/// linear. Locked, because the core's checks may run on any thread.
final class RegexCache: Sendable {
  static let shared = RegexCache()

  struct Key: Hashable {
    var pattern: String
    var caseInsensitive: Bool
  }

  private struct OutcomeKey: Hashable {
    var key: Key
    var text: String
  }

  private struct State {
    var regexes: [Key: CompiledRegex?] = [:]
    var outcomes: [OutcomeKey: RegexCheck.Outcome] = [:]
  }

  /// Beyond this many remembered outcomes the memory starts afresh.
  private static let outcomeLimit = 4096
  /// Longer values are not remembered (their check is bounded anyway).
  private static let rememberedTextLimit = 4096

  private let state = Mutex(State())

  /// The pattern compiled to match whole values only, or nil when it is refused.
  func regex(for pattern: String, caseInsensitive: Bool) -> CompiledRegex? {
    let key = Key(pattern: pattern, caseInsensitive: caseInsensitive)
    if let known = state.withLock({ $0.regexes[key] }) { return known }
    // Read as ECMA-262, as JSON Schema's `pattern` is (`\d` is an ASCII digit), so a form's
    // pattern means the same in the schema `formline schema` prints for it.
    let compiled = try? CompiledRegex(
      ecmaScript: pattern, ignoreCase: caseInsensitive, wholeText: true)
    state.withLock { $0.regexes[key] = .some(compiled) }
    return compiled
  }

  func outcome(_ key: Key, _ text: String) -> RegexCheck.Outcome? {
    state.withLock { $0.outcomes[OutcomeKey(key: key, text: text)] }
  }

  func remember(_ outcome: RegexCheck.Outcome, _ key: Key, _ text: String) {
    guard text.utf8.count <= Self.rememberedTextLimit else { return }
    state.withLock { state in
      if state.outcomes.count >= Self.outcomeLimit {
        state.outcomes.removeAll(keepingCapacity: true)
      }
      state.outcomes[OutcomeKey(key: key, text: text)] = outcome
    }
  }
}
