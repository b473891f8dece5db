/// The ordinal of every field of a form, keyed or not, mirroring the form's shape, so the
/// flow knows a field's place without counting what came before it.
final class FormLayout: Sendable {
  /// Per section, per field.
  let ordinals: [[Int]]
  /// Per section, per field: the layout of its subform, or of its collection's item
  /// subform.
  let inner: [[FormLayout?]]
  /// Per section, per field: the ordinal of a collection's scalar item template.
  let itemOrdinals: [[Int?]]
  /// Per section, per field: the keyed field's path as the field table filed it (items
  /// at index 0), nil for a field without a key or a layout that places nothing.
  let paths: [[FieldPath?]]

  init(
    ordinals: [[Int]], inner: [[FormLayout?]], itemOrdinals: [[Int?]], paths: [[FieldPath?]]
  ) {
    self.ordinals = ordinals
    self.inner = inner
    self.itemOrdinals = itemOrdinals
    self.paths = paths
  }

  /// The path of the field `key` at `field` of `section`, the form's values being at
  /// `level`.
  ///
  /// The filed path itself where it is that path (outside collection items, or in the
  /// first item), so every step that asks the field shares one copy with the field
  /// table: a path is an allocation of its own, and a flat form of a million fields kept
  /// each path twice.
  func path(section: Int, field: Int, key: String, under level: FieldPath) -> FieldPath {
    if let filed = paths[section][field], filed.isMember(key, of: level) { return filed }
    return level.appending(key)
  }
}
