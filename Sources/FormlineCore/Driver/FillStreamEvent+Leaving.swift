extension FillStreamEvent {
  /// The events after a step was answered.
  ///
  /// What was stored, or why a piped answer was refused, then that the field was left;
  /// none while the step is still being asked.
  ///
  /// - Parameters:
  ///   - step: The step just answered.
  ///   - session: The session after the answer.
  ///   - problemsBefore: How many problems the session had before the answer.
  ///   - valueBefore: What the field held before it was asked.
  /// - Returns: The events, in order.
  package static func leaving(
    _ step: FillStep, in session: FillSession, problemsBefore: Int, valueBefore: AnswerValue?
  ) -> [FillStreamEvent] {
    guard session.current == nil else { return [] }
    let refusals = session.problems.dropFirst(problemsBefore).filter {
      $0.severity == .error && $0.path == step.path
    }
    var events = refusals.map { FillStreamEvent.validationFailed(step, message: $0.message) }
    if refusals.isEmpty, let value = session.answer(at: step.path) {
      events.append(.valueSet(step, value, old: valueBefore ?? .null))
    }
    events.append(.fieldLeft(step))
    return events
  }
}
