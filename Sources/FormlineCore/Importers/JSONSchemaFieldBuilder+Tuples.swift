/// Tuples: `prefixItems` (2020-12) and `items` as a list with `additionalItems` (earlier
/// drafts) give each position its own schema.
extension JSONSchemaFieldBuilder {
  /// Makes `field` a tuple; false when the list is not one.
  ///
  /// Its items are typed as YAML values (`8080`, `true`, `web`), so each position can take
  /// its own type; the positions' schemas are checked on the whole list (`valueChecks`).
  func makeTuple(_ view: JSONSchemaView, into field: inout Field) -> Bool {
    let positions = view.all("prefixItems") + view.all("items").filter { $0.items != nil }
    guard let first = positions.first else { return false }
    var item = Field(key: nil, kind: .text, title: "Item")
    item.syntax = .yaml
    item.help =
      "One value per position, each typed as YAML (8080, true, text); the list is checked "
      + "against the schema's positions when it is finished."
    item.location = first.location
    field.template = item
    return true
  }
}
