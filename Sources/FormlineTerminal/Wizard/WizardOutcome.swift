package import FormlineCore

/// How a wizard run ended.
package enum WizardOutcome: Sendable {
  /// Done: the result to write.
  case finished(AnswerValue)
  /// Ctrl-C, or Ctrl-D where an answer was required: the session so far, for a draft.
  case interrupted(FillSession)
  /// `--timeout` passed at a prompt.
  case timedOut(FillSession)
  /// SIGTERM or SIGHUP arrived at a prompt: the session so far, for a draft.
  case terminated(FillSession, signal: Int32)
  /// The user chose abort or a cancel button.
  case aborted
  /// The session holds problems; every one is listed.
  case invalid([Diagnostic])
}
