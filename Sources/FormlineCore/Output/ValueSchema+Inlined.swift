import OrderedCollections

extension ValueSchema {
  /// The schema with its local `$ref`s replaced by what they point to, so it can stand in
  /// another document (`formline schema` writes checks into the form's schema).
  ///
  /// A `$ref` with other keywords beside it becomes `allOf` of the two, as 2020-12 reads
  /// it. A `$ref` met again inside what it names (a recursive schema) cannot be inlined and
  /// becomes `true`: the written schema does not check those deeper levels. A `$ref` that names nothing is left as written.
  ///
  /// ✅ `{"$ref": "#/$defs/port"}` with `$defs.port = {"minimum": 1}` → `{"minimum": 1}`
  ///
  /// - Returns: The schema, and whether a recursive `$ref` was cut.
  func inlined() -> (schema: AnswerValue, cutRecursion: Bool) {
    var found = false
    let schema = inline(schema, following: [], recursionFound: &found)
    return (schema, found)
  }

  /// Keywords whose members are each a schema, under names that are not keywords.
  private static let schemaMaps: Set<String> = [
    "properties", "patternProperties", "$defs", "definitions", "dependentSchemas",
  ]
  /// Keywords holding data, never schemas.
  private static let dataKeywords: Set<String> = ["const", "enum", "default", "examples"]

  private func inline(
    _ node: AnswerValue, following chain: [String], recursionFound: inout Bool
  ) -> AnswerValue {
    switch node {
    case .object(let members):
      if let reference = members["$ref"]?.stringValue,
        let target = ValueSchemaCheck(document: document).pointer(reference)
      {
        guard !chain.contains(reference) else {
          recursionFound = true
          return .bool(true)
        }
        let resolved = inline(
          target, following: chain + [reference], recursionFound: &recursionFound)
        var rest = members
        rest["$ref"] = nil
        guard !rest.isEmpty else { return resolved }
        let others = inline(.object(rest), following: chain, recursionFound: &recursionFound)
        return .object(["allOf": .array([resolved, others])])
      }
      var copy: ObjectMembers = [:]
      for (key, value) in members {
        if Self.dataKeywords.contains(key.text) {
          copy[key] = value
        } else if Self.schemaMaps.contains(key.text), case .object(let schemas) = value {
          copy[key] = .object(
            schemas.mapValues {
              inline($0, following: chain, recursionFound: &recursionFound)
            })
        } else {
          copy[key] = inline(value, following: chain, recursionFound: &recursionFound)
        }
      }
      return .object(copy)
    case .array(let items):
      return .array(
        items.map { inline($0, following: chain, recursionFound: &recursionFound) })
    default:
      return node
    }
  }
}
