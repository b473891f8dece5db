/// A JSON Schema `default` is an annotation: it says what the program reading the file
/// assumes when the property is absent, not a value to write. Writing it changes the file's
/// meaning the day the program's own default changes (tsconfig's `moduleResolution`), so
/// an optional property's default is only offered to a person at its prompt (Enter takes
/// it); without a person, or when nobody picked the property, the property stays out of the
/// result. A required property takes its default, since the file needs a value there.
///
/// Native formline forms keep their own meaning of `default`: the value the result holds
/// unless someone changes it (FXForms stores it).
extension FillSession {
  /// Whether a field's default is only offered at its prompt, never taken unasked: an
  /// optional property of a form whose defaults are only offered (a `const` or `readOnly`
  /// one is computed and keeps its value).
  func defaultIsOnlyOffered(_ field: Field) -> Bool {
    form.meaning.defaultsAreOnlyOffered && field.omitWhenUnanswered && !field.derived.isComputed
  }

  /// Answers the current step as nobody is there to answer it (`-y`, the end of piped
  /// input): its default, or, for a property whose default is only offered, no value.
  /// - Parameter origin: Where an answer was looked for, for messages.
  package mutating func answerUnasked(origin: AnswerOrigin) {
    guard let step = current else { return }
    guard step.role == .value, !step.isOfferMenu, defaultIsOnlyOffered(step.field),
      step.field.defaultValue != nil
    else {
      submit("", origin: origin)
      return
    }
    leaveOut(step)
    advance(past: step)
  }

  /// Settles a step with no value, so the result leaves its property out.
  mutating func leaveOut(_ step: FillStep) {
    setAnswer(.null, at: step.path)
    settle(step.path, .defaulted)
  }
}
