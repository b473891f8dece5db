import FoundationEssentials

/// One schema seen through its `$ref` and `allOf`: the schema object itself first, then
/// the schemas it refers to or includes, in the order a reader meets them.
///
/// Annotations (`title`, `default`…) are read from the first part that has them, so a
/// property's own title wins over the one of the definition it refers to; assertions
/// (`minimum`, `required`, `properties`…) are read from every part, since all of them hold.
struct JSONSchemaView {
  /// The schema objects that make up this schema.
  var parts: [DocumentNode] = []
  /// A part is the boolean schema `false`: no value is valid.
  var isFalse = false
  /// A `$ref` leads back into a schema that is already being expanded above this one.
  var recursiveReference: String?
  /// `$ref`s to other documents, which are not fetched.
  var remoteReferences: [String] = []
  /// Every local `$ref` expanded to reach this schema, the parents' included.
  var expandedReferences: [String] = []

  /// The first part's value of an annotation keyword.
  func first(_ keyword: String) -> DocumentNode? {
    for part in parts {
      if let value = part[keyword] { return value }
    }
    return nil
  }

  /// Every part's value of an assertion keyword.
  func all(_ keyword: String) -> [DocumentNode] {
    parts.compactMap { $0[keyword] }
  }

  /// Whether any part has the keyword.
  func has(_ keyword: String) -> Bool {
    parts.contains { $0[keyword] != nil }
  }

  /// The warning for a subschema that is no schema (`"config": "object"`), which is read
  /// as `true` both where questions are made and where values are judged.
  static func scalarSchemaWarning(_ kindName: String) -> String {
    "a schema is an object or true/false, not \(kindName): any value is allowed here"
  }

  /// Whether the schema says nothing about its value (`{}` or `true`).
  var acceptsAnything: Bool {
    !isFalse
      && parts.allSatisfy { part in
        part.members?.allSatisfy { JSONSchemaKeywords.annotations.contains($0.key) } ?? true
      }
  }
}

/// Expands `$ref` (local JSON pointers: `#`, `#/$defs/name`, `#/definitions/name`, any
/// `#/…` path; a `$anchor` or an `$id` the document itself declares; a file beside the
/// schema, `common.json#/definitions/port`) and `allOf` into a `JSONSchemaView`.
struct JSONSchemaResolver {
  let root: DocumentNode
  let context: LoadContext
  /// The schema file: its anchors, `$id`s and definitions.
  private let main: JSONSchemaDocument
  /// The files its `$ref`s name, read at load.
  let files: JSONSchemaFiles

  /// - Parameters:
  ///   - root: The schema document.
  ///   - uri: The URI its relative references resolve against (its file's).
  ///   - context: The load.
  init(root: DocumentNode, uri: String = "urn:formline:schema", context: LoadContext) {
    self.root = root
    self.context = context
    main = JSONSchemaDocument(root: root, file: root.location.file, uri: uri)
    files = JSONSchemaFiles(main: main, context: context)
  }

  /// Whether any schema in the document says `writeOnly: true`.
  var marksWriteOnly: Bool {
    main.identified.marksWriteOnly
      || files.documents.values.contains { $0.identified.marksWriteOnly }
  }

  /// Whether a part below the schema's root names a resource or an anchor.
  var embedsResources: Bool { main.identified.embedsResources }

  /// Whether `$ref: reference` is read from this document or a file beside it: a `#`
  /// pointer or anchor, an `$id` the document declares, or a relative path.
  func isLocal(_ reference: String) -> Bool {
    reference.hasPrefix("#") || main.identified.target(of: reference) != nil
      || JSONSchemaIdentifiers.namesFile(reference) && !main.identified.declares(reference)
        && !files.isRemote(reference, from: main.file)
  }

  /// The view of `node`, whose ancestors expanded `references` already.
  func view(of node: DocumentNode, inside references: [String], path: FieldPath)
    -> JSONSchemaView
  {
    var view = JSONSchemaView()
    view.expandedReferences = references
    gather(node, into: &view, path: path, depth: 0)
    return view
  }

