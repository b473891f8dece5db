/// Turns schema sites into `SchemaNode`s, each place once.
struct SchemaCompiler {
  var resources: SchemaResources
  var nodes: [SchemaNode] = []
  /// Node of each place, by its key compared by code points: the places of two property
  /// names that differ only in Unicode normalization are two places.
  private var compiled: [MemberName: Int] = [:]
  var dynamicAnchorNodes: [String: [String: Int]] = [:]
  var recursiveAnchorNodes: [String: Int] = [:]
  /// References to documents that were not available, in the order met.
  var unresolvedReferences: [String] = []
  /// Whether a `pattern` or `patternProperties` name that is no ECMA-262 pattern is left
  /// unchecked (a published schema's mistake, warned about at load) instead of refusing
  /// the schema.
  var skipsInvalidPatterns = false
  /// Whether a node's keywords are compiled only when `complete` is asked for it (the first
  /// time an evaluation reaches it) rather than with the node that refers to it.
  var defers = false
  /// The sites of the nodes registered but not compiled yet (only while `defers`).
  private(set) var pendingSites: [Int: SchemaSite] = [:]
  /// The patterns left unchecked so, in the order met.
  var skippedPatterns: [SkippedPattern] = []
  /// Subschemas that are neither an object nor a boolean (`"config": "object"`), read as
  /// `true`: their absolute places, in the order met.
  var scalarSchemas: [ScalarSchema] = []

  init(resources: SchemaResources) {
    self.resources = resources
  }

  /// The node of `site`, compiled now unless it was before (or, while `defers`, registered
  /// to be compiled by `complete`).
  mutating func compile(_ site: SchemaSite) throws(SchemaCompileError) -> Int {
    if let known = compiled[MemberName(site.key)] { return known }
    let index = nodes.count
    compiled[MemberName(site.key)] = index
    nodes.append(SchemaNode(body: .always(true), resource: site.base, location: site.key))
    if defers {
      pendingSites[index] = site
      return index
    }
    try compileBody(index, site)
    return index
  }

  /// Compiles a node registered while `defers`; a node that cannot be compiled refuses every
  /// value that reaches it, saying why.
  mutating func complete(_ index: Int) {
    do {
      try completeOrThrow(index)
    } catch {
      nodes[index].body = .uncompilable(error.description)
    }
  }

  /// Compiles a node registered while `defers`, if it is not compiled yet.
  mutating func completeOrThrow(_ index: Int) throws(SchemaCompileError) {
    guard let site = pendingSites.removeValue(forKey: index) else { return }
    try compileBody(index, site)
    // A reference may have brought in a document with anchors of its own.
    try compileDynamicAnchors()
  }

  private mutating func compileBody(_ index: Int, _ site: SchemaSite) throws(SchemaCompileError) {
    var site = site
    // An embedded resource may name a metaschema of its own: its vocabularies apply to it
    // and below, as the root's do to the document (`SchemaResources.add`).
    if site.isEmbeddedResource, let refused = resources.applyVocabularies(to: &site) {
      throw SchemaCompileError(
        message: "its metaschema '\(site.metaschema ?? "")' requires the vocabulary "
          + "'\(refused)', which formline does not know", location: site.key)
    }
    switch site.value {
    case .bool(let flag):
      nodes[index].body = .always(flag)
    case .object(let members):
      nodes[index].body = .keywords(try keywords(of: site, members))
    case .array, .tuple:
      // A list of schemas where one schema should be (a `$ref` into a draft-04 tuple's
      // `items`) says what its author meant no more than a scalar does, but it is not
      // read as anything: the part refuses what reaches it.
      throw SchemaCompileError(
        message: "a schema must be an object or a boolean, not \(site.value.typeName)",
        location: site.key)
    default:
      guard index != 0 else {
        throw SchemaCompileError(
          message: "a schema must be an object or a boolean, not \(site.value.typeName)",
          location: site.key)
      }
      // A published schema's mistake in one part, which its user cannot fix: that part
      // allows any value, and the load names it.
      nodes[index].body = .always(true)
      scalarSchemas.append(ScalarSchema(typeName: site.value.typeName, location: site.key))
    }
  }

  /// Compiles every `$dynamicAnchor` and `$recursiveAnchor` resource known, including those
  /// of documents that references brought in, until no new one appears.
  mutating func compileDynamicAnchors() throws(SchemaCompileError) {
    var done: Set<String> = []
    while true {
      let pending = resources.dynamicAnchors.filter { !done.contains($0.key) }
      let recursive = resources.recursiveAnchors.filter { recursiveAnchorNodes[$0] == nil }
      if pending.isEmpty && recursive.isEmpty { return }
      for (resource, names) in pending {
        done.insert(resource)
        for name in names {
          guard let site = resources.anchors[resource + "#" + name] else { continue }
          dynamicAnchorNodes[resource, default: [:]][name] = try compile(site)
        }
      }
      for resource in recursive {
        guard let site = resources.resources[resource] else { continue }
        recursiveAnchorNodes[resource] = try compile(site)
      }
    }
  }

  /// The node a reference names, resolved against the site's base.
  mutating func reference(_ text: String, from site: SchemaSite) throws(SchemaCompileError) -> Int {
    let uri = SchemaURI.resolve(text, against: site.base)
    guard let target = resources.site(for: uri, draft: site.draft) else {
      let document = SchemaURI.split(uri).0
      // Another document nobody supplied (formline fetches nothing from the network): the
      // schema is still usable, and any value that reaches the reference is refused by it.
      if resources.resources[document] == nil {
        return unresolved(uri)
      }
      throw SchemaCompileError(message: "cannot resolve '\(text)'", location: site.key)
    }
    return try compile(target)
  }

  /// A node standing for a reference to a document that is not available.
  private mutating func unresolved(_ uri: String) -> Int {
    let key = "unresolved:" + uri
    if let known = compiled[MemberName(key)] { return known }
    let index = nodes.count
    compiled[MemberName(key)] = index
    nodes.append(SchemaNode(body: .unresolved(uri), resource: uri, location: uri))
    unresolvedReferences.append(uri)
    return index
  }

  /// The node of the subschema under `keyword` (and `token`s below it).
  mutating func subschema(_ site: SchemaSite, _ path: String...) throws(SchemaCompileError) -> Int {
    var current = site
    for token in path {
      guard let next = current.child(token) else {
        throw SchemaCompileError(message: "no subschema at '\(token)'", location: current.key)
      }
      current = next
    }
    return try compile(current)
  }
}

/// A subschema that is neither an object nor a boolean, read as `true`.
package struct ScalarSchema: Sendable, Hashable {
  /// What it is instead (`string`).
  package var typeName: String
  /// Its absolute place (`uri#/properties/config`).
  package var location: String
}

/// A `pattern` (or `patternProperties` name) that is no ECMA-262 pattern, left unchecked.
package struct SkippedPattern: Sendable, Hashable {
  package var pattern: String
  /// The keyword's absolute place (`uri#/properties/code/pattern`).
  package var location: String
}
