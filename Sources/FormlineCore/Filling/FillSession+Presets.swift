/// Taking answers known in advance (`--set`, answers files, environment, drafts).
extension FillSession {
  /// Stores a preset for a scalar step after the same checks typed answers get.
  mutating func store(_ preset: AnswerValue, for step: FillStep, origin: AnswerOrigin)
    -> SubmitOutcome
  {
    presetIntake.store(preset, for: step, origin: origin, into: &self)
  }

  /// A whole collection from a preset: every item is read and checked, the collection is
  /// closed, and each item field counts as answered.
  mutating func takeCollectionPreset(_ preset: AnswerValue, at path: FieldPath, step: FillStep) {
    presetIntake.takeCollection(preset, at: path, step: step, into: &self)
  }

  /// How presets are read and judged, over the form and the readers only.
  var presetIntake: PresetIntake {
    PresetIntake(
      form: form, reader: reader, validator: validator, interactive: options.interactive,
      keepsCollectionsOpen: asksKnownItems)
  }
}

/// The session stores what the intake accepts, in the order it is found (it reads answers
/// through the session's own `answer(at:)`).
extension FillSession: PresetTarget {
  func origin(of path: FieldPath) -> AnswerOrigin? {
    presets.origin(of: path)
  }

  func requiresAnswer(_ field: Field, level: FieldPath) -> Bool {
    conditions().requires(field, level: level) && isVisible(field, level: level)
  }

  mutating func take(
    _ value: AnswerValue, at path: FieldPath, field: Field?, origin: AnswerOrigin
  ) {
    setAnswer(value, at: path, field: field)
    settle(path, .preset(origin))
  }

  mutating func write(_ value: AnswerValue, at path: FieldPath) {
    setAnswer(value, at: path)
  }

  mutating func settle(_ value: AnswerValue, at path: FieldPath) {
    setAnswer(value, at: path)
    settle(path, .defaulted)
  }

  mutating func refuse(_ message: String, at path: FieldPath, origin: AnswerOrigin, secret: Bool) {
    recordProblem(message, at: path, origin: origin, secret: secret)
    setAnswer(.null, at: path)
    settle(path, .refused(origin))
  }

  mutating func keepExtra(_ value: AnswerValue, at path: FieldPath, origin: AnswerOrigin) {
    presets.keepExtra(value, at: path, origin: origin)
  }

  mutating func report(_ problem: Diagnostic) {
    problems.append(problem)
  }
}
