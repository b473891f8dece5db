/// Tuples: `prefixItems` (2020-12) and `items` as a list with `additionalItems` (earlier
/// drafts) give each position its own schema, asked as its own question.
extension JSONSchemaFieldBuilder {
  /// Makes `field` a tuple (`FieldCollection.positions`); false when the list is not one.
  ///
  /// The items after the positions are the template's (`items` after `prefixItems`,
  /// `additionalItems` after a list of `items`), typed as YAML when their schema allows any
  /// value or more than one value (a list, an object, a union); `false` closes the tuple. A position the schema describes as a list, an object
  /// or a union is typed as YAML too. The whole list is still checked against the schema
  /// (`valueChecks`).
  func makeTuple(
    _ view: JSONSchemaView, into field: inout Field, path: FieldPath, nesting: Int
  ) -> Bool {
    let prefixes = view.all("prefixItems")
    let lists = view.all("items").filter { $0.items != nil }
    guard let first = (prefixes + lists).first else { return false }
    // Every part's list applies: position N meets the Nth schema of each.
    var schemas: [[DocumentNode]] = []
    for list in prefixes + lists {
      for (index, schema) in (list.items ?? []).enumerated() {
        if index == schemas.count { schemas.append([]) }
        schemas[index].append(schema)
      }
    }
    var rest: [DocumentNode] = []
    if !prefixes.isEmpty { rest += view.all("items").filter { $0.items == nil } }
    if !lists.isEmpty { rest += view.all("additionalItems") }
    field.collection.positions = schemas.enumerated().map { index, schemas in
      position(index, schemas: schemas, view: view, path: path, nesting: nesting)
        ?? Self.typedAsYAML(title: TuplePositions.ordinal(index + 1), at: first.location)
    }
    let closed = rest.contains { $0.answerValue == .bool(false) }
    if closed {
      field.validators.append(ValidatorSpec(.maxItems(schemas.count), location: first.location))
    }
    let extra =
      rest.isEmpty || closed
      ? nil
      : self.field(
        key: nil, schemas: rest, required: true, parent: path, inside: view.expandedReferences,
        location: field.location, nesting: nesting + 1)
    if var extra, !extra.derived.isComputed, TuplePositions.isSingleValue(extra) {
      extra.omitWhenUnanswered = false
      field.collection.template = extra
    } else {
      field.collection.template = Self.typedAsYAML(title: "Item", at: first.location)
    }
    return true
  }

  /// The question of one position: its schema's kind, title and choices; nil when a value
  /// typed as YAML serves it better (a list, an object, a union or any value).
  private func position(
    _ index: Int, schemas: [DocumentNode], view: JSONSchemaView, path: FieldPath, nesting: Int
  ) -> Field? {
    let ordinal = TuplePositions.ordinal(index + 1)
    guard
      var position = self.field(
        key: nil, schemas: schemas, required: true, parent: path.appending(index: index),
        inside: view.expandedReferences, location: schemas.first?.location,
        nesting: nesting + 1)
    else { return nil }
    guard TuplePositions.isSingleValue(position), !position.derived.isComputed else {
      var typed = Self.typedAsYAML(title: ordinal, at: position.location)
      typed.help = position.help ?? typed.help
      return typed
    }
    position.omitWhenUnanswered = false
    if position.title == "Item" {
      position.title = TuplePositions.title(of: position, at: index)
    }
    return position
  }

  private static func typedAsYAML(title: String, at location: SourceLocation?) -> Field {
    var item = Field(key: nil, kind: .text, title: title)
    item.syntax = .yaml
    item.help =
      "A value typed as YAML (8080, true, text, [a, b]); the list is checked against the "
      + "schema when it is finished."
    item.location = location
    return item
  }
}
