/// Answering the current step, going back, and clearing.
extension FillSession {
  /// Answers the current step with typed text; empty text takes the default (or null),
  /// and on a collection's next-item step ends the collection.
  /// - Parameters:
  ///   - text: The line as typed or piped.
  ///   - origin: Where the text came from, for messages in non-interactive runs.
  /// - Returns: Whether it was stored; an invalid answer leaves the step current.
  @discardableResult
  package mutating func submit(_ text: String, origin: AnswerOrigin = .user) -> SubmitOutcome {
    guard let step = current else { return .invalid("nothing is being asked") }
    if step.isOfferMenu { return answerMenu(text, step: step) }
    if let outcome = submitWholeItem(text, at: step, origin: origin) { return outcome }
    if let outcome = submitValueAtVariantMenu(text, at: step, origin: origin) { return outcome }
    if case .newItem(let collection) = step.role, text.isEmpty {
      return closeCollection(collection, step: step, origin: origin)
    }
    let reading: InputReading
    if text.isEmpty, step.field.isSecret, isDecided(step.path),
      let kept = answer(at: step.path), !kept.isNull
    {
      // A secret is never put back on the line: Enter keeps the one given before.
      reading = .value(kept, echo: nil)
    } else if text.isEmpty {
      // A default was written in a file on purpose: its surrounding spaces stay, as
      // cookiecutter and copier keep them.
      reading =
        step.field.enterValue.map {
          context.defaultReadings.reading(for: step.field)
            ?? reader.coerce($0, for: step.field, keepingSpaces: true)
        } ?? .value(.null, echo: nil)
    } else if form.meaning.formatsOnlyAnnotate, let format = FormatAnnotation.format(of: step.field)
    {
      reading = FormatAnnotation.reading(text, typed: true, format: format) { text in
        reader.read(text, for: step.field, current: nil)
      }
    } else {
      reading = reader.read(text, for: step.field, current: answer(at: step.path))
    }
    if !text.isEmpty,
      let outcome = submitValueOfAnotherVariant(text, refused: reading, at: step, origin: origin)
    {
      return outcome
    }
    return finish(step, reading: reading, origin: origin)
  }

  /// Sets the current step to null (the `clear` command).
  @discardableResult
  package mutating func clear() -> SubmitOutcome {
    guard let step = current else { return .invalid("nothing is being asked") }
    if case .newItem(let collection) = step.role {
      return closeCollection(collection, step: step, origin: .user)
    }
    return finish(step, reading: .value(.null, echo: nil), origin: .user)
  }

  /// Records that no answer could be had for the current step (end of piped input).
  /// - Parameters:
  ///   - reason: The problem's message.
  ///   - origin: Where the answer was looked for.
  ///   - kind: What the problem is, for callers that act on it.
  package mutating func markUnanswered(
    _ reason: String, origin: AnswerOrigin, kind: Diagnostic.Kind? = nil
  ) {
    guard let step = current else { return }
    var problem = Diagnostic.error(
      reason, at: origin.location, path: UnionChoice.shownPath(step.path))
    problem.kind = kind
    problems.append(problem)
    settle(step.path, .unanswered)
    if case .newItem(let collection) = step.role { close(collection) }
    advance(past: step)
  }

  /// Goes back to the previously asked step, keeping its value to edit.
  /// - Returns: false at the first question.
  package mutating func back() -> Bool {
    if navigator.isEditing {
      // An answer edited from the review: going back leaves it as it was and returns there.
      navigator.fillGaps()
      navigator.stopAsking()
      return true
    }
    guard let target = navigator.popAsked() else { return false }
    if target.isOfferMenu { apply(offeredFieldMenu.unpickingUnanswered(from: target)) }
    if case .newItem(let collection) = target.role { reopen(collection) }
    if flow.index(of: target.identity, hint: nil, flowInputs) != nil {
      navigator.goForward(after: identity(before: target.identity))
    } else {
      navigator.edit(target.identity)
    }
    return true
  }

