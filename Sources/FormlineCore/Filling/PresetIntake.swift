/// How an answer given in advance (`--set`, answers files, the environment, drafts) is
/// read and judged before the session stores it: the reading and checks a typed answer
/// gets, and what a file's values mean in a JSON Schema (`"yes"` is not a boolean there).
///
/// Worked out from the form and the readers only: what is accepted, and every problem, is
/// handed to a `PresetTarget` (the session), in the order found.
struct PresetIntake {
  let form: Form
  let reader: InputReader
  let validator: Validator
  /// A person answers: a refused preset is asked again rather than recorded as a problem.
  let interactive: Bool
  /// `--ask-all` at a terminal: a list given in advance stays open for more items.
  let keepsCollectionsOpen: Bool

  /// What a value given in advance becomes.
  enum Reading {
    case value(AnswerValue)
    case problem(String)
  }

  /// The items a collection's preset gives.
  enum Items {
    case items([AnswerValue])
    case problem(String)
  }

  /// Reads a preset for a scalar step.
  /// - Parameters:
  ///   - preset: The value given.
  ///   - step: The step it answers.
  ///   - origin: Where it came from: typed text (`--set`, a variable) is read as typed.
  ///   - target: Whose `check` (`required` and the validators, as for a typed answer about
  ///     to be stored) judges the value read.
  /// - Returns: The value to store, or why it is refused.
  func read(
    _ preset: AnswerValue, for step: FillStep, origin: AnswerOrigin,
    judgedBy target: some PresetTarget
  ) -> Reading {
    // `--set key=` and an empty variable are typed input: empty means the default or null,
    // as an empty line does. An answers file's "" is a value and stays "".
    var given = preset
    if case .string("") = preset, origin.isTypedText {
      given = step.field.defaultValue ?? .null
    }
    if let problem = jsonTypeProblem(given, for: step.field, origin: origin) {
      return .problem(problem)
    }
    let reading: InputReading
    if form.meaning.formatsOnlyAnnotate, case .string(let text) = given,
      let format = FormatAnnotation.format(of: step.field)
    {
      // Kept as given when it matches its format (or comes from a file); the evaluator
      // warns about the rest.
      reading = FormatAnnotation.reading(text, typed: origin.isTypedText, format: format) {
        reader.read($0, for: step.field)
      }
    } else if form.meaning.answersFilesAreTyped, !origin.isTypedText,
      step.field.syntax != nil || step.field.derived.isComputed
    {
      // A schema's value of any type (a tuple's item, a property of `{}`) is taken as the
      // file types it; the schema judges the result.
      reading = .value(given, echo: nil)
    } else {
      reading = reader.coerce(
        given, for: step.field, keepingSpaces: !origin.isTypedText,
        typedText: origin.isTypedText)
    }
    switch reading {
    case .invalid(let message):
      if step.field.choices.mode != nil, !step.field.choices.options.isEmpty {
        // Menu positions mean nothing away from the menu: name the values instead.
        let values = step.field.choices.options.map(\.title).joined(separator: ", ")
        return .problem(
          "'\(given.editableText)' is not one of the choices; choose one of: \(values)")
      }
      return .problem(message)
    case .value(let value, _):
      // A schema's `required` asks only that the property be there: a file's "" is, and
      // only its checks (`minLength`) judge it.
      let problem =
        form.meaning.answersFilesAreTyped && !origin.isTypedText && value == .string("")
        ? validator.check(value, for: FormatAnnotation.refusingRules(of: step.field)) { _ in nil }
        : target.check(value, for: step)
      if let problem {
        return .problem(problem)
      }
      return .value(value)
    }
  }

