/// Follows a fill run by ``FillDriver``: the `--events` stream, and the record of a
/// conversation nobody sees (`--transcript` of a piped run).
///
/// Every method has an empty default, so an observer implements only what it needs.
package protocol FillObserver: AnyObject {
  /// A step is about to take its answer.
  func asking(_ step: FillStep, prefill: String?, in session: FillSession)
  /// The line read for the step being asked; not called once the input has ended, nor
  /// in a fill without answers.
  func read(_ line: AnswerLine, for step: FillStep, in session: FillSession)
  /// One event of the fill (`--events`).
  func happened(_ event: FillStreamEvent)
  /// Every step is done, before the problems decide the outcome.
  func reachedEnd(of session: FillSession)
}

extension FillObserver {
  package func asking(_ step: FillStep, prefill: String?, in session: FillSession) {}
  package func read(_ line: AnswerLine, for step: FillStep, in session: FillSession) {}
  package func happened(_ event: FillStreamEvent) {}
  package func reachedEnd(of session: FillSession) {}
}
