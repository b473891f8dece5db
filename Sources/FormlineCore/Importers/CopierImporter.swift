/// Reads a `copier.yml` into a form whose result holds, for every question copier records
/// in its answers file, the value it records (plus secret answers, which copier asks but
/// does not record).
///
/// Top-level keys are questions (`key: value` is a question with that default); keys that
/// start with `_` are settings: `_envops` delimiters, `_external_data`,
/// `_secret_questions` and the `_message_*_copy` texts are used; the others do not change
/// the questions and are ignored (those that act on the template's files with a note).
struct CopierImporter {
  let context: LoadContext
  let file: String

  private static let questionKeys: Set<String> = [
    "type", "help", "default", "choices", "when", "secret", "multiselect", "multiline",
    "validator", "placeholder", "qmark",
  ]

  /// Settings that act on the template's files or commands, never on the questions.
  private static let templateSettings = ["_exclude", "_tasks", "_migrations"]

  /// Reads the file's text: every document merged as copier merges them.
  func importForm(text: String) -> Form? {
    guard let root = CopierDocuments(context: context).merged(text: text, file: file) else {
      return nil
    }
    return importForm(root)
  }

  func importForm(_ root: DocumentNode) -> Form? {
    guard let members = root.members else {
      context.error(
        "copier.yml holds a mapping, not \(root.kindName)", at: root.location, path: nil)
      return nil
    }
    var templates = TemplateLoading(context: context)
    templates.syntax = syntax(root["_envops"])
    templates.extensionsNote = root["_jinja_extensions"] != nil
    templates.syntax.loopControls = TemplateSyntax.namesLoopControls(root["_jinja_extensions"])
    var form = Form()
    form.file = file
    form.dialect = .copier
    form.undefinedIsEmpty =
      root["_envops"]?["undefined"]?.scalarText != "jinja2.StrictUndefined"
    form.openingMessage = message(root["_message_before_copy"], templates: templates)
    form.closingMessage = message(root["_message_after_copy"], templates: templates)
    if let data = root["_external_data"] {
      form.templateConstants["_external_data"] = CopierExternalData(
        context: context, templates: templates
      ).read(data)
    }
    for key in Self.templateSettings {
      guard let member = members.first(where: { $0.key == key }) else { continue }
      // A note, not a warning: `validate` lists it, a fill does not count it.
      context.diagnostics.append(
        Diagnostic(
          .note, "\(key) ignored: it acts on the template's files, not on the questions",
          at: member.keyLocation, path: nil, notes: []))
    }
    let secretKeys = Set(root["_secret_questions"]?.items?.compactMap(\.scalarText) ?? [])
    var fields: [Field] = []
    for member in members where !member.key.hasPrefix("_") {
      guard !member.key.isEmpty else {
        // As in cookiecutter.json: a formline form has no field named "" (`key: ''` means no
        // key), so the answer could not survive `formline convert`.
        context.error(
          "a question needs a name; the empty key \"\" is not supported", at: member.keyLocation,
          path: nil)
        continue
      }
      let path = FieldPath.root.appending(member.key)
      let node = member.value
      let isQuestion = node.members?.contains { Self.questionKeys.contains($0.key) } ?? false
      let reader = CopierQuestionReader(
        context: context, templates: templates, key: member.key, path: path)
      if var field = reader.field(
        from: isQuestion ? node : nil, shorthand: isQuestion ? nil : node,
        location: member.keyLocation)
      {
        if secretKeys.contains(member.key) { field.secret = true }
        if field.secret, isQuestion, node["default"] == nil {
          // copier 9 refuses the whole file ("Secret question requires a default value"),
          // even when the answer is given.
          context.error(
            "copier refuses a secret question without a default: give it one",
            at: member.keyLocation, path: path)
        }
        fields.append(field)
      }
    }
    form.sections = [Section(fields: fields)]
    return form
  }

  /// A `_message_*` text as a template (plain text is a template without tags).
  private func message(_ node: DocumentNode?, templates: TemplateLoading) -> Template? {
    guard let node, let text = node.scalarText, !text.isEmpty else { return nil }
    if let template = templates.template(text, at: node, path: .root) { return template }
    guard !templates.syntax.mayContainTemplate(text) else { return nil }
    return try? Template.parse(text, syntax: templates.syntax)
  }

  /// Jinja delimiters from `_envops`; copier keeps a template's final newline.
  private func syntax(_ node: DocumentNode?) -> TemplateSyntax {
    var syntax = TemplateSyntax()
    syntax.keepTrailingNewline = true
    guard let node else { return syntax }
    let reader = NodeReader(context: context, path: .root)
    // An empty start string makes Jinja read every text as a tag ("Encountered unknown
    // tag", even for plain text): copier cannot render any question of the file, so
    // formline refuses it rather than read it some other way.
    func start(_ key: String) -> String? {
      guard let value = reader.string(node[key]) else { return nil }
      guard value.isEmpty else { return value }
      context.error(
        "_envops: \(key) is empty: Jinja would read every text as the start of a tag",
        at: node[key]?.location ?? node.location, path: .root)
      return nil
    }
    if let value = start("variable_start_string") { syntax.variableStart = value }
    if let value = reader.string(node["variable_end_string"]) { syntax.variableEnd = value }
    if let value = start("block_start_string") { syntax.blockStart = value }
    if let value = reader.string(node["block_end_string"]) { syntax.blockEnd = value }
    if let value = start("comment_start_string") { syntax.commentStart = value }
    if let value = reader.string(node["comment_end_string"]) { syntax.commentEnd = value }
    if let value = reader.bool(node["keep_trailing_newline"]) { syntax.keepTrailingNewline = value }
    return syntax
  }
}
