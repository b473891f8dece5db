/// How a check of answers ended (`FillDriver.check()`, for `validate`): the fill's walk to
/// its end, with no result built.
package enum FillVerdict: Sendable {
  /// No error. `everyGivenAnswerWritten`: every answer given in advance is certainly in the
  /// result, so none went unused; false when that cannot be told without the result.
  case valid(everyGivenAnswerWritten: Bool)
  /// Answers had problems; every one is listed, in the order found.
  case invalid([Diagnostic])
  /// The fill stopped before its end (a cancel button, no input in time), as `run()` says.
  case stopped(FillOutcome)
}
