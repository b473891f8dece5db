import FoundationEssentials
import OrderedCollections

/// Collections given in advance: every item read and checked as a scalar preset is (a
/// subform item field by field), the list then closed and judged as a whole.
extension PresetIntake {
  /// A whole collection from a preset: every item is read and checked, the collection is
  /// closed, and each item field counts as answered.
  func takeCollection(
    _ preset: AnswerValue, at path: FieldPath, step: FillStep, into target: inout some PresetTarget
  ) {
    guard let field = FieldLookup.field(at: path, in: form),
      let template = field.collection.template
    else {
      return
    }
    let origin = target.origin(of: path) ?? .user
    let items: [AnswerValue]
    switch PresetIntake.items(of: preset) {
    case .items(let given):
      items = given
    case .problem(let message):
      _ = refuse(path, message, origin: origin, into: &target)
      target.close(path)
      return
    }
    var stored: [AnswerValue] = []
    for (index, item) in items.enumerated() {
      let itemPath = path.appending(index: index)
      var itemTemplate = field.itemField(at: index) ?? template
      // With `--ask-all` a union item is offered as a new one is asked: its variant from
      // the menu, then the variant's fields, each with what was given.
      if keepsCollectionsOpen, index >= field.collection.positions.count,
        UnionChoice.asksVariant(forItemsOf: field),
        let (title, variant) = variantToWalk(item, in: template)
      {
        target.settle(.string(title), at: UnionChoice.choicePath(of: itemPath))
        itemTemplate = variant
      }
      stored.append(
        coerceItem(
          item, template: itemTemplate, path: itemPath, level: step.level, into: &target))
    }
    target.take(.array(stored), at: path, field: nil, origin: origin)
    // With `--ask-all` the list stays open, so more items can be added after the known ones.
    if !keepsCollectionsOpen { target.close(path) }
    if let problem = target.collectionProblem(path, count: stored.count, field: field) {
      _ = refuse(path, problem, origin: origin, into: &target)
    }
  }

  /// The object variant a union value given whole is walked as, with its menu title: the
  /// first variant it matches, when every member it gives is one of the variant's fields
  /// (or the variant keeps extra values), so walking it loses nothing.
  func variantToWalk(_ item: AnswerValue, in union: Field) -> (String, Field)? {
    guard let object = item.objectValue,
      let index = ValueConformance(validator: validator).matchingVariants(item, of: union).first
    else { return nil }
    let variant = union.union.variants[index]
    guard variant.kind == .form, let subform = variant.subform,
      subform.extraValues == .kept
        || object.keys.allSatisfy({ subform.field(withKey: $0.text) != nil })
    else { return nil }
    return (UnionChoice.titles(of: union)[index], variant)
  }

  /// One item of a collection preset; subform items are read field by field.
  private func coerceItem(
    _ value: AnswerValue, template: Field, path: FieldPath, level: FieldPath,
    into target: inout some PresetTarget
  ) -> AnswerValue {
    let origin = target.origin(of: path) ?? .user
    if value.isNull {
      // A list holds what was given; "no answer" is no item, never a null kept in its place.
      _ = refuse(
        path, "a list item cannot be null; give it a value or leave the item out",
        origin: origin, into: &target)
      return .null
    }
    guard template.kind == .form, let subform = template.subform else {
      let step = FillStep(
        role: .value, path: path, field: template, breadcrumb: [], section: nil,
        isDisabled: false, level: level)
      _ = store(value, for: step, origin: origin, into: &target)
      return target.answer(at: path) ?? .null
    }
    guard let object = value.objectValue else {
      _ = refuse(path, "expected an object, got \(value.typeName)", origin: origin, into: &target)
      return .null
    }
    for (key, extra) in object where subform.field(withKey: key.text) == nil {
      let extraPath = path.appending(key)
      let location = target.origin(of: extraPath)?.location
      switch subform.extraValues {
      case .kept:
        target.keepExtra(extra, at: extraPath, origin: target.origin(of: extraPath) ?? origin)
      case .refused:
        target.report(
          .error(
            "not a property of this object (its schema's additionalProperties is false)",
            at: location, path: extraPath))
      case .ignored:
        target.report(
          .warning("the form has no field '\(key)'; answer ignored", at: location, path: extraPath))
      }
    }
    for field in subform.fields where field.producesValue {
      guard let key = field.key else { continue }
      let fieldPath = path.appending(key)
      if field.kind == .array && field.choices.mode == nil {
        let step = FillStep(
          role: .value, path: fieldPath, field: field, breadcrumb: [], section: nil,
          isDisabled: false, level: path)
        // A list the item does not mention is empty, as a missing scalar is null: the item
        // was given whole. One that may be left out (a JSON Schema property not
        // `required`) stays out, as a missing optional scalar does.
        if object[key] == nil, field.omitWhenUnanswered { continue }
        takeCollection(object[key] ?? .array([]), at: fieldPath, step: step, into: &target)
        continue
      }
      if field.kind == .form {
        if let nested = object[key] {
          let value = coerceItem(
            nested, template: field, path: fieldPath, level: path, into: &target)
          target.write(value, at: fieldPath)
        }
        continue
      }
      let step = FillStep(
        role: .value, path: fieldPath, field: field, breadcrumb: [], section: nil,
        isDisabled: false, level: path)
      if keepsCollectionsOpen, UnionChoice.asksVariant(field), let given = object[key],
        let (title, _) = variantToWalk(given, in: field)
      {
        // As for a union field outside collections (`chooseVariantsOfKnownUnions`).
        target.settle(.string(title), at: UnionChoice.choicePath(of: fieldPath))
      }
      if let given = object[key] {
        _ = store(given, for: step, origin: target.origin(of: fieldPath) ?? origin, into: &target)
      } else if let fallback = field.defaultValue {
        _ = store(fallback, for: step, origin: .defaultValue, into: &target)
      } else if target.requiresAnswer(field, level: path) {
        _ = refuse(fieldPath, "an answer is required", origin: origin, into: &target)
      } else {
        target.settle(.null, at: fieldPath)
      }
    }
    return target.answer(at: path) ?? .null
  }

  /// A list, comma-separated text (`--set tags=a,b`), or null for none.
  static func items(of preset: AnswerValue) -> Items {
    switch preset {
    case .array(let values):
      return .items(values)
    case .string(let text):
      return .items(
        text.split(separator: ",").map { .string($0.trimmingSpaces) })
    case .null:
      return .items([])
    default:
      return .problem("expected a list of items, got \(preset.typeName)")
    }
  }
}
