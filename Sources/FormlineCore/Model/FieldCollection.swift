/// What an `array` field holds: the field each item is asked with, a tuple's first
/// positions, and what the person may do with the items.
package struct FieldCollection: Sendable, Hashable {
  /// The element: each item (after a tuple's positions) is asked as this field.
  ///
  /// A `Field` is one reference, so the recursive element needs no indirection.
  package var template: Field?
  /// A tuple's first items, one field per position (JSON Schema's `prefixItems`); the
  /// items after them, if the collection allows more, are `template`'s.
  package var positions: [Field] = []
  /// Insert, delete, reorder (XLForm `sectionOptions`), and how many there may be.
  package var abilities = CollectionOptions()
  /// Items may be moved by the person (FXForms `sortable`).
  package var sortable = false
  /// Written as an object: each item's `key` names its `value` (`KeyedMap`).
  package var keyedMap = false

  package init() {}

  /// The field of item `index`: its position's in a tuple, else the template.
  package func itemField(at index: Int) -> Field? {
    index < positions.count ? positions[index] : template
  }
}