  private func gather(
    _ node: DocumentNode, into view: inout JSONSchemaView, path: FieldPath, depth: Int
  ) {
    // `allOf` and `$ref` chains are as deep as the document at most; this bounds loops.
    guard depth <= context.limits.maximumNesting else {
      context.error(
        "'$ref' and 'allOf' nested deeper than \(context.limits.maximumNesting) levels",
        at: node.location, path: path)
      return
    }
    // Only a scalar can be `true`/`false`: an object is not converted whole to find out.
    if node.members == nil, node.items == nil, case .bool(let flag) = node.answerValue {
      if !flag { view.isFalse = true }
      return
    }
    if node.members == nil, node.items == nil {
      // A published schema's mistake (`.pmbot.yml`: `"config": "object"`), which its user
      // cannot fix: named, and read as `true`, as the evaluator reads it.
      context.warning(
        JSONSchemaView.scalarSchemaWarning(node.answerValue.typeName), at: node.location,
        path: path)
      return
    }
    guard node.members != nil else {
      context.error(
        "a schema is an object or true/false, not \(node.kindName)", at: node.location,
        path: path)
      return
    }
    view.parts.append(node)
    if let reference = node["$ref"] {
      follow(reference, into: &view, path: path, depth: depth)
    }
    if let allOf = node["allOf"] {
      guard let items = allOf.items else {
        context.error("'allOf' must be a list of schemas", at: allOf.location, path: path)
        return
      }
      for item in items { gather(item, into: &view, path: path, depth: depth + 1) }
    }
  }

  private func follow(
    _ reference: DocumentNode, into view: inout JSONSchemaView, path: FieldPath, depth: Int
  ) {
    guard let text = reference.scalarText else {
      context.error("'$ref' must be a string", at: reference.location, path: path)
      return
    }
    // A reference is read in the file that holds it: `#/definitions/x` written in
    // common.json is common.json's.
    let file = reference.location.file
    let holder = file == main.file ? main : files.documents[file] ?? main
    var target: DocumentNode?
    var named = text
    if let own = holder.identified.target(of: text) {
      target = own
    } else if text.hasPrefix("#") {
      target = holder.target(ofFragment: text)
    } else if JSONSchemaIdentifiers.namesFile(text), !holder.identified.declares(text) {
      // Not readable: the load said why.
      guard let other = files.document(named: text, from: file) else { return }
      let fragment = text.firstIndex(of: "#").map { String(text[$0...]) } ?? "#"
      target = other.target(ofFragment: fragment)
      named = other.file + fragment
    } else {
      view.remoteReferences.append(text)
      return
    }
    // Told apart by file: `#/definitions/x` of common.json is not the schema's.
    if holder.file != main.file, text.hasPrefix("#") { named = holder.file + text }
    if view.expandedReferences.contains(named) {
      view.recursiveReference = named
      return
    }
    guard let target else {
      let document = named.hasPrefix("#") ? "this document" : named.prefix { $0 != "#" }
      context.error(
        "'$ref' \(text) points to nothing in \(document)", at: reference.location, path: path)
      return
    }
    view.expandedReferences.append(named)
    gather(target, into: &view, path: path, depth: depth + 1)
  }

  /// The node a local JSON pointer (RFC 6901, as a URI fragment) names.
  static func pointer(_ reference: String, in root: DocumentNode) -> DocumentNode? {
    guard let tokens = pointerTokens(reference) else { return nil }
    return walk(tokens[...], from: root)
  }

  /// The unescaped names of a pointer fragment (`#/a/b`); nil when it is not a pointer.
  static func pointerTokens(_ reference: String) -> [String]? {
    let fragment = String(reference.dropFirst()).percentDecoded ?? ""
    guard !fragment.isEmpty else { return [] }
    guard fragment.hasPrefix("/") else { return nil }
    return fragment.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
      String($0).unescapedPointerToken
    }
  }

  /// The node the pointer's names lead to from `start`.
  static func walk(_ tokens: ArraySlice<String>, from start: DocumentNode) -> DocumentNode? {
    var node = start
    for name in tokens {
      if let members = node.members {
        guard let next = members.first(where: { CodePointNames.same($0.key, name) })?.value else {
          return nil
        }
        node = next
      } else if let items = node.items, let index = Int(name), items.indices.contains(index) {
        node = items[index]
      } else {
        return nil
      }
    }
    return node
  }
}
