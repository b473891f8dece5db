/// Every keyed field of a form by path, built once per session.
///
/// Conditions find the fields they name in one lookup instead of a scan (a condition runs
/// for every step on every answer). Collection items are filed under index 0: all items
/// share a template.
///
/// The table also numbers the fields in the flow's order (`FlowOrder`'s ordinals: every
/// field, keyed or not, before its subform's and its item template's), and keeps each
/// keyed field's path by that number: the order and the flow's steps take their paths
/// from here, so a form of a million fields keeps one path a field, not three.
struct FieldTable: Sendable {
  /// Shared, not copied, on every lookup: a `Field` is a large value and conditions look
  /// fields up on every step.
  final class Entry: Sendable {
    let field: Field
    /// The conditions of the section holding the field.
    let sectionHidden: Condition?
    let sectionWhen: Condition?
    /// The field's place in the flow's order; nil for a member of a union's variant, which
    /// the flow asks under the union's own place.
    let ordinal: Int?

    init(field: Field, sectionHidden: Condition?, sectionWhen: Condition?, ordinal: Int?) {
      self.field = field
      self.sectionHidden = sectionHidden
      self.sectionWhen = sectionWhen
      self.ordinal = ordinal
    }
  }

  private var entries: [FieldPath: Entry] = [:]
  /// Per ordinal: the keyed field's path as filed here (items at index 0); nil for a field
  /// without a key.
  private var pathsByOrdinal: [FieldPath?] = []

  init(form: Form) {
    // Room for the top level at once: a flat form of a million fields would otherwise
    // rehash every entry about twenty times as the table doubles.
    let topLevel = form.sections.reduce(0) { $0 + $1.fields.count }
    entries.reserveCapacity(topLevel)
    pathsByOrdinal.reserveCapacity(topLevel)
    add(form, at: .root)
  }

  /// Files a form's fields under `level`; a union's variant (`variant`) files only the
  /// members an earlier variant has not filed under the same key, and numbers none.
  ///
  /// The numbering walks as `FlowOrder`'s builder does: each field (with a key or not),
  /// then the fields of its subform, then its item template's.
  private mutating func add(_ form: Form, at level: FieldPath, variant: Bool = false) {
    for section in form.sections {
      for field in section.fields {
        guard let key = field.key else {
          if !variant { pathsByOrdinal.append(nil) }
          continue
        }
        let path = level.appending(key)
        if variant && entries[path] != nil { continue }
        entries[path] = Entry(
          field: field, sectionHidden: section.hidden, sectionWhen: section.when,
          ordinal: number(path, variant: variant))
        if let subform = field.subform { add(subform, at: path, variant: variant) }
        addVariants(of: field, at: path)
        if let template = field.collection.template {
          let item = path.appending(index: 0)
          if let itemForm = template.subform {
            add(itemForm, at: item, variant: variant)
          } else {
            entries[item] = Entry(
              field: template, sectionHidden: nil, sectionWhen: nil,
              ordinal: number(item, variant: variant))
            addVariants(of: template, at: item)
          }
        }
      }
    }
  }

  /// The next ordinal, for a field outside a union's variants.
  private mutating func number(_ path: FieldPath, variant: Bool) -> Int? {
    guard !variant else { return nil }
    pathsByOrdinal.append(path)
    return pathsByOrdinal.count - 1
  }

  /// The members of a union's object variants, filed under the union's path.
  private mutating func addVariants(of field: Field, at path: FieldPath) {
    guard field.kind == .union else { return }
    for variant in field.union.variants {
      if let subform = variant.subform { add(subform, at: path, variant: true) }
    }
  }

  /// The ordinal of the field filed at `path` exactly (items at index 0 only); nil for a
  /// path no field of the flow's order is filed at.
  func ordinal(filedAt path: FieldPath) -> Int? {
    entries[path]?.ordinal
  }

  /// The path of the keyed field numbered `ordinal`, as filed; nil for a field without a
  /// key (or a number the table did not give).
  func path(ofOrdinal ordinal: Int) -> FieldPath? {
    pathsByOrdinal.indices.contains(ordinal) ? pathsByOrdinal[ordinal] : nil
  }

  /// How many fields the table numbered.
  var ordinalCount: Int { pathsByOrdinal.count }

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
