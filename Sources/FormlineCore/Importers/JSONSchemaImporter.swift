import FoundationEssentials

/// Reads a JSON Schema (draft-04 to 2020-12) into a form whose result the schema accepts:
/// for an object, each property a question, in the order the schema lists them; for any
/// other root (a list, a union, a scalar), one field whose value is the result.
///
/// The mapping of keywords onto fields is in `JSONSchemaFieldBuilder`; `$ref` and `allOf`
/// are followed by `JSONSchemaResolver`.
struct JSONSchemaImporter {
  let context: LoadContext
  let file: String

  /// The `$schema` values that name a JSON Schema draft, without scheme and trailing `#`.
  private static let drafts: Set<String> = [
    "json-schema.org/draft-04/schema", "json-schema.org/draft-06/schema",
    "json-schema.org/draft-07/schema", "json-schema.org/draft/2019-09/schema",
    "json-schema.org/draft/2020-12/schema",
  ]

  /// Whether a document's `$schema` names one of the JSON Schema drafts.
  static func declaresJSONSchema(_ root: DocumentNode) -> Bool {
    guard var text = root["$schema"]?.scalarText?.lowercased() else { return false }
    for prefix in ["https://", "http://"] where text.hasPrefix(prefix) {
      text.removeFirst(prefix.count)
    }
    while text.hasSuffix("#") { text.removeLast() }
    return drafts.contains(text)
  }

  /// The schema file's URI, against which its relative `$ref`s name files beside it.
  private var fileURI: String {
    let directory = context.baseDirectories[file] ?? context.surroundings.workingDirectory
    let name = PathText.joined(directory, PathText.lastComponent(of: file))
    return URL(fileURLWithPath: name, isDirectory: false).absoluteString
  }

  func importForm(_ root: DocumentNode) -> Form? {
    let notes = JSONSchemaNotes(context: context)
    let resolver = JSONSchemaResolver(root: root, uri: fileURI, context: context)
    // Converted once: a schema of megabytes is costly to walk.
    let schema = root.answerValue
    let builder = JSONSchemaLazyFields(
      context: context, notes: notes, resolver: resolver, document: ValueSchema.Document(schema)
    ).builder
    let view = builder.view(of: [root], inside: ["#"], path: .root)
    let types = builder.types(of: view, path: .root)
    var form = Form()
    form.title = view.first("title")?.scalarText
    form.description =
      (view.first("description") ?? view.first("markdownDescription"))?
      .scalarText
    // `["object", "null"]` is filled as the object: an answers file is an object.
    let objectRoot =
      types.names?.filter { $0 != "null" } == ["object"]
      || types.names == nil && builder.describesObject(view)
    if objectRoot {
      let fields = JSONSchemaDefaultCheck(context: context).checked(
        builder.fields(of: view, path: .root, nesting: 0), level: .root)
      form.sections = [Section(fields: fields)]
      form.checks = builder.objectChecks(view, fields: fields)
      form.extraValues = builder.extraValues(view)
    } else {
      // A list, a union, a scalar: one field whose value is the result.
      guard
        var field = builder.field(
          key: Form.rootValueKey, schemas: [root], required: true, parent: .root,
          inside: ["#"], location: root.location, nesting: 0, deferring: false)
      else { return nil }
      // The whole document has no key of its own: it is named by the schema's title.
      let naming = JSONSchemaPromptName(
        key: nil, title: view.first("title")?.scalarText ?? "Value",
        description: (view.first("description") ?? view.first("markdownDescription"))?
          .scalarText)
      field.title = naming.title
      field.help = naming.help
      form.sections = [
        Section(fields: JSONSchemaDefaultCheck(context: context).checked([field], level: .root))
      ]
      form.wrapsRootValue = true
    }
    form.file = file
    form.dialect = .jsonSchema
    form.meaning = .jsonSchema
    form.sourceSchema = schema
    form.sourceSchemaEmbedsResources = resolver.embedsResources
    let files = resolver.files.values
    if !files.isEmpty {
      form.sourceSchemaFiles = files
      form.sourceSchemaURI = fileURI
    }
    notes.finish()
    return form
  }
}
