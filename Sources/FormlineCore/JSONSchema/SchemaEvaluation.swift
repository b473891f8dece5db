/// What evaluating one schema against one value found: whether it passed, and the
/// annotations `unevaluatedProperties` and `unevaluatedItems` read from it.
struct SchemaEvaluation {
  var valid = true
  /// Members some keyword evaluated successfully.
  var properties: Set<String> = []
  /// Items some keyword evaluated: all of them, or these positions.
  var allItems = false
  var items: Set<Int> = []

  mutating func absorb(_ other: SchemaEvaluation) {
    properties.formUnion(other.properties)
    allItems = allItems || other.allItems
    items.formUnion(other.items)
  }
}
