/// `--set` and `--unset` paths on a form that wraps a JSON Schema's root value
/// (`Form.wrapsRootValue`): the person names places in the value they write, so
/// `[0].hosts` (a list at the root) and `name` (an object variant) are read as
/// `value[0].hosts` and `value.name`. A path already written from `value` is taken as it
/// is when the value itself has no field of that name.
extension PresetAnswers {
  static func givenPath(_ text: String, form: Form) -> FieldPath? {
    guard form.wrapsRootValue else { return FieldPath(parsing: text) }
    let separator = text.hasPrefix("[") ? "" : "."
    if let inside = FieldPath(parsing: Form.rootValueKey + separator + text),
      FieldLookup.field(at: inside, in: form) != nil
    {
      return inside
    }
    return FieldPath(parsing: text)
  }
}
