/// Finds a field by its absolute path; indexes step into collection templates. (Relative
/// lookups, as conditions make them, go through a session's `FieldTable`.)
package enum FieldLookup {
  /// The field at an absolute path; indexes step into collection templates.
  package static func field(at path: FieldPath, in root: Form) -> Field? {
    var form = root
    var current: Field?
    for component in path.components {
      switch component {
      case .key(let key):
        if let field = current, field.kind == .array, let item = field.template?.subform {
          form = item
        }
        guard let found = form.field(withKey: key) else { return nil }
        current = found
        if let subform = found.subform { form = subform }
      case .index(let index):
        guard let field = current, field.kind == .array, let item = field.itemField(at: index)
        else {
          return nil
        }
        current = item
        if let subform = item.subform { form = subform }
      }
    }
    return current
  }
}