  private mutating func finish(_ step: FillStep, reading: InputReading, origin: AnswerOrigin)
    -> SubmitOutcome
  {
    switch reading {
    case .invalid(let message):
      return reject(step, message, origin: origin)
    case .value(let value, let echo):
      if value.isNull, removeEmptiedItem(step) { return .accepted(echo: nil) }
      if let problem = check(value, for: step) { return reject(step, problem, origin: origin) }
      let schemaProblems = schemaProblems(value, for: step)
      if let refused = schemaProblems.first(where: { $0.severity == .error }) {
        return reject(step, refused.message, origin: origin)
      }
      forgetUnionValue(ifChoiceAt: step.path, becomes: value)
      setAnswer(value, at: step.path, field: step.field)
      settle(step.path, .answered)
      noteDerivedAnswer(value, for: step)
      advance(past: step)
      return .accepted(echo: warned(echo, schemaProblems, origin: origin))
    }
  }

  mutating func reject(_ step: FillStep, _ message: String, origin: AnswerOrigin)
    -> SubmitOutcome
  {
    let message = step.field.isSecret ? SecretMasking.message(message) : message
    if !options.interactive {
      recordProblem(message, at: step.path, origin: origin, secret: step.field.isSecret)
      // An invalid item stays as null and the collection stays open: the next line is the
      // next item or the empty line that ends it, so later answers keep their fields.
      setAnswer(.null, at: step.path)
      settle(step.path, .answered)
      advance(past: step)
    }
    return .invalid(message)
  }

  /// `required` and the validators, for a value about to be stored.
  func check(_ value: AnswerValue, for step: FillStep) -> String? {
    if let items = value.arrayValue, step.field.choices.mode == .multiple, items.isEmpty {
      // Choosing none is a choice of zero items, which `minItems` can refuse.
      return ItemCount.problem(count: 0, field: step.field)
    }
    // copier's validators also judge an empty answer (`{% if not name %}…`).
    if let message = derivedValidation(value, for: step) { return message }
    if value.isNull, let refusal = step.field.nullRefusal { return refusal }
    if value.isEmpty {
      return step.field.required ? "an answer is required" : nil
    }
    // The closure takes the two tables it reads, not `self`: capturing the session copied
    // all of it twice for every answer checked.
    let fields = fields
    let answers = answers
    // A JSON Schema's `format` warns (the evaluator says so); only its other rules refuse.
    let field =
      form.meaning.formatsOnlyAnnotate ? FormatAnnotation.refusingRules(of: step.field) : step.field
    return validator.check(value, for: field) { other in
      guard let target = fields.resolve(other, from: step.level) else {
        return nil
      }
      return answers[target.path]
    }
  }

  mutating func advance(past step: FillStep) {
    // After a new item's first answer the step becomes a value step (its identity
    // changes), so `back()` and the forward position use that new identity.
    var answered = step
    if case .newItem = step.role { answered.role = .value }
    navigator.advance(past: answered)
  }

  private mutating func closeCollection(
    _ collection: FieldPath, step: FillStep, origin: AnswerOrigin
  ) -> SubmitOutcome {
    let count = answers[collection]?.arrayValue?.count ?? 0
    guard let field = FieldLookup.field(at: collection, in: form) else {
      return .invalid("unknown collection")
    }
    // An optional list left empty is left out (a schema's property not `required`), so
    // its `minItems` does not apply.
    let leftOut = count == 0 && field.omitWhenUnanswered && answers[collection] == nil
    if !leftOut, let message = collectionProblem(collection, count: count, field: field) {
      guard !options.interactive else { return .invalid(message) }
      // Without a person the collection ends short: reported once, and closed without
      // adding an empty item.
      problems.append(
        .error(
          message, at: origin.location, path: collection,
          notes: origin.location == nil ? ["from \(origin)"] : []))
    }
    if answers[collection] == nil && !leftOut { setAnswer(.array([]), at: collection) }
    let previous = identity(before: step.identity)
    close(collection)
    settle(collection, .answered)
    navigator.recordAsked(step)
    navigator.leave(resumingAfter: previous)
    return .accepted(echo: nil)
  }

  /// Notes a problem of a non-interactive run, saying where the answer came from.
  ///
  /// A secret's value is left out: masked in the note, its source line not shown.
  mutating func recordProblem(
    _ message: String, at path: FieldPath, origin: AnswerOrigin, secret: Bool = false
  ) {
    let from = secret ? SecretMasking.origin(origin) : origin.description
    var problem = Diagnostic.error(
      message, at: origin.location, path: UnionChoice.shownPath(path),
      notes: origin.location == nil ? ["from \(from)"] : [])
    problem.showsSource = !secret
    problems.append(problem)
  }
}
