/// Unions with object variants (a discriminated `oneOf`): the variant is chosen first from
/// a menu of their titles (or their distinguishing constant, "kind: git"), then the chosen
/// variant is asked — its subform's fields, or its value for a scalar or list variant.
///
/// The menu is a step of its own, at a path no field can have (`key`): `(variant).source`
/// for a field, `(variant).install[1]` for an item of a collection whose items are such a
/// union. The choice is kept by `FillRecord` beside the answers, by the union's path
/// (`ChosenVariants`), so the answers and the result never hold it; drafts keep it as their
/// `variants` member.
/// A value given in advance (answers files, `--set`) skips the menu: it is matched as data.
package enum UnionChoice {
  /// The key that marks a union's menu step in its path.
  static let key = "(variant)"

  /// Whether the union is asked by a menu of its variants: it has an object variant and a
  /// key (a collection's items ask it through `asksVariant(forItemsOf:)`).
  static func asksVariant(_ field: Field) -> Bool {
    field.key != nil && hasObjectVariant(field)
  }

  /// Whether each item of a collection is asked by a menu of its template's variants: the
  /// collection has a key, so the choices have a place beside it.
  static func asksVariant(forItemsOf collection: Field) -> Bool {
    guard collection.key != nil, collection.kind == .array, collection.choices.mode == nil,
      let template = collection.collection.template
    else { return false }
    return hasObjectVariant(template)
  }

  private static func hasObjectVariant(_ field: Field) -> Bool {
    field.kind == .union && field.union.variants.contains { $0.kind == .form && $0.subform != nil }
  }

  /// Where the chosen variant of the union at `path` is kept: `a.(variant).b` for the
  /// field `a.b`, `a.(variant).b[2]` for item 2 of the collection `a.b`.
  static func choicePath(of union: FieldPath) -> FieldPath {
    if case .index(let index)? = union.components.last,
      let collection = choiceCollection(of: union.parent)
    {
      return collection.appending(index: index)
    }
    return union.parent.appending(key).appending(union.lastKey ?? "")
  }

  /// Where the choices of the items of the collection at `collection` are kept, as a list
  /// beside it; nil when the collection has no key (an item of a list of lists).
  static func choiceCollection(of collection: FieldPath) -> FieldPath? {
    guard let name = collection.lastKey else { return nil }
    return collection.parent.appending(key).appending(name)
  }

  /// The union whose choice is kept at `path`, if `path` keeps one.
  static func union(ofChoice path: FieldPath) -> FieldPath? {
    let components = path.components
    if case .index(let index)? = components.last, components.count >= 3,
      components[components.count - 3] == .key(key), let name = path.parent.lastKey
    {
      return path.parent.parent.parent.appending(name).appending(index: index)
    }
    guard components.count >= 2, components[components.count - 2] == .key(key),
      let name = path.lastKey
    else { return nil }
    return path.parent.parent.appending(name)
  }

  /// The collection item whose variant is kept at `path`, if `path` keeps one.
  static func item(ofChoice path: FieldPath) -> FieldPath? {
    guard let union = union(ofChoice: path), case .index? = union.components.last else {
      return nil
    }
    return union
  }

  /// The path messages name for `path`: the union's own for its variant menu.
  package static func shownPath(_ path: FieldPath) -> FieldPath {
    union(ofChoice: path) ?? path
  }

  /// The menu titles of the variants, each distinct (`VariantLabels`).
  static func titles(of union: Field) -> [String] {
    VariantLabels.labels(of: union)
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
    let others = union.union.variants.filter { $0 != variant }.flatMap(requiredKeys)
    let own = requiredKeys(variant).filter { !others.contains($0) }
    return own.isEmpty ? nil : "with " + own.joined(separator: ", ")
  }

  /// "kind: git" for an object variant whose member has a single allowed value.
  static func distinguishingConstant(of variant: Field) -> String? {
    guard variant.kind == .form, let subform = variant.subform else { return nil }
    for member in subform.fields where member.choices.options.count == 1 {
      guard let key = member.key else { continue }
      return "\(key): \(member.choices.options[0].value.editableText)"
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
    if case .index? = union.path.components.last {
      let whole = "Or type the whole item in braces: {name: value, …}."
      question.help = question.help.map { $0 + "\n" + whole } ?? whole
    }
    question.required = field.required
    question.location = field.location
    question.choices.options = titles(of: field).map { Option(value: .string($0), title: $0) }
    question.choices.mode = .single
    question.presentation = .menu
    step.field = question
    return step
  }

  /// The index of the variant chosen for the union at `path`, if one was.
  static func chosen(_ union: Field, at path: FieldPath, variants: ChosenVariants) -> Int? {
    guard let title = variants[path]?.stringValue else { return nil }
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
          (field.subform ?? field.collection.template?.subform).map(unplaced)
        }
      },
      itemOrdinals: form.sections.map { $0.fields.map { _ in nil } },
      paths: form.sections.map { $0.fields.map { _ in nil } })
  }
}
