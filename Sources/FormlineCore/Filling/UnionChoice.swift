/// Unions with object variants (a discriminated `oneOf`): the variant is chosen first from
/// a menu of their titles (or their distinguishing constant, "kind: git"), then the chosen
/// variant is asked — its subform's fields, or its value for a scalar or list variant.
///
/// The choice is kept in the answers tree beside the union, under `key` (which no field can
/// have), so the result (built from the fields) never shows it and drafts keep it. A value
/// given in advance (answers files, `--set`) skips the menu: it is matched as data.
enum UnionChoice {
  /// The key under the union's parent that holds, by union key, the variant chosen.
  static let key = "(variant)"

  /// Whether the union is asked by a menu of its variants: it has an object variant and a
  /// key (an item of a collection is typed, as every union can be).
  static func asksVariant(_ field: Field) -> Bool {
    field.kind == .union && field.key != nil
      && field.variants.contains { $0.kind == .form && $0.subform != nil }
  }

  /// Where the chosen variant of the union at `path` is kept.
  static func choicePath(of union: FieldPath) -> FieldPath {
    union.parent.appending(key).appending(union.lastKey ?? "")
  }

  /// The union whose choice is kept at `path`, if `path` keeps one.
  static func union(ofChoice path: FieldPath) -> FieldPath? {
    let components = path.components
    guard components.count >= 2, components[components.count - 2] == .key(key),
      let name = path.lastKey
    else { return nil }
    return path.parent.parent.appending(name)
  }

  /// The path messages name for `path`: the union's own for its variant menu.
  static func shownPath(_ path: FieldPath) -> FieldPath {
    union(ofChoice: path) ?? path
  }

  /// The menu titles of the variants, each distinct.
  static func titles(of union: Field) -> [String] {
    var titles: [String] = []
    for variant in union.variants {
      var title =
        variant.title.isEmpty
        ? distinguishingConstant(of: variant) ?? distinguishingRequirement(of: variant, in: union)
        : variant.title
      if title == nil || title?.isEmpty == true || titles.contains(title ?? "") {
        let base = title ?? variant.kindDescription
        title = titles.contains(base) ? "\(base) (\(titles.count + 1))" : base
      }
      titles.append(title ?? "")
    }
    return titles
  }

  /// "with directory" for an object variant that requires members no other variant
  /// requires (JSON Schema's `oneOf` of branches that each add a `required`).
  static func distinguishingRequirement(of variant: Field, in union: Field) -> String? {
    func requiredKeys(_ field: Field) -> [String] {
      guard field.kind == .form, let subform = field.subform else { return [] }
      return subform.fields.compactMap { member in
        member.required
          || member.producesValue && !member.omitWhenUnanswered
            && subform.fields.contains(where: \.omitWhenUnanswered)
          ? member.key : nil
      }
    }
    let others = union.variants.filter { $0 != variant }.flatMap(requiredKeys)
    let own = requiredKeys(variant).filter { !others.contains($0) }
    return own.isEmpty ? nil : "with " + own.joined(separator: ", ")
  }

  /// "kind: git" for an object variant whose member has a single allowed value.
  private static func distinguishingConstant(of variant: Field) -> String? {
    guard variant.kind == .form, let subform = variant.subform else { return nil }
    for member in subform.fields where member.options.count == 1 {
      guard let key = member.key else { continue }
      return "\(key): \(member.options[0].value.editableText)"
    }
    return nil
  }

  /// The menu asked before the union's value.
  static func question(for union: FillStep) -> FillStep {
    var step = union
    step.path = choicePath(of: union.path)
    let field = union.field
    var question = Field(key: key, kind: .text, title: field.title)
    question.help = field.help
    question.required = field.required
    question.location = field.location
    question.options = titles(of: field).map { Option(value: .string($0), title: $0) }
    question.choice = .single
    question.presentation = .menu
    step.field = question
    return step
  }

  /// The index of the variant chosen for the union at `path`, if one was.
  static func chosen(_ union: Field, at path: FieldPath, answers: Answers) -> Int? {
    guard let title = answers[choicePath(of: path)]?.stringValue else { return nil }
    return titles(of: union).firstIndex(of: title)
  }

  /// The step that asks the chosen variant's value when it is no object: the variant under
  /// the union's key, title and help.
  static func valueStep(for union: FillStep, variant: Field) -> FillStep {
    var step = union
    var field = variant
    field.key = union.field.key
    field.title = union.field.title
    field.help = union.field.help ?? variant.help
    field.required = union.field.required
    field.omitWhenUnanswered = union.field.omitWhenUnanswered
    field.location = union.field.location
    step.field = field
    return step
  }
}

extension FormLayout {
  /// A layout for a subform the form's walk does not place (a union's object variant):
  /// its steps take the place of the union, given by the frame, so ordinals do not matter.
  static func unplaced(_ form: Form) -> FormLayout {
    FormLayout(
      ordinals: form.sections.map { $0.fields.map { _ in 0 } },
      inner: form.sections.map { section in
        section.fields.map { field in
          (field.subform ?? field.template?.subform).map(unplaced)
        }
      },
      itemOrdinals: form.sections.map { $0.fields.map { _ in nil } })
  }
}

extension FillSession {
  /// A different variant chosen: what was answered for the previous one is dropped, so the
  /// new variant's fields are asked afresh.
  mutating func forgetUnionValue(ifChoiceAt path: FieldPath, becomes value: AnswerValue) {
    guard let union = UnionChoice.union(ofChoice: path), answers[path] != value,
      answers[path] != nil
    else { return }
    setAnswer(nil, at: union)
    let prefix = union.components
    decided = decided.filter { Array($0.components.prefix(prefix.count)) != prefix }
  }
}
