import FoundationEssentials
import OrderedCollections

/// A schema where it stands: its value, the base URI its references resolve against, its
/// draft, and a key naming its place (document URI and JSON Pointer) so that each place is
/// compiled once however many references reach it.
struct SchemaSite: Sendable {
  var value: AnswerValue
  var base: String
  var draft: SchemaDraft
  var key: String
  /// Whether the validation vocabulary is in force: a metaschema whose `$vocabulary` leaves
  /// it out makes `type`, `minimum`, `required` and the other assertions mere annotations.
  var assertsValues = true
  /// Whether `format` is an assertion here: a 2020-12 metaschema whose `$vocabulary` lists
  /// the format-assertion vocabulary (required or not, since formline supports it).
  var assertsFormats = false

  /// The keywords whose values are subschemas, by the shape they hold them in.
  static let singleSchemaKeywords: Set<String> = [
    "additionalItems", "additionalProperties", "contains", "propertyNames", "if", "then", "else",
    "not", "unevaluatedItems", "unevaluatedProperties", "contentSchema", "items",
  ]
  static let schemaListKeywords: Set<String> = ["allOf", "anyOf", "oneOf", "prefixItems", "items"]
  static let schemaMapKeywords: Set<String> = [
    "properties", "patternProperties", "definitions", "$defs", "dependentSchemas", "dependencies",
  ]

  /// The site one step below: `token` is a member name or an array index.
  func child(_ token: String) -> SchemaSite? {
    let next: AnswerValue
    switch value {
    case .object(let members):
      guard let member = members[token] else { return nil }
      next = member
    case .array(let items):
      guard let index = Int(token), index >= 0, index < items.count,
        String(index) == token
      else { return nil }
      next = items[index]
    default:
      return nil
    }
    // Escaped without Foundation's string search: a schema of megabytes has hundreds of
    // thousands of sites, nearly none of whose names hold `~` or `/`.
    var site = SchemaSite(
      value: next, base: base, draft: draft, key: key + "/" + token.pointerToken)
    site.assertsValues = assertsValues
    site.assertsFormats = assertsFormats
    site.enterResource()
    return site
  }

  /// The metaschema the site's own `$schema` names.
  var metaschema: String? {
    if case .string(let uri)? = value.objectValue?["$schema"] { return uri }
    return nil
  }

  /// Whether the site is the root of a resource embedded in a document (its own `$id`),
  /// where a `$schema` of its own applies.
  var isEmbeddedResource: Bool {
    guard case .object(let members) = value, !key.hasSuffix("#") else { return false }
    return members[draft.idKeyword] != nil
  }

  /// Applies the site's own `$id` (and `$schema`) when it names a resource.
  mutating func enterResource() {
    guard case .object(let members) = value else { return }
    if case .string(let uri)? = members["$schema"], let named = SchemaDraft(metaschemaURI: uri),
      members[draft.idKeyword] != nil || members["$id"] != nil || members["id"] != nil
    {
      draft = named
    }
    guard case .string(let id)? = members[draft.idKeyword] else { return }
    // Through draft 7 a `$ref` makes the whole object a reference: its `$id` is ignored.
    if draft.refOverridesSiblings, members["$ref"] != nil { return }
    // `"$id": "#name"` names an anchor in drafts 6 and 7, not a new base.
    if id.hasPrefix("#") { return }
    base = SchemaURI.split(SchemaURI.resolve(id, against: base)).0
  }

  /// The site a JSON Pointer (already percent-decoded) names below this one.
  func descend(pointer: String) -> SchemaSite? {
    guard !pointer.isEmpty else { return self }
    guard pointer.hasPrefix("/") else { return nil }
    var site = self
    for raw in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
      guard let next = site.child(String(raw).unescapedPointerToken) else { return nil }
      site = next
    }
    return site
  }
}

extension String {
  /// The member name a JSON Pointer token stands for: `~1` is `/`, `~0` is `~` (in that
  /// order, so `~01` is `~1`).
  var unescapedPointerToken: String {
    guard utf8.contains(UInt8(ascii: "~")) else { return self }
    return replacingLiterally("~1", with: "/").replacingLiterally("~0", with: "~")
  }
}
