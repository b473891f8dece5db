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
  /// Everything compiled, behind one reference: a batch makes an evaluator (a copy of this)
  /// for every file, and copying ten stored parts counted ten references up and down.
  private let parts: Parts

  private final class Parts: Sendable {
    /// Every node, compiled; nil when they are compiled as evaluations reach them (`store`).
    let compiledNodes: [SchemaNode]?
    let store: SchemaNodeStore?
    let root: Int
    let anchors: (dynamic: [String: [String: Int]], recursive: [String: Int])?
    let draft: SchemaDraft
    let unresolved: [String]
    let readsAnnotations: Bool
    let skippedPatterns: [SkippedPattern]
    let scalarSchemas: [ScalarSchema]
    let readsDynamicScope: Bool
    let keyNames: JSONKeyNames?

    init(
      compiledNodes: [SchemaNode]?, store: SchemaNodeStore?, root: Int,
      anchors: (dynamic: [String: [String: Int]], recursive: [String: Int])?,
      draft: SchemaDraft, unresolved: [String], readsAnnotations: Bool,
      skippedPatterns: [SkippedPattern], scalarSchemas: [ScalarSchema], readsDynamicScope: Bool,
      keyNames: JSONKeyNames?
    ) {
      self.compiledNodes = compiledNodes
      self.store = store
      self.root = root
      self.anchors = anchors
      self.draft = draft
      self.unresolved = unresolved
      self.readsAnnotations = readsAnnotations
      self.skippedPatterns = skippedPatterns
      self.scalarSchemas = scalarSchemas
      self.readsDynamicScope = readsDynamicScope
      self.keyNames = keyNames
    }
  }

  private var compiledNodes: [SchemaNode]? { parts.compiledNodes }
  private var store: SchemaNodeStore? { parts.store }
  var root: Int { parts.root }
  /// The draft the root is read under.
  package var draft: SchemaDraft { parts.draft }
  /// Whether some subschema is `unevaluatedProperties` or `unevaluatedItems`, which read
  /// what the others evaluated (always assumed when compiled lazily: not known ahead).
  var readsAnnotations: Bool { parts.readsAnnotations }
  /// Patterns that are no ECMA-262 pattern, left unchecked (`skippingInvalidPatterns`);
  /// when compiled lazily, those in the root.
  package var skippedPatterns: [SkippedPattern] { parts.skippedPatterns }
  /// Subschemas that are no schema (a string, a number), read as `true`; when compiled
  /// lazily, those met in the root's compilation.
  package var scalarSchemas: [ScalarSchema] { parts.scalarSchemas }
  /// Whether some subschema is `$dynamicRef` or `$recursiveRef`, which read the resources
  /// evaluation passed through (always assumed when compiled lazily).
  var readsDynamicScope: Bool { parts.readsDynamicScope }
  /// The property names of every `properties`, for reading instances' keys as the same
  /// strings (nil when compiled lazily: the names are not known ahead).
  var keyNames: JSONKeyNames? { parts.keyNames }

  /// - Parameters:
  ///   - schema: The schema document.
  ///   - uri: Its base URI (its file's URI, say); an `$id` in the schema overrides it.
  ///   - defaultDraft: The draft when `$schema` names none.
  ///   - retrieve: Documents referenced by URI outside the schema (metaschemas, other
  ///     files), or nil when unknown.
  ///   - skippingInvalidPatterns: Leave a pattern that is no ECMA-262 pattern unchecked
  ///     rather than refuse the schema.
  ///   - lazily: Compile each subschema the first time an evaluation reaches it, not all at
  ///     once: a schema of megabytes then loads at once. Only the root is checked here; a
  ///     subschema that turns out not to compile refuses every value reaching it, saying
  ///     why, instead of refusing the schema.
  ///   - scanningResources: Look through the whole schema for embedded resources and
  ///     anchors; false when it is known to have none below its root.
  /// - Throws: `SchemaCompileError` for the first reference or keyword that cannot be
  ///   compiled.
  package init(
    _ schema: AnswerValue, uri: String = "urn:formline:schema",
    defaultDraft: SchemaDraft = .draft202012,
    retrieve: @escaping @Sendable (String) -> AnswerValue? = { _ in nil },
    skippingInvalidPatterns: Bool = false, lazily: Bool = false, scanningResources: Bool = true
  ) throws(SchemaCompileError) {
    var compiler = SchemaCompiler(resources: SchemaResources(retrieve: retrieve))
    compiler.skipsInvalidPatterns = skippingInvalidPatterns
    let site = compiler.resources.add(
      document: schema, uri: uri, draft: defaultDraft, scanning: scanningResources)
    if lazily {
      compiler.defers = true
      let root = try compiler.compile(site)
      try Self.refuseUnknownVocabularies(compiler, uri: uri)
      try compiler.completeOrThrow(root)
      parts = Parts(
        compiledNodes: nil, store: SchemaNodeStore(compiler), root: root, anchors: nil,
        draft: site.draft, unresolved: [], readsAnnotations: true,
        skippedPatterns: compiler.skippedPatterns, scalarSchemas: compiler.scalarSchemas,
        readsDynamicScope: true, keyNames: nil)
      return
    }
    let root = try compiler.compile(site)
    try compiler.compileDynamicAnchors()
    try Self.refuseUnknownVocabularies(compiler, uri: uri)
    var readsAnnotations = false
    var readsDynamicScope = false
    var propertyNames: [String] = []
    for node in compiler.nodes {
      guard case .keywords(let list) = node.body else { continue }
      for (_, keyword) in list {
        switch keyword {
        case .unevaluatedProperties, .unevaluatedItems: readsAnnotations = true
        case .dynamicRef, .recursiveRef: readsDynamicScope = true
        case .properties(let names): propertyNames.append(contentsOf: names.allNames)
        default: break
        }
      }
    }
    parts = Parts(
      compiledNodes: compiler.nodes, store: nil, root: root,
      anchors: (compiler.dynamicAnchorNodes, compiler.recursiveAnchorNodes), draft: site.draft,
      unresolved: compiler.unresolvedReferences, readsAnnotations: readsAnnotations,
      skippedPatterns: compiler.skippedPatterns, scalarSchemas: compiler.scalarSchemas,
      readsDynamicScope: readsDynamicScope, keyNames: JSONKeyNames(propertyNames))
  }

  /// A metaschema that requires a vocabulary formline does not know refuses the schema.
  private static func refuseUnknownVocabularies(_ compiler: SchemaCompiler, uri: String)
    throws(SchemaCompileError)
  {
    if let (metaschema, vocabulary) = compiler.resources.refusedVocabularies.first {
      throw SchemaCompileError(
        message: "its metaschema '\(metaschema)' requires the vocabulary '\(vocabulary)', which "
          + "formline does not know", location: uri + "#")
    }
  }

  /// The node at `index`.
  func node(_ index: Int) -> SchemaNode {
    if let compiledNodes { return compiledNodes[index] }
    // Either the one or the other is set, by every initializer.
    return store.map { $0.node(index) }
      ?? SchemaNode(body: .always(true), resource: "", location: "")
  }

  /// The body of the node at `index`, without copying the node's other parts.
  func body(of index: Int) -> SchemaNode.Body {
    if let compiledNodes { return compiledNodes[index].body }
    return node(index).body
  }

  /// The base URI of the resource the node at `index` belongs to.
  func resource(of index: Int) -> String {
    if let compiledNodes { return compiledNodes[index].resource }
    return node(index).resource
  }

  /// Resource URI → its `$dynamicAnchor`s, each compiled.
  var dynamicAnchors: [String: [String: Int]] {
    parts.anchors?.dynamic ?? store?.dynamicAnchors ?? [:]
  }
  /// Resources whose root says `$recursiveAnchor: true` → that root.
  var recursiveAnchors: [String: Int] { parts.anchors?.recursive ?? store?.recursiveAnchors ?? [:] }

  /// References to other documents that were not available; when compiled lazily, those
  /// met so far.
  ///
  /// formline fetches nothing from the network: a value that reaches one is refused with
  /// the reference named.
  package var unresolvedReferences: [String] { store?.unresolvedReferences ?? parts.unresolved }
}
