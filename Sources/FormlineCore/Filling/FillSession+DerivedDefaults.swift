/// Defaults, titles and help worked out from earlier answers (`default: "{{ name }}"`),
/// when the field is reached and again when an earlier answer changes. The rules are
/// `DerivedRendering`' and `DerivedFollowing`'s; the session decides what a failure means and
/// makes the changes.
extension FillSession {
  /// The derived texts over the answers so far.
  var derivedRendering: DerivedRendering {
    DerivedRendering(form: form, options: options, answers: answers)
  }

  /// The step with its derived default, title and help filled in from the answers so far.
  ///
  /// A default that cannot be worked out (an undefined variable) is left out; without a
  /// person to type a value it is a problem of the run, naming the variable, once.
  mutating func derivingTexts(_ step: FillStep) -> FillStep {
    guard step.field.hasDerivedTexts, step.role != .display else { return step }
    let (derived, failure) = derivedRendering.deriving(step)
    if let failure, !options.interactive, presetValue(at: step.path) == nil,
      !problems.contains(where: { $0.path == step.path })
    {
      problems.append(failure)
    }
    return derived
  }

  /// A computed field takes its default (or an answer given in advance) without asking.
  mutating func resolveComputed(_ step: FillStep) -> Resolution {
    guard !isDecided(step.path) else { return .settled }
    if let given = presets.values[step.path] {
      let preset = presetIntake.computedPreset(
        given, for: step.field, origin: presets.origin(of: step.path) ?? .user)
      setAnswer(preset, at: step.path)
      checkComputedPreset(preset, for: step)
    } else if defaultIsOnlyOffered(step.field) {
      // A deprecated schema property, asked only with --ask-all: nobody chose its default.
      setAnswer(.null, at: step.path)
    } else {
      setAnswer(step.field.defaultValue ?? .null, at: step.path)
      if step.field.derived.defaultValue != nil, let value = step.field.defaultValue {
        remember { $0.rememberDerived(value, at: step.path) }
      }
    }
    settle(step.path, .computed)
    return .changed
  }

  /// What templates read: the answers so far, plus the defaults of fields never asked.
  func templateContext() -> TemplateContext {
    derivedRendering.templateContext
  }

  /// Remembers whether an answer is the derived default as offered, then re-derives the
  /// untouched derived answers that depend on earlier ones.
  mutating func noteDerivedAnswer(_ value: AnswerValue, for step: FillStep) {
    // A form without derived defaults (most large ones) has none to remember or follow.
    guard step.field.hasDerivedTexts || !context.derivedReaders.isEmpty else { return }
    let offered = DerivedRendering.isOffered(value, for: step, reader: reader)
    remember { $0.rememberDerived(offered ? value : nil, at: step.path) }
    // Worked out before any change is made, so the record is not copied while it changes.
    let edits = DerivedFollowing.edits(after: step.path, context: context, record: record)
    apply(edits)
  }

  /// The message a `validator` template renders for this answer, if any.
  func derivedValidation(_ value: AnswerValue, for step: FillStep) -> String? {
    guard step.field.derivedValidator != nil else { return nil }
    return derivedRendering.validation(value, for: step)
  }

  /// A form message (copier's `_message_before_copy`) rendered with the answers so far;
  /// nil when it renders nothing or cannot be rendered yet (a variable has no value).
  package func renderedMessage(_ template: Template) -> String? {
    derivedRendering.message(template)
  }
}
