/// Everything a single prompt needs from the line editor.
///
/// A value type so the wizard can build it without knowing which editor will serve it, and so a
/// scripted editor can record it for assertions.
package struct LineRequest: Sendable, Hashable {
  /// Prompt text; may contain ANSI SGR sequences (`ESC [ … m`), which the editor marks itself.
  package var prompt: String
  /// Editable text already on the line when the prompt appears (the current value).
  package var prefill: String?
  /// What Tab completes.
  package var completion: LineCompletion
  /// Up-arrow recalls only earlier answers given under the same key in this run; nil = none.
  package var historyKey: String?
  /// What PageDown prints, one block per press, in turn and then from the first again:
  /// the rest of a menu longer than the screen.
  package var pages: [String]

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - prompt: Prompt text, optionally with ANSI colours.
  ///   - prefill: Editable pre-filled text.
  ///   - completion: What Tab completes.
  ///   - historyKey: Per-field history key.
  ///   - pages: What PageDown prints, a block at a time.
  package init(
    prompt: String,
    prefill: String? = nil,
    completion: LineCompletion = .none,
    historyKey: String? = nil,
    pages: [String] = []
  ) {
    self.prompt = prompt
    self.prefill = prefill
    self.completion = completion
    self.historyKey = historyKey
    self.pages = pages
  }
}
