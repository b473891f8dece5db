/// What the session wants next from its driver.
package enum FillEvent: Sendable, Hashable {
  /// Ask this step; `prefill` is the editable current value, `problem` why the known value
  /// was refused (an invalid preset being asked again).
  case ask(FillStep, prefill: String?, problem: String?)
  /// Print this step (a label, info, page, or a disabled field with its value).
  case show(FillStep, value: AnswerValue?)
  /// Offer the buttons of a form with several; the answer picks one.
  case chooseButton([Field])
  /// Everything is answered.
  case finished
}

/// What happened to an answer.
package enum SubmitOutcome: Sendable, Hashable {
  /// Stored; `echo` tells how it was read when that helps ("→ Fri 27 Nov 2026").
  case accepted(echo: String?)
  /// Refused; ask again (interactive) with this message.
  case invalid(String)
}
