import FoundationEssentials

/// The name a schema's author gave a part of it: the definition a `$ref` points to.
extension JSONSchemaFieldBuilder {
  /// `expressionSyntax` for `{"$ref": "#/definitions/expressionSyntax"}`, `node` for
  /// `{"$ref": "#node"}`; nil when the first schema refers to nothing, or to the whole
  /// document (`#`).
  static func referenceName(in schemas: [DocumentNode]) -> String? {
    guard let reference = schemas.first?["$ref"]?.scalarText,
      let hash = reference.lastIndex(of: "#")
    else { return nil }
    let fragment = reference[reference.index(after: hash)...]
    guard let last = fragment.split(separator: "/").last else { return nil }
    // A JSON Pointer's escapes (`~1` is `/`, `~0` is `~`), after its percent-encoding.
    let decoded = (String(last).percentDecoded ?? String(last))
      .replacingLiterally("~1", with: "/").replacingLiterally("~0", with: "~")
    return decoded.isEmpty ? nil : decoded
  }
}
