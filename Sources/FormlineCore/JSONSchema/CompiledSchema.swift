/// A JSON Schema compiled once for evaluating many instances: every subschema and every
/// `$ref` target compiled once (cycles allowed), for the draft its `$schema` names
/// (2020-12 when absent).
///
/// ✅ `{"type": "integer", "maximum": 10}` with `12` → one error at "" ("/maximum": "12 is
///   greater than the maximum 10")
/// ❌ `{"$ref": "#/$defs/missing"}` → `SchemaCompileError` "cannot resolve '#/$defs/missing'"
/// ⚠️ `{"$ref": "https://example.com/other.json"}` (not retrievable) → compiles; every value
///   fails with the reference named
package struct CompiledSchema: Sendable {
  let nodes: [SchemaNode]
  let root: Int
  /// Resource URI → its `$dynamicAnchor`s, each compiled.
  let dynamicAnchors: [String: [String: Int]]
  /// Resources whose root says `$recursiveAnchor: true` → that root.
  let recursiveAnchors: [String: Int]
  /// The draft the root is read under.
  package let draft: SchemaDraft
  /// References to other documents that were not available (formline fetches nothing
  /// from the network): a value that reaches one is refused with the reference named.
  package let unresolvedReferences: [String]

  /// - Parameters:
  ///   - schema: The schema document.
  ///   - uri: Its base URI (its file's URI, say); an `$id` in the schema overrides it.
  ///   - defaultDraft: The draft when `$schema` names none.
  ///   - retrieve: Documents referenced by URI outside the schema (metaschemas, other
  ///     files), or nil when unknown.
  ///   - skippingInvalidPatterns: Leave a pattern that is no ECMA-262 pattern unchecked
  ///     rather than refuse the schema.
  /// - Throws: `SchemaCompileError` for the first reference or keyword that cannot be
  ///   compiled.
  package init(
    _ schema: AnswerValue, uri: String = "urn:formline:schema",
    defaultDraft: SchemaDraft = .draft202012,
    retrieve: @escaping @Sendable (String) -> AnswerValue? = { _ in nil },
    skippingInvalidPatterns: Bool = false
  ) throws(SchemaCompileError) {
    var compiler = SchemaCompiler(resources: SchemaResources(retrieve: retrieve))
    compiler.skipsInvalidPatterns = skippingInvalidPatterns
    let site = compiler.resources.add(document: schema, uri: uri, draft: defaultDraft)
    root = try compiler.compile(site)
    try compiler.compileDynamicAnchors()
    nodes = compiler.nodes
    dynamicAnchors = compiler.dynamicAnchorNodes
    recursiveAnchors = compiler.recursiveAnchorNodes
    draft = site.draft
    unresolvedReferences = compiler.unresolvedReferences
  }
}
