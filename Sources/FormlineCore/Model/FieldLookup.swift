/// Finds fields by path: relative to a subform first, then from the form root, which is
/// how conditions and `matches` inside subforms name their neighbours.
public enum FieldLookup {
  /// - Returns: The field and its absolute path, or nil when no field has that path.
  public static func resolve(_ path: FieldPath, from level: FieldPath, in root: Form)
    -> (field: Field, path: FieldPath)?
  {
    var base = level
    while true {
      let absolute = FieldPath(base.components + path.components)
      if let field = field(at: absolute, in: root) { return (field, absolute) }
      if base.isRoot { return nil }
      base = base.parent
    }
  }

  /// The field at an absolute path; indexes step into collection templates.
  public static func field(at path: FieldPath, in root: Form) -> Field? {
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
      case .index:
        guard let field = current, field.kind == .array, let item = field.template else {
          return nil
        }
        current = item
        if let subform = item.subform { form = subform }
      }
    }
    return current
  }
}
