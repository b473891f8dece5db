/// Every keyed field of a form by path, built once per session.
///
/// Conditions find the fields they name in one lookup instead of a scan (a condition runs
/// for every step on every answer). Collection items are filed under index 0: all items
/// share a template.
struct FieldTable: Sendable {
  /// Shared, not copied, on every lookup: a `Field` is a large value and conditions look
  /// fields up on every step.
  final class Entry: Sendable {
    let field: Field
    /// The conditions of the section holding the field.
    let sectionHidden: Condition?
    let sectionWhen: Condition?

    init(field: Field, sectionHidden: Condition?, sectionWhen: Condition?) {
      self.field = field
      self.sectionHidden = sectionHidden
      self.sectionWhen = sectionWhen
    }
  }

  private var entries: [FieldPath: Entry] = [:]

  init(form: Form) {
    // Room for the top level at once: a flat form of a million fields would otherwise
    // rehash every entry about twenty times as the table doubles.
    entries.reserveCapacity(form.sections.reduce(0) { $0 + $1.fields.count })
    add(form, at: .root)
  }

  /// Files a form's fields under `level`; a union's variant (`variant`) files only the
  /// members an earlier variant has not filed under the same key.
  private mutating func add(_ form: Form, at level: FieldPath, variant: Bool = false) {
    for section in form.sections {
      for field in section.fields {
        guard let key = field.key else { continue }
        let path = level.appending(key)
        if variant && entries[path] != nil { continue }
        entries[path] = Entry(
          field: field, sectionHidden: section.hidden, sectionWhen: section.when)
        if let subform = field.subform { add(subform, at: path, variant: variant) }
        addVariants(of: field, at: path)
        if let template = field.collection.template {
          let item = path.appending(index: 0)
          if let itemForm = template.subform {
            add(itemForm, at: item, variant: variant)
          } else {
            entries[item] = Entry(field: template, sectionHidden: nil, sectionWhen: nil)
            addVariants(of: template, at: item)
          }
        }
      }
    }
  }

  /// The members of a union's object variants, filed under the union's path.
  private mutating func addVariants(of field: Field, at path: FieldPath) {
    guard field.kind == .union else { return }
    for variant in field.union.variants {
      if let subform = variant.subform { add(subform, at: path, variant: true) }
    }
  }

  /// The entry at an absolute path; any item index reads the template's.
  func entry(at path: FieldPath) -> Entry? {
    entries[FieldTable.filed(path)]
  }

  /// A field found from a condition or validator: the shared entry and the absolute path.
  struct Resolved {
    let entry: Entry
    let path: FieldPath
    var field: Field { entry.field }
  }

  /// Like `FieldLookup.resolve`: relative to `level` first, then each enclosing level.
  func resolve(_ path: FieldPath, from level: FieldPath) -> Resolved? {
    var base = level
    while true {
      let absolute = FieldPath(base.components + path.components)
      if let entry = entry(at: absolute) { return Resolved(entry: entry, path: absolute) }
      if base.isRoot { return nil }
      base = base.parent
    }
  }

  /// The path items are filed under: every index 0.
  static func filed(_ path: FieldPath) -> FieldPath {
    // Most paths hold no item index, or only index 0: they are filed as they are, and
    // keep their storage instead of a copy per lookup.
    let isFiled = path.components.allSatisfy { component in
      if case .index(let index) = component { return index == 0 }
      return true
    }
    if isFiled { return path }
    return FieldPath(
      path.components.map { component in
        if case .index = component { return .index(0) }
        return component
      })
  }
}
