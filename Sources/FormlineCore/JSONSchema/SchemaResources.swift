import OrderedCollections

/// Every resource and anchor of the schemas compiled together: the root document, the
/// resources embedded in it (`$id`), and documents fetched by URI (metaschemas, remotes).
struct SchemaResources {
  /// Resource URI (no fragment) → the resource's root site.
  private(set) var resources: [String: SchemaSite] = [:]
  /// `uri#name` → the site an anchor names.
  private(set) var anchors: [String: SchemaSite] = [:]
  /// Resource URI → the names of its `$dynamicAnchor`s.
  private(set) var dynamicAnchors: [String: Set<String>] = [:]
  /// Resources whose root says `$recursiveAnchor: true`.
  private(set) var recursiveAnchors: Set<String> = []
  /// Vocabularies a document's metaschema requires that formline does not know, as
  /// (metaschema, vocabulary): such a schema cannot be evaluated as its author meant.
  private(set) var refusedVocabularies: [(metaschema: String, vocabulary: String)] = []
  /// Documents by URI for references outside the root document; nil when unknown.
  let retrieve: @Sendable (String) -> AnswerValue?

  init(retrieve: @escaping @Sendable (String) -> AnswerValue?) {
    self.retrieve = retrieve
  }

  /// Registers a document and everything it names (only its root, without `scanning`:
  /// the caller knows nothing below it names a resource or an anchor).
  mutating func add(
    document value: AnswerValue, uri: String, draft: SchemaDraft, scanning: Bool = true
  ) -> SchemaSite {
    var draft = draft
    if case .string(let named)? = value.objectValue?["$schema"],
      let known = SchemaDraft(metaschemaURI: named)
    {
      draft = known
    }
    var site = SchemaSite(value: value, base: uri, draft: draft, key: uri + "#")
    if let refused = applyVocabularies(to: &site), let named = site.metaschema {
      refusedVocabularies.append((named, refused))
    }
    resources[uri] = resources[uri] ?? site
    site.enterResource()
    if scanning {
      scan(site, depth: 0)
    } else if resources[site.base] == nil {
      // The root's own `$id`, as the scan would have registered it.
      resources[site.base] = site
    }
    return site
  }

  /// Reads the `$vocabulary` of the metaschema the site's `$schema` names, when it is none
  /// of the drafts' own (2019-09 on): whether the site's keywords assert values and formats.
  /// - Returns: The first vocabulary the metaschema requires that formline does not know.
  func applyVocabularies(to site: inout SchemaSite) -> String? {
    guard site.draft >= .draft201909, let named = site.metaschema,
      SchemaDraft(metaschemaURI: named) == nil,
      let vocabularies = retrieve(SchemaURI.split(named).0)?.objectValue?["$vocabulary"]?
        .objectValue
    else { return nil }
    site.assertsValues = vocabularies[SchemaVocabulary.validation(in: site.draft)] != nil
    site.assertsFormats = vocabularies[SchemaVocabulary.formatAssertion] != nil
    let known = SchemaVocabulary.known(in: site.draft)
    return vocabularies.first { $0.value == .bool(true) && !known.contains($0.key.text) }?.key
      .text
  }

  /// The site `uri` names, fetching its document when it is not known yet.
  mutating func site(for uri: String, draft: SchemaDraft) -> SchemaSite? {
    let (document, fragment) = SchemaURI.split(uri)
    if resources[document] == nil, let value = retrieve(document) {
      _ = add(document: value, uri: document, draft: draft)
    }
    guard let fragment, !fragment.isEmpty else { return resources[document] }
    if fragment.hasPrefix("/") { return resources[document]?.descend(pointer: fragment) }
    return anchors[document + "#" + fragment]
  }

  /// Records the resources and anchors in the schema positions below `site`: values of
  /// other keywords (`enum`, `const`, unknown ones) are data, and an `$id` there names
  /// nothing.
  private mutating func scan(_ site: SchemaSite, depth: Int) {
    guard depth < 200, case .object(let members) = site.value else { return }
    if resources[site.base] == nil { resources[site.base] = site }
    let draft = site.draft
    let ignoresSiblings = draft.refOverridesSiblings && members["$ref"] != nil
    if !ignoresSiblings, case .string(let id)? = members[draft.idKeyword], id.hasPrefix("#"),
      draft <= .draft7
    {
      anchors[site.base + id] = site
    }
    if draft >= .draft201909, case .string(let name)? = members["$anchor"] {
      anchors[site.base + "#" + name] = site
    }
    if draft >= .draft202012, case .string(let name)? = members["$dynamicAnchor"] {
      anchors[site.base + "#" + name] = site
      dynamicAnchors[site.base, default: []].insert(name)
    }
    if draft == .draft201909, members["$recursiveAnchor"] == .bool(true) {
      recursiveAnchors.insert(site.base)
    }
    if ignoresSiblings { return }
    for (member, value) in members {
      let keyword = member.text
      if SchemaSite.singleSchemaKeywords.contains(keyword), value.objectValue != nil {
        if let child = site.child(keyword) { scan(child, depth: depth + 1) }
      }
      if SchemaSite.schemaListKeywords.contains(keyword), let items = value.arrayValue {
        for index in items.indices {
          if let list = site.child(keyword), let child = list.child(String(index)) {
            scan(child, depth: depth + 1)
          }
        }
      }
      if SchemaSite.schemaMapKeywords.contains(keyword), let map = value.objectValue,
        let holder = site.child(keyword)
      {
        for name in map.keys.map(\.text) {
          if let child = holder.child(name), child.value.objectValue != nil {
            scan(child, depth: depth + 1)
          }
        }
      }
    }
  }
}
