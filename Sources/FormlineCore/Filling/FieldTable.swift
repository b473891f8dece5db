/// Every keyed field of a form by path, built once per session.
///
/// Conditions find the fields they name in one lookup instead of a scan (a condition runs
/// for every step on every answer). Collection items are filed under index 0: all items
/// share a template.
struct FieldTable: Sendable {
  struct Entry: Sendable {
    var field: Field
    /// The conditions of the section holding the field.
    var sectionHidden: Condition?
    var sectionWhen: Condition?
  }

  private var entries: [FieldPath: Entry] = [:]

  init(form: Form) {
    add(form, at: .root)
  }

  private mutating func add(_ form: Form, at level: FieldPath) {
    for section in form.sections {
      for field in section.fields {
        guard let key = field.key else { continue }
        let path = level.appending(key)
        entries[path] = Entry(
          field: field, sectionHidden: section.hidden, sectionWhen: section.when)
        if let subform = field.subform { add(subform, at: path) }
        if let template = field.template {
          let item = path.appending(index: 0)
          if let itemForm = template.subform {
            add(itemForm, at: item)
          } else {
            entries[item] = Entry(field: template, sectionHidden: nil, sectionWhen: nil)
          }
        }
      }
    }
  }

  /// The entry at an absolute path; any item index reads the template's.
  func entry(at path: FieldPath) -> Entry? {
    entries[FieldTable.filed(path)]
  }

  /// Like `FieldLookup.resolve`: relative to `level` first, then each enclosing level.
  func resolve(_ path: FieldPath, from level: FieldPath) -> (field: Field, path: FieldPath)? {
    var base = level
    while true {
      let absolute = FieldPath(base.components + path.components)
      if let entry = entry(at: absolute) { return (entry.field, absolute) }
      if base.isRoot { return nil }
      base = base.parent
    }
  }

  private static func filed(_ path: FieldPath) -> FieldPath {
    FieldPath(
      path.components.map { component in
        if case .index = component { return .index(0) }
        return component
      })
  }
}
