/// Objects whose member names the user chooses (`additionalProperties` with a schema, one
/// `patternProperties` pattern, `propertyNames`): a keyed map, asked as name then value.
extension JSONSchemaFieldBuilder {
  /// Makes `field` a keyed map when the object lists no `properties` but describes its
  /// members' values; false leaves it a subform.
  func makeKeyedMap(
    _ view: JSONSchemaView, into field: inout Field, path: FieldPath, nesting: Int
  ) -> Bool {
    guard !view.has("properties") else { return false }
    var valueSchemas = view.all("additionalProperties").filter { $0.members != nil }
    var key = Field(key: KeyedMap.keyField, kind: .text, title: "Name")
    let patterns = view.all("patternProperties").flatMap { $0.members ?? [] }
    if valueSchemas.isEmpty, patterns.count == 1 {
      valueSchemas = [patterns[0].value]
      key.validators.append(
        ValidatorSpec(.search(patterns[0].key), location: patterns[0].keyLocation))
    } else if !patterns.isEmpty {
      context.warning(
        "'patternProperties' is asked only with one pattern and no 'additionalProperties' "
          + "schema: these names are not checked", at: patterns[0].keyLocation, path: path)
    }
    guard !valueSchemas.isEmpty else { return false }
    if let names = view.first("propertyNames") {
      let nameView = self.view(of: [names], inside: view.expandedReferences, path: path)
      key.validators += JSONSchemaChecks(context: context, path: path).stringRules(nameView)
    }
    // Messages name the value as the file writes it: `jobs.*.runs-on`.
    context.markMapValue(at: path.appending(KeyedMap.valueField))
    guard
      let value = self.field(
        key: KeyedMap.valueField, schemas: valueSchemas, required: true, parent: path,
        inside: view.expandedReferences, location: field.location, nesting: nesting + 1)
    else { return false }
    field.kind = .array
    field.collection.keyedMap = true
    field.required = false
    field.collection.template = KeyedMap.template(key: key, value: value)
    let counts = JSONSchemaChecks(context: context, path: path)
    for part in view.parts {
      if let node = part["minProperties"], let count = counts.count(node, "minProperties") {
        field.validators.append(ValidatorSpec(.minItems(count), location: node.location))
      }
      if let node = part["maxProperties"], let count = counts.count(node, "maxProperties") {
        field.validators.append(ValidatorSpec(.maxItems(count), location: node.location))
      }
    }
    return true
  }
}
