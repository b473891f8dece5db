/// Properties and items whose schema has a `$ref` are built when the fill reaches them
/// (`JSONSchemaLazyFields`), so a recursive schema is as deep as its answers and loading
/// costs the schema's size, not the number of paths through it.
extension JSONSchemaFieldBuilder {
  /// Whether a schema has a `$ref` into this document, which is built when reached.
  /// (Remote references are not fetched: they stand for any value at once.)
  func refersWithin(_ schema: DocumentNode) -> Bool {
    schema["$ref"]?.scalarText.map(resolver.isLocal) ?? false
  }

  /// Whether a schema's `anyOf`/`oneOf` has several branches that refer into this document.
  ///
  /// Such a union is built when reached, as a `$ref` is, so its variants are not built at
  /// load (CloudFormation's resources are a union of ~900 definitions). An optional
  /// reference (`anyOf: [{$ref: X}, {type: null}]`) is one variant, built at once.
  func unitesReferences(_ schema: DocumentNode) -> Bool {
    ["anyOf", "oneOf"].contains { keyword in
      (schema[keyword]?.items?.lazy.filter(refersWithin).prefix(2).count ?? 0) > 1
    }
  }

  /// A pending field: its key, its own title and whether it is required, now; the rest
  /// when built.
  func pendingField(
    key: String?, schemas: [DocumentNode], required: Bool, parent: FieldPath,
    location: SourceLocation?, in lazy: JSONSchemaLazyFields
  ) -> Field {
    // Built on its own when reached, a site starts counting nesting afresh: the limit
    // guards one build's depth, and the depth of answers is bounded by the fill.
    let site = lazy.register(
      key: key, schemas: schemas, required: required, parent: parent, location: location,
      nesting: 0)
    let name = JSONSchemaPromptName(
      key: key, title: schemas.lazy.compactMap { $0["title"]?.scalarText }.first,
      description: schemas.lazy.compactMap {
        ($0["description"] ?? $0["markdownDescription"])?.scalarText
      }.first)
    var field = Field(key: key, kind: .text, title: name.title)
    field.help = name.help
    field.location = location
    field.schemaName = Self.referenceName(in: schemas)
    field.required = required
    field.omitWhenUnanswered = !required
    field.pending = PendingField(site: site, source: lazy, required: required)
    return field
  }
}
