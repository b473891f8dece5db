/// `positions`: a collection whose first items each have their own field (a tuple, such as
/// a coordinate of two numbers), asked one question per position.
extension FieldDecoder {
  /// Reads the position fields into `field.collection.positions`; without a `template` of its own,
  /// the collection holds only the positions (`maxItems`).
  func decodePositions(
    _ node: DocumentNode, into field: inout Field, hasTemplate: Bool, path: FieldPath,
    nesting: Int
  ) {
    guard let items = node.items, !items.isEmpty else {
      context.error(
        "'positions' must be a non-empty list of fields", at: node.location, path: path)
      return
    }
    var positions: [Field] = []
    for (index, item) in items.enumerated() {
      let itemPath = path.appending(index: index)
      guard var position = decodeTemplate(item, path: itemPath, nesting: nesting + 1) else {
        continue
      }
      guard TuplePositions.isSingleValue(position) else {
        context.error(
          "a position holds one value: not a subform, a list or a union", at: item.location,
          path: itemPath)
        continue
      }
      if position.title.isEmpty || position.title == "Item" {
        position.title = TuplePositions.title(of: position, at: index)
      }
      position.required = true
      positions.append(position)
    }
    field.collection.positions = positions
    if let template = field.collection.template, !TuplePositions.isSingleValue(template) {
      // Its items are stored as the positions are, one value each.
      context.error(
        "the items after a tuple's positions hold one value each: its template cannot be a "
          + "subform, a list or a union", at: template.location ?? node.location, path: path)
      field.collection.positions = []
    }
    if !hasTemplate {
      field.validators.append(ValidatorSpec(.maxItems(positions.count), location: node.location))
    }
  }
}
