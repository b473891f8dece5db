/// Optional subforms: "Add Conda settings? [y/N]" is asked before the subform's fields;
/// declined, the subform is absent from the result and its `required` fields are not asked.
///
/// The answer is kept in the answers tree under the subform, at `presenceKey`, which no
/// field can have, so the result (built from the fields) never shows it and drafts keep it.
extension FillSession {
  /// The key under an optional subform that holds whether it was added.
  static let presenceKey = OptionalPresence.key

  /// Whether an optional subform is in the result; nil while undecided.
  func isPresent(optional path: FieldPath) -> Bool? {
    OptionalPresence(answers: answers, presets: presets.values).isPresent(path)
  }
}

/// Whether an optional subform was added, worked out from the answers and the answers given
/// in advance only, so the flow can ask it as it walks.
struct OptionalPresence {
  /// The key under an optional subform that holds whether it was added.
  static let key = "(added)"

  let answers: Answers
  let presets: Answers

  /// Whether the subform at `path` is in the result: as answered, or, before that, when
  /// answers given in advance hold values for it; nil while undecided.
  func isPresent(_ path: FieldPath) -> Bool? {
    if let answer = answers[path.appending(Self.key)], !answer.isNull {
      return answer.boolValue
    }
    // Even `{}` given for it adds it: its own `required` then applies.
    if case .object? = presets[path] { return true }
    if case .null? = presets[path] { return false }
    return nil
  }

  /// The yes/no question asked before an optional subform's fields; none when answers given
  /// in advance already hold values for it and nobody answered the question.
  func question(for subform: FillStep) -> FillStep? {
    let answered = answers[subform.path.appending(Self.key)].map { !$0.isNull } ?? false
    if !answered, isPresent(subform.path) == true { return nil }
    var step = subform
    step.path = subform.path.appending(Self.key)
    var question = Field(key: Self.key, kind: .boolean, title: "Add \(subform.field.title)?")
    question.help = subform.field.help
    question.defaultValue = .bool(false)
    question.location = subform.field.location
    step.field = question
    return step
  }
}
