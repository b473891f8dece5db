/// A `union` field's `variants` (each a field definition or a bare type name, as a
/// collection's `template`) and `match` (`any`, the default, or `one`).
extension FieldDecoder {
  /// Reads `variants` and `match` into `field`; a field with `variants` and no `type` is a
  /// union.
  func decodeUnion(
    _ node: DocumentNode, into field: inout Field, typed: Bool, path: FieldPath,
    nesting: Int
  ) {
    let reader = NodeReader(context: context, path: path)
    guard let variantsNode = node["variants"] else {
      if field.kind == .union {
        context.error("a union needs 'variants'", at: node.location, path: path)
      }
      return
    }
    if !typed { field.kind = .union }
    guard field.kind == .union else {
      context.warning(
        "'variants' applies to unions only; ignored", at: variantsNode.location, path: path)
      return
    }
    guard let items = variantsNode.items, !items.isEmpty else {
      context.error(
        "'variants' must be a list of field definitions", at: variantsNode.location, path: path)
      return
    }
    context.decodingVariants += 1
    defer { context.decodingVariants -= 1 }
    field.union.variants = items.compactMap { item in
      guard var variant = decodeTemplate(item, path: path, nesting: nesting + 1) else {
        return nil
      }
      if variant.title == "Item" { variant.title = "" }
      return variant
    }
    if let matchNode = node["match"], let name = reader.string(matchNode) {
      if let match = VariantMatch(rawValue: name) {
        field.union.match = match
      } else {
        context.error(
          "'match' is 'any' or 'one', not '\(name)'", at: matchNode.location, path: path)
      }
    }
  }
}
