/// What pressing Tab should do to the text before the cursor.
///
/// Computed by ``Completer`` without touching libedit, so completion rules are unit-tested
/// in-process and the editor only applies the outcome.
enum CompletionOutcome: Sendable, Hashable {
  /// Nothing matches: beep.
  case none
  /// Replace the text before the cursor with this (a unique match or a longer common prefix).
  case replace(String)
  /// Several matches and nothing to add: show these names below the prompt.
  case list([String])
}
