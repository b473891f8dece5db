package import FormlineTerminal

/// A `LineEditor` that returns queued results, for testing the wizard without a terminal.
///
/// It records every request, secret prompt and write, so tests assert on what the wizard asked
/// and said; once the queue is empty it answers `.endOfInput`, as Ctrl-D would.
package final class ScriptedLineEditor: LineEditor {
  /// Results still to be returned, first in first out (lines and secrets share the queue).
  package var queue: [LineReadResult]
  /// Every `readLine` request, in order.
  package private(set) var requests: [LineRequest] = []
  /// Every `readSecret` prompt, in order.
  package private(set) var secretPrompts: [String] = []
  /// Every `write`, in order.
  package private(set) var writes: [String] = []

  /// Creates a scripted editor.
  ///
  /// - Parameter results: Results to return in order.
  package init(_ results: [LineReadResult] = []) {
    self.queue = results
  }

  /// Creates an editor that answers each string as a typed line.
  ///
  /// - Parameter lines: Answers in order.
  package convenience init(lines: [String]) {
    self.init(lines.map(LineReadResult.line))
  }

  /// Everything written so far, joined.
  package var transcript: String { writes.joined() }

  /// Records the request and returns the next queued result.
  package func readLine(_ request: LineRequest) -> LineReadResult {
    requests.append(request)
    return next()
  }

  /// Records the prompt and returns the next queued result.
  package func readSecret(prompt: String) -> LineReadResult {
    secretPrompts.append(prompt)
    return next()
  }

  /// Records the text.
  package func write(_ text: String) {
    writes.append(text)
  }

  private func next() -> LineReadResult {
    queue.isEmpty ? .endOfInput : queue.removeFirst()
  }
}
