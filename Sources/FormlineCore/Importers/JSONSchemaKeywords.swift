/// The JSON Schema keywords the importer knows, and a report of the others: a keyword it
/// does not read is named in one warning, so a schema is never half-understood silently.
enum JSONSchemaKeywords {
  /// Keywords that describe rather than constrain; reading them or not changes no result.
  static let annotations: Set<String> = [
    "$schema", "$id", "id", "$comment", "$anchor", "$dynamicAnchor", "$vocabulary",
    "title", "description", "markdownDescription", "default", "examples", "example",
    "readOnly", "writeOnly", "deprecated", "contentMediaType", "contentEncoding",
    // Editors' annotations (VS Code, Taplo, IntelliJ): suggestions and messages only.
    "enumDescriptions", "markdownEnumDescriptions", "deprecationMessage", "errorMessage",
    "patternErrorMessage", "defaultSnippets", "doNotSuggest", "allowComments",
    "allowTrailingCommas", "suggestSortText", "intellij",
  ]

  /// Keywords the importer turns into questions, values or checks.
  static let understood: Set<String> = [
    "$ref", "$defs", "definitions", "allOf", "type", "properties", "required", "enum",
    "const", "format", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
    "multipleOf", "minLength", "maxLength", "pattern", "items", "minItems", "maxItems",
    "uniqueItems", "additionalProperties", "patternProperties", "propertyNames",
    "anyOf", "oneOf",
    // Checked as a `ValueSchema` (`JSONSchemaFieldBuilder+Checks`) or as conditions.
    "not", "if", "then", "else", "dependentRequired", "dependencies", "dependentSchemas",
    "minProperties", "maxProperties", "prefixItems", "additionalItems", "contains",
    "minContains", "maxContains",
  ]

  /// Keywords read on an object schema only (`JSONSchemaFieldBuilder+Conditions`).
  static let objectRules: Set<String> = [
    "if", "then", "else", "dependentRequired", "dependencies",
  ]

  /// Whether a schema object describes an object, whose conditional keywords are read.
  static func describesObject(_ part: DocumentNode) -> Bool {
    part["type"]?.scalarText == "object" || part["properties"] != nil || part["required"] != nil
  }

  /// Whether a keyword is a vendor extension, which JSON Schema lets any tool ignore.
  static func isExtension(_ keyword: String) -> Bool {
    keyword.hasPrefix("x-") || keyword.hasPrefix("x_")
  }
}

/// Warnings the importer gives once per schema rather than once per place: unsupported
/// keywords, remote references.
final class JSONSchemaNotes {
  private let context: LoadContext
  private var reported: Set<String> = []
  private var reportedRemotes: Set<String> = []
  private(set) var remoteReferences: [(reference: String, location: SourceLocation)] = []

  init(context: LoadContext) {
    self.context = context
  }

  /// Names, once each, the keywords of `part` that the importer does not read.
  func reportUnknownKeywords(of part: DocumentNode, path: FieldPath) {
    for member in part.members ?? [] {
      let keyword = member.key
      guard !JSONSchemaKeywords.annotations.contains(keyword),
        !JSONSchemaKeywords.understood.contains(keyword),
        !JSONSchemaKeywords.isExtension(keyword), !reported.contains(keyword),
        !JSONSchemaKeywords.objectRules.contains(keyword)
          || !JSONSchemaKeywords.describesObject(part)
      else { continue }
      reported.insert(keyword)
      context.warning(
        "JSON Schema keyword '\(keyword)' is not supported: it is not asked or checked, so "
          + "the result may not satisfy it", at: member.keyLocation, path: path)
    }
  }

  /// Records a `$ref` to another document, reported in one warning by `finish`.
  func remote(_ reference: String, at location: SourceLocation) {
    remoteReferences.append((reference, location))
  }

  /// One warning for the remote references recorded since the last call, naming each
  /// reference once (sites built later, as the fill reaches them, call it again).
  func finish() {
    var names: [String] = []
    var location: SourceLocation?
    for entry in remoteReferences where !reportedRemotes.contains(entry.reference) {
      reportedRemotes.insert(entry.reference)
      names.append(entry.reference)
      location = location ?? entry.location
    }
    remoteReferences = []
    guard let location else { return }
    context.warning(
      "remote '$ref' not fetched (\(names.joined(separator: ", "))): those parts accept any "
        + "JSON value and are not asked; give them with --set or --answers",
      at: location, path: nil)
  }
}
