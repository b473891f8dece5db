/// A published schema's `default` that does not fit its own property.
///
/// Jekyll's `footnote_backlink_inline` (text, default `false`) is the schema's mistake,
/// which its user cannot fix. It is told once as a warning and dropped, so it is neither
/// offered at the prompt nor written; the property is asked as if it had no default. A
/// native form's default that its own field refuses stays a load error (`FormChecks`):
/// there the form's author is the one reading it.
struct JSONSchemaDefaultCheck {
  let context: LoadContext
  private let reader: InputReader
  private let validator: Validator

  init(context: LoadContext) {
    self.context = context
    // Read as `FormChecks` reads defaults: in the fill's surroundings.
    let surroundings = context.surroundings
    reader = InputReader(
      dates: DateInputParser(
        now: surroundings.now, zone: surroundings.zone,
        dateOrder: surroundings.dateOrder),
      workingDirectory: surroundings.workingDirectory, homeDirectory: surroundings.homeDirectory)
    validator = Validator(dates: reader.dates)
  }

  /// The fields of one object, each default its own schema refuses taken away.
  func checked(_ fields: [Field], level: FieldPath) -> [Field] {
    fields.map { field in
      var field = field
      let path = field.key.map { level.appending($0) } ?? level
      if let problem = problem(with: field) {
        context.warning(
          "the schema's default is not used (\(problem)): it is neither offered nor "
            + "written", at: field.location, path: path)
        field.defaultValue = nil
      }
      if var subform = field.subform {
        for index in subform.sections.indices {
          subform.sections[index].fields = checked(subform.sections[index].fields, level: path)
        }
        field.subform = subform
      }
      if let template = field.collection.template {
        field.collection.template = checked([template], level: path).first
      }
      return field
    }
  }

  /// Why a field's default does not fit it, or nil.
  private func problem(with field: Field) -> String? {
    guard let value = field.defaultValue, field.producesValue, !field.derived.isComputed,
      field.kind != .form, !field.kind.isVirtual
    else { return nil }
    if let items = FillSession.defaultItems(of: field), let template = field.collection.template,
      template.kind != .form
    {
      for item in items {
        if case .invalid(let reason) = reader.coerce(item, for: template) { return reason }
        if let reason = validator.check(item, for: template, sibling: { _ in nil }) {
          return reason
        }
      }
      return nil
    }
    guard field.kind != .array || field.choices.mode != nil else { return nil }
    switch reader.coerce(value, for: field) {
    case .invalid(let reason):
      return reason
    case .value(let coerced, _):
      guard !coerced.isNull else { return nil }
      return validator.check(coerced, for: field, sibling: { _ in nil })
    }
  }
}
