/// A value typed at a union's variant menu (`ubuntu-latest` at GitHub's `runs-on`, `push` at
/// `on`), or at a chosen variant's question that the variant refuses: the variants that are
/// asked as one value are tried in order, as typed text is tried on a union without a menu,
/// and the first that accepts it takes it — its choice is made and its value stored, so
/// nobody has to know which variant a value belongs to, and text means the same at the
/// menu and after it.
///
/// The menu reading comes first (an option's title, number or unique prefix), and an object
/// variant is only ever chosen on the menu: its members are asked in turn.
extension FillSession {
  /// - Returns: nil when the step is no variant menu, or the text chooses a variant or is
  ///   empty (the menu reads it); otherwise the value's outcome, refused with every
  ///   variant's reason when none takes it.
  mutating func submitValueAtVariantMenu(_ text: String, at step: FillStep, origin: AnswerOrigin)
    -> SubmitOutcome?
  {
    guard let unionPath = UnionChoice.union(ofChoice: step.path),
      !text.allSatisfy({ $0 == " " || $0 == "\t" }),
      case .invalid = reader.read(text, for: step.field, current: answer(at: step.path)),
      let union = fields.entry(at: unionPath)?.field.expanded, union.kind == .union
    else { return nil }
    switch valueVariant(text, of: union) {
    case nil:
      return nil
    case .failure(let refusal):
      // Why each variant refused it; a terminal may show the menu's options containing
      // the text instead, when some do.
      return reject(step, refusal.message, origin: origin)
    case .success(let taken):
      return store(taken, of: union, at: unionPath, choice: step.path, asked: step, origin: origin)
    }
  }

  /// Text the chosen variant refuses at its own question, taken by another variant that is
  /// asked as one value (the expression-only variant chosen, then `ubuntu-latest` typed).
  /// - Returns: nil when the step is no chosen variant's question or no other variant
  ///   accepts the text: the variant's own refusal stands.
  mutating func submitValueOfAnotherVariant(
    _ text: String, refused reading: InputReading, at step: FillStep, origin: AnswerOrigin
  ) -> SubmitOutcome? {
    let choice = UnionChoice.choicePath(of: step.path)
    guard answer(at: choice) != nil,
      let union = fields.entry(at: step.path)?.field.expanded, union.kind == .union,
      refuses(reading, at: step),
      case .success(let taken)? = valueVariant(text, of: union)
    else { return nil }
    return store(taken, of: union, at: step.path, choice: choice, asked: step, origin: origin)
  }

  /// Whether the chosen variant refuses what it read: it could not read the text, or the
  /// value breaks one of its rules (an expression's pattern).
  private func refuses(_ reading: InputReading, at step: FillStep) -> Bool {
    switch reading {
    case .invalid: return true
    case .value(let value, _):
      guard !value.isNull else { return false }
      return check(value, for: step) != nil
        || schemaProblems(value, for: step).contains { $0.severity == .error }
    }
  }

  /// A variant's reading of typed text: its index among the union's variants, the value and
  /// the echo.
  private struct TakenValue {
    let variant: Int
    let value: AnswerValue
    let echo: String?
  }

  private struct Refusal: Error {
    let message: String
  }

  /// The first variant asked as one value that accepts `text`; nil when the union has no
  /// such variant.
  private func valueVariant(_ text: String, of union: Field) -> Result<TakenValue, Refusal>? {
    let valued = union.union.variants.indices.filter {
      !Self.isChosenOnMenu(union.union.variants[$0])
    }
    guard !valued.isEmpty else { return nil }
    var asked = union
    asked.union.variants = valued.map { union.union.variants[$0] }
    switch reader.readUnion(text, for: asked) {
    case .invalid(let message):
      return .failure(Refusal(message: message))
    case .value(let value, _):
      let conformance = ValueConformance(validator: validator)
      guard
        let taken = valued.first(where: {
          conformance.problem(value, for: union.union.variants[$0]) == nil
        })
      else { return nil }
      let shown = value.stringValue ?? StructuredInput.text(value)
      let echo = "\(shown) (\(VariantLabels.brief(union.union.variants[taken])))"
      return .success(TakenValue(variant: taken, value: value, echo: echo))
    }
  }

  /// The variant chosen and its value stored, then the walk goes on after the value.
  private mutating func store(
    _ taken: TakenValue, of union: Field, at unionPath: FieldPath, choice: FieldPath,
    asked step: FillStep, origin: AnswerOrigin
  ) -> SubmitOutcome {
    var unionStep = step
    unionStep.path = unionPath
    unionStep.field = union
    var typed = UnionChoice.valueStep(for: unionStep, variant: union.union.variants[taken.variant])
    typed.field.title = step.field.title
    if let problem = check(taken.value, for: typed) {
      return reject(step, problem, origin: origin)
    }
    let title = AnswerValue.string(UnionChoice.titles(of: union)[taken.variant])
    forgetUnionValue(ifChoiceAt: choice, becomes: title)
    setAnswer(title, at: choice)
    settle(choice, .answered)
    setAnswer(taken.value, at: unionPath)
    settle(unionPath, .answered)
    advance(past: typed)
    return .accepted(echo: taken.echo)
  }

  /// An object variant: chosen on the menu, then its members asked.
  private static func isChosenOnMenu(_ variant: Field) -> Bool {
    variant.kind == .form && variant.subform != nil
  }
}
