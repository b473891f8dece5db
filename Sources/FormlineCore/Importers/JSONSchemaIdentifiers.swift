import FoundationEssentials

/// The places a schema document names itself: `$anchor: port` (2019-09 on) and
/// `$id: "#port"` (drafts 6 and 7) are `#port`; an embedded `$id:
/// "https://example.com/address.json"` (or `address.json` beside a root whose `$id` is
/// `https://example.com/root.json`) names its resource, so a `$ref` to it is read from the
/// document instead of being a remote reference that is not fetched.
///
/// The index is flat: an anchor is found wherever it is declared, as schemas in the wild
/// declare each name once.
struct JSONSchemaIdentifiers {
  /// Keywords holding data, never schemas: an `$id` inside them names nothing.
  private static let dataKeywords: Set<String> = ["const", "enum", "default", "examples"]

  /// The root's `$id`, against which relative identifiers and references are read.
  private let base: URL?
  private let index: [String: DocumentNode]
  /// Whether any schema in the document says `writeOnly: true`: learnt in the same walk,
  /// so a document of megabytes is walked once (a part not built yet may then be secret).
  let marksWriteOnly: Bool
  /// The `$ref`s that name another file (`common.json#/definitions/port`, `./defs/a.json`),
  /// as written: relative references that are none of the document's own identifiers.
  private(set) var fileReferences: [DocumentNode] = []
  /// Whether a part below the root names a resource or an anchor (`$id`, draft-04's `id`,
  /// `$anchor`, `$dynamicAnchor`, `$recursiveAnchor`), or the root an anchor: without
  /// any, the evaluator need not look for them through a document of megabytes.
  let embedsResources: Bool
  /// Every `$id` and draft-04 `id` written in the document: a reference to one of them
  /// that the index does not resolve (draft-04's `id`) names no file.
  private let declared: Set<String>

  init(_ root: DocumentNode) {
    base = root["$id"]?.scalarText.flatMap { URL(string: $0) }
    let walk = Self.index(root, base: base)
    (index, marksWriteOnly, embedsResources) = (walk.found, walk.writeOnly, walk.embeds)
    declared = walk.declared
    fileReferences = walk.references.filter {
      guard let text = $0.scalarText else { return false }
      return target(of: text) == nil && !declares(text)
    }
  }

  /// Whether the file part of `reference` is an `$id` or `id` written in the document.
  func declares(_ reference: String) -> Bool {
    !declared.isEmpty && declared.contains(String(reference.prefix { $0 != "#" }))
  }

  /// Whether a `$ref` names a file by a relative path: no `#` first, no URI scheme.
  static func namesFile(_ reference: String) -> Bool {
    !reference.isEmpty && !reference.hasPrefix("#") && !SchemaURI.hasScheme(reference)
  }

  private static func index(_ root: DocumentNode, base: URL?) -> (
    found: [String: DocumentNode], writeOnly: Bool, references: [DocumentNode], embeds: Bool,
    declared: Set<String>
  ) {
    var declared: Set<String> = []
    var found: [String: DocumentNode] = [:]
    var writeOnly = false
    var references: [DocumentNode] = []
    var embeds = false
    var isRoot = true
    // Walked without recursion: a document may nest as deep as the loader allows.
    var pending = [root]
    while let node = pending.popLast() {
      let atRoot = isRoot
      isRoot = false
      if let items = node.items {
        pending += items
        continue
      }
      guard let members = node.members else { continue }
      if let anchor = node["$anchor"]?.scalarText, found["#" + anchor] == nil {
        found["#" + anchor] = node
      }
      if let id = node["$id"]?.scalarText {
        for name in names(of: id, base: base) where found[name] == nil { found[name] = node }
      }
      for member in members where !dataKeywords.contains(member.key) {
        switch member.key {
        case "$anchor", "$dynamicAnchor", "$recursiveAnchor":
          embeds = true
        case "$id", "id":
          if let text = member.value.scalarText {
            if !atRoot || text.hasPrefix("#") { embeds = true }
            declared.insert(String(text.prefix { $0 != "#" }))
          }
        default:
          break
        }
        if member.key == "$ref", let text = member.value.scalarText, namesFile(text) {
          references.append(member.value)
        }
        if member.key == "writeOnly", member.value.scalarText != nil,
          member.value.answerValue == .bool(true)
        {
          writeOnly = true
        }
        pending.append(member.value)
      }
    }
    return (found, writeOnly, references, embeds, declared)
  }

  /// What `$ref: reference` names among the document's own identifiers: the resource an
  /// `$id` names (then the pointer or anchor after its `#`), or an anchor.
  func target(of reference: String) -> DocumentNode? {
    guard !index.isEmpty, !reference.hasPrefix("#/"), reference != "#" else { return nil }
    if reference.hasPrefix("#") { return index[reference] }
    let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let names = Self.names(of: String(parts[0]), base: base)
    guard let resource = names.lazy.compactMap({ index[$0] }).first else { return nil }
    let fragment = parts.count > 1 ? "#" + parts[1] : "#"
    if fragment == "#" { return resource }
    if fragment.hasPrefix("#/") { return JSONSchemaResolver.pointer(fragment, in: resource) }
    return index[fragment]
  }

  /// An `$id` as written, without an empty `#`, and resolved against the root's.
  private static func names(of id: String, base: URL?) -> [String] {
    guard !id.hasPrefix("#") else { return [id] }
    var names = [withoutEmptyFragment(Substring(id))]
    if let base, let resolved = URL(string: id, relativeTo: base)?.absoluteString {
      names.append(withoutEmptyFragment(Substring(resolved)))
    }
    return names
  }

  private static func withoutEmptyFragment(_ text: Substring) -> String {
    text.hasSuffix("#") ? String(text.dropLast()) : String(text)
  }
}