  /// Stores a preset for a scalar step after the same checks typed answers get.
  /// - Returns: Whether it was accepted; refused, the target recorded why (without a
  ///   person) or the step is to be asked with the problem.
  func store(
    _ preset: AnswerValue, for step: FillStep, origin: AnswerOrigin,
    into target: inout some PresetTarget
  ) -> SubmitOutcome {
    // The target is lent, not captured: a closure capturing it copied the whole session for
    // every answer taken.
    switch read(preset, for: step, origin: origin, judgedBy: target) {
    case .problem(let message):
      return refuse(step.path, message, origin: origin, into: &target)
    case .value(let value):
      target.take(value, at: step.path, field: step.field, origin: origin)
      return .accepted(echo: nil)
    }
  }

  /// A refused preset: without a person it is recorded and the field settles as null.
  func refuse(
    _ path: FieldPath, _ message: String, origin: AnswerOrigin,
    into target: inout some PresetTarget
  ) -> SubmitOutcome {
    let secret = FieldLookup.field(at: path, in: form)?.isSecret ?? false
    let message = secret ? SecretMasking.message(message) : message
    if !interactive {
      target.refuse(message, at: path, origin: origin, secret: secret)
    }
    return .invalid(message)
  }

  /// A computed field's value given as typed text, read as the constant it spells.
  ///
  /// `--set version=2` or the environment give text; the text of the field's one value is
  /// that value (the number `2`), as a menu reads a typed option.
  func computedPreset(_ value: AnswerValue, for field: Field, origin: AnswerOrigin)
    -> AnswerValue
  {
    guard origin.isTypedText, case .string(let text) = value,
      let option = field.choices.options.first(where: { $0.value.editableText == text })
    else { return value }
    return option.value
  }

  /// Why a preset for a never-asked field (`const`, `readOnly`) is refused: not among its
  /// options, or failing its validators; nil when it is allowed.
  func computedPresetProblem(_ value: AnswerValue, for field: Field) -> String? {
    if !field.choices.options.isEmpty,
      !field.choices.options.contains(where: { JSONEquality.equal($0.value, value) })
    {
      let allowed = field.choices.options.map(\.value.editableText).joined(separator: ", ")
      return "must be \(allowed), not \(value.editableText)"
    }
    if value.isNull { return nil }
    return validator.check(value, for: field) { _ in nil }
  }

  /// A JSON Schema form takes values from answers files as the schema types them: `"yes"`
  /// is not a boolean there, though `--set enabled=yes` is typed text and reads as one.
  private func jsonTypeProblem(_ value: AnswerValue, for field: Field, origin: AnswerOrigin)
    -> String?
  {
    // A value read as YAML (a tuple's item) may be of any type; the schema checks it.
    guard form.meaning.answersFilesAreTyped, !origin.isTypedText, !value.isNull,
      field.syntax == nil, !field.derived.isComputed
    else { return nil }
    if field.choices.mode != nil, !field.choices.options.isEmpty {
      // A number is a menu position only when typed; in a file it is a value.
      let values = field.choices.mode == .multiple ? value.arrayValue ?? [value] : [value]
      guard
        let wrong = values.first(where: { item in
          !field.choices.options.contains { JSONEquality.equal($0.value, item) }
        })
      else { return nil }
      let allowed = field.choices.options.map(\.title).joined(separator: ", ")
      return "\(wrong.editableText) is not one of the choices; choose one of: \(allowed)"
    }
    guard field.choices.mode == nil else { return nil }
    let expected: String
    switch (field.kind, value) {
    case (.boolean, .bool), (.integer, .integer), (.number, .integer), (.number, .number):
      return nil
    case (.integer, .number(let number)) where number.rounded() == number:
      return nil
    case (.number, .numberLiteral): return nil
    case (.integer, .numberLiteral(let literal)) where literal.isWhole: return nil
    case (.boolean, _): expected = "a boolean (true or false)"
    case (.integer, _): expected = "an integer"
    case (.number, _): expected = "a number"
    case (let kind, .string) where kind.isTextual || kind == .date || kind == .datetime:
      return nil
    case (let kind, _) where kind.isTextual || kind == .date || kind == .datetime:
      expected = "a string"
    default:
      return nil
    }
    return "\(value.editableText) is not \(expected), as the schema requires"
  }
}
