/// How the value at a path came to be settled; a path with none is still open and is asked
/// when the fill reaches it.
enum Settlement: Sendable, Hashable {
  /// Answered: typed at a terminal, a line of piped input, a menu's choice.
  case answered
  /// No answer could be had (piped input ran out); a problem says so.
  case unanswered
  /// A value taken without asking because nobody can be asked it: a disabled field's known
  /// value, an offered field nobody picked, a collection ended with no items.
  case defaulted
  /// Taken from answers given in advance (or a collection's default items), from `origin`.
  case preset(AnswerOrigin)
  /// A value given in advance and refused: the path holds null and a problem says why.
  case refused(AnswerOrigin)
  /// A field never asked (computed, or asked only with `--ask-all`) took its value.
  case computed
  /// Restored from a draft.
  case restored

  /// Taken without asking, so going forward again passes it silently.
  var isTakenWithoutAsking: Bool {
    switch self {
    case .preset, .computed: true
    case .answered, .unanswered, .defaulted, .refused, .restored: false
    }
  }
}
