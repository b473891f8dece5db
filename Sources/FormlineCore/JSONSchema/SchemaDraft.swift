/// The JSON Schema drafts formline evaluates, told apart by `$schema`.
package enum SchemaDraft: Int, Sendable, Hashable, Comparable, CaseIterable {
  case draft4 = 4
  case draft6 = 6
  case draft7 = 7
  case draft201909 = 2019
  case draft202012 = 2020

  /// The draft a `$schema` URI names, or nil for one formline does not know.
  package init?(metaschemaURI uri: String) {
    var text = uri
    if text.hasSuffix("#") { text.removeLast() }
    if text.hasPrefix("https://") { text = "http://" + text.dropFirst("https://".count) }
    switch text {
    case "http://json-schema.org/draft-04/schema": self = .draft4
    case "http://json-schema.org/draft-06/schema": self = .draft6
    case "http://json-schema.org/draft-07/schema": self = .draft7
    case "http://json-schema.org/draft/2019-09/schema": self = .draft201909
    case "http://json-schema.org/draft/2020-12/schema": self = .draft202012
    default: return nil
    }
  }

  package static func < (left: SchemaDraft, right: SchemaDraft) -> Bool {
    left.rawValue < right.rawValue
  }

  /// The keyword that names a resource: `id` in draft 4, `$id` after.
  var idKeyword: String { self == .draft4 ? "id" : "$id" }

  /// Through draft 7 a `$ref` stands for its whole object: its siblings are ignored.
  var refOverridesSiblings: Bool { self <= .draft7 }

  /// `true` and `false` are schemas from draft 6 on.
  var allowsBooleanSchemas: Bool { self >= .draft6 }
}
