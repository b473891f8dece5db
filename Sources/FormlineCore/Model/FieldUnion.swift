/// A `union` field's definitions: the fields its value may match, in the order they are
/// tried, and how many it must match (`ChosenVariants`, `UnionVariants.swift`).
package struct FieldUnion: Sendable, Hashable {
  package var variants: [Field] = []
  package var match: VariantMatch = .any

  package init(variants: [Field] = [], match: VariantMatch = .any) {
    self.variants = variants
    self.match = match
  }
}
