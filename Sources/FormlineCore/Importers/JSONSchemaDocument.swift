/// One file of a schema: the schema file itself, or a file one of its `$ref`s names
/// (`common.json#/definitions/port`), with what finding a reference's target in it needs.
struct JSONSchemaDocument {
  let root: DocumentNode
  /// The name messages give the file (its locations carry it).
  let file: String
  /// The URI the evaluator knows the document by: the one its `$ref`s resolve against.
  let uri: String
  /// Its anchors and embedded `$id`s, and its `$ref`s to other files.
  let identified: JSONSchemaIdentifiers
  /// The root's `definitions` and `$defs` by name: a schema may hold thousands, and a
  /// `$ref` into them is found at once instead of by reading the list.
  private let definitions: [String: [String: DocumentNode]]

  init(root: DocumentNode, file: String, uri: String) {
    self.root = root
    self.file = file
    identified = JSONSchemaIdentifiers(root)
    // An `$id` at the root names the document; its references resolve against it.
    if let id = root["$id"]?.scalarText {
      self.uri = SchemaURI.split(SchemaURI.resolve(id, against: uri)).0
    } else {
      self.uri = uri
    }
    var definitions: [String: [String: DocumentNode]] = [:]
    for keyword in ["definitions", "$defs"] {
      guard let members = root[keyword]?.members else { continue }
      // The first of two equal keys, as the pointer's walk finds it.
      definitions[keyword] = Dictionary(
        members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
    self.definitions = definitions
  }

  /// The node a fragment (`#/definitions/port`, `#`, an anchor `#port`) names here.
  func target(ofFragment fragment: String) -> DocumentNode? {
    if fragment != "#", !fragment.hasPrefix("#/") { return identified.target(of: fragment) }
    guard let tokens = JSONSchemaResolver.pointerTokens(fragment) else { return nil }
    if tokens.count >= 2, let named = definitions[tokens[0]] {
      guard let definition = named[tokens[1]] else { return nil }
      return JSONSchemaResolver.walk(tokens.dropFirst(2), from: definition)
    }
    return JSONSchemaResolver.walk(tokens[...], from: root)
  }
}
