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

  init(ordinals: [[Int]], inner: [[FormLayout?]], itemOrdinals: [[Int?]]) {
    self.ordinals = ordinals
    self.inner = inner
    self.itemOrdinals = itemOrdinals
  }
}
