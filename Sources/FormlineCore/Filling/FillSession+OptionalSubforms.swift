import OrderedCollections

/// Optional subforms: "Add Conda settings? [y/N]" is asked before the subform's fields;
/// declined, the subform is absent from the result and its `required` fields are not asked.
///
/// The answer is kept in the answers tree under the subform, at `presenceKey`, which no
/// field can have, so the result (built from the fields) never shows it and drafts keep it.
extension FillSession {
  /// The key under an optional subform that holds whether it was added.
  static let presenceKey = "(added)"

  /// Whether an optional subform is in the result: as answered, or, before that, when
  /// answers given in advance hold values for it; nil while undecided.
  func isPresent(optional path: FieldPath) -> Bool? {
    if let answer = answers[path.appending(Self.presenceKey)], !answer.isNull {
      return answer.boolValue
    }
    // Even `{}` given for it adds it: its own `required` then applies.
    if case .object? = presets.values[path] { return true }
    if case .null? = presets.values[path] { return false }
    return nil
  }

  /// The yes/no question asked before an optional subform's fields; none when answers given
  /// in advance already hold values for it and nobody answered the question.
  func presenceQuestion(for subform: FillStep) -> FillStep? {
    let answered = answers[subform.path.appending(Self.presenceKey)].map { !$0.isNull } ?? false
    if !answered, isPresent(optional: subform.path) == true { return nil }
    return presenceStep(for: subform)
  }

  /// The yes/no question asked before an optional subform's fields.
  private func presenceStep(for subform: FillStep) -> FillStep {
    var step = subform
    step.path = subform.path.appending(Self.presenceKey)
    var question = Field(
      key: Self.presenceKey, kind: .boolean, title: "Add \(subform.field.title)?")
    question.help = subform.field.help
    question.defaultValue = .bool(false)
    question.location = subform.field.location
    step.field = question
    return step
  }
}
