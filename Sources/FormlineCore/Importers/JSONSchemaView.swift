import Foundation

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

  /// Whether the schema says nothing about its value (`{}` or `true`).
  var acceptsAnything: Bool {
    !isFalse
      && parts.allSatisfy { part in
        part.members?.allSatisfy { JSONSchemaKeywords.annotations.contains($0.key) } ?? true
      }
  }
}

/// Expands `$ref` (local JSON pointers: `#`, `#/$defs/name`, `#/definitions/name`, any
/// `#/…` path; a `$anchor` or an `$id` the document itself declares) and `allOf` into a
/// `JSONSchemaView`.
struct JSONSchemaResolver {
  let root: DocumentNode
  let context: LoadContext
  /// The document's own `$anchor`s (as `#name`) and `$id`s (as written, and resolved
  /// against the root's `$id`): a `$ref` to one of them is local, not fetched.
  private let identified: JSONSchemaIdentifiers

  /// The root's `definitions` and `$defs` by name: a schema may hold thousands, and a
  /// `$ref` into them is found at once instead of by reading the list.
  private let definitions: [String: [String: DocumentNode]]

  init(root: DocumentNode, context: LoadContext) {
    self.root = root
    self.context = context
    identified = JSONSchemaIdentifiers(root)
    var definitions: [String: [String: DocumentNode]] = [:]
    for keyword in ["definitions", "$defs"] {
      guard let members = root[keyword]?.members else { continue }
      // The first of two equal keys, as the pointer's walk finds it.
      definitions[keyword] = Dictionary(
        members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
    self.definitions = definitions
  }

  /// Whether any schema in the document says `writeOnly: true`.
  var marksWriteOnly: Bool { identified.marksWriteOnly }

  /// Whether `$ref: reference` is read from this document: a `#` pointer or anchor, or an
  /// `$id` the document declares.
  func isLocal(_ reference: String) -> Bool {
    reference.hasPrefix("#") || identified.target(of: reference) != nil
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
    let local = identified.target(of: text)
    guard text.hasPrefix("#") || local != nil else {
      view.remoteReferences.append(text)
      return
    }
    if view.expandedReferences.contains(text) {
      view.recursiveReference = text
      return
    }
    guard let target = local ?? indexedPointer(text) else {
      context.error(
        "'$ref' \(text) points to nothing in this document", at: reference.location, path: path)
      return
    }
    view.expandedReferences.append(text)
    gather(target, into: &view, path: path, depth: depth + 1)
  }

  /// The node a local JSON pointer names, a definition looked up in the index.
  private func indexedPointer(_ reference: String) -> DocumentNode? {
    guard let tokens = Self.pointerTokens(reference) else { return nil }
    if tokens.count >= 2, let named = definitions[tokens[0]] {
      guard let definition = named[tokens[1]] else { return nil }
      return Self.walk(tokens.dropFirst(2), from: definition)
    }
    return Self.walk(tokens[...], from: root)
  }

  /// The node a local JSON pointer (RFC 6901, as a URI fragment) names.
  static func pointer(_ reference: String, in root: DocumentNode) -> DocumentNode? {
    guard let tokens = pointerTokens(reference) else { return nil }
    return walk(tokens[...], from: root)
  }

  /// The unescaped names of a pointer fragment (`#/a/b`); nil when it is not a pointer.
  private static func pointerTokens(_ reference: String) -> [String]? {
    let fragment = String(reference.dropFirst()).removingPercentEncoding ?? ""
    guard !fragment.isEmpty else { return [] }
    guard fragment.hasPrefix("/") else { return nil }
    return fragment.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
      String($0).unescapedPointerToken
    }
  }

  private static func walk(_ tokens: ArraySlice<String>, from start: DocumentNode)
    -> DocumentNode?
  {
    var node = start
    for name in tokens {
      if let members = node.members {
        guard let next = members.first(where: { $0.key == name })?.value else { return nil }
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
