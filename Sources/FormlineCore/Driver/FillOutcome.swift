/// How a fill driven by ``FillDriver`` ended.
package enum FillOutcome: Sendable {
  /// Done: the result to write.
  case finished(AnswerValue)
  /// Answers had problems; every one is listed, in the order found.
  case invalid([Diagnostic])
  /// Stopped before the end; the driver's session is as it was left.
  case stopped(FillStop)
}
