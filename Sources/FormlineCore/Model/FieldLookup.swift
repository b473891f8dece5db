/// Finds a field by its absolute path; indexes step into collection templates. (Relative
/// lookups, as conditions make them, go through a session's `FieldTable`.)
package enum FieldLookup {
  /// The field at an absolute path; indexes step into collection templates.
  package static func field(at path: FieldPath, in root: Form) -> Field? {
    // The forms the next key is looked up in: a union's object variants are several.
    var forms = [root]
    var current: Field?
    for component in path.components {
      switch component {
      case .key(let key):
        if let field = current, field.kind == .array, let item = field.collection.template {
          forms = memberForms(of: item.expanded ?? item)
        }
        guard let found = forms.lazy.compactMap({ $0.field(withKey: key) }).first else {
          return nil
        }
        let built = found.expanded ?? found
        current = built
        forms = memberForms(of: built)
      case .index(let index):
        guard let field = current, field.kind == .array, let item = field.itemField(at: index)
        else {
          return nil
        }
        let built = item.expanded ?? item
        current = built
        forms = memberForms(of: built)
      }
    }
    return current
  }

  /// The subforms a field's members are found in: its own, or its object variants' (the
  /// first variant that has a member names it).
  private static func memberForms(of field: Field) -> [Form] {
    if let subform = field.subform { return [subform] }
    guard field.kind == .union else { return [] }
    return field.union.variants.compactMap(\.subform)
  }
}
