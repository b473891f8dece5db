/// How a fill ended, whoever drove it.
///
/// The terminal's wizard with a person and ``FillDriver`` without one both end in one of
/// these. The executable writes, keeps a draft or exits by it alone.
package enum FillOutcome: Sendable {
  /// Done: the result to write.
  case finished(AnswerValue)
  /// Answers had problems; every one is listed, in the order found.
  case invalid([Diagnostic])
  /// The person chose abort, or a cancel button was taken: nothing is written.
  case aborted
  /// Ctrl-C, or Ctrl-D where an answer was required: the session so far, for a draft.
  case interrupted(FillSession)
  /// No answer came within `--timeout`: the session so far, for a draft.
  case timedOut(FillSession)
  /// SIGTERM or SIGHUP arrived at a prompt: the session so far, for a draft.
  case terminated(FillSession, signal: Int32)

  /// The result of a finished fill; nil for every other ending.
  package var result: AnswerValue? {
    if case .finished(let result) = self { return result }
    return nil
  }
}
