/// Reads a `copier.yml` into a form whose result holds, for every question copier records
/// in its answers file, the value it records (plus secret answers, which copier asks but
/// does not record).
///
/// Top-level keys are questions (`key: value` is a question with that default); keys that
/// start with `_` are settings: `_envops` delimiters and `_message_before_copy` are used,
/// the others do not change the questions and are ignored.
struct CopierImporter {
  let context: LoadContext
  let file: String

  private static let questionKeys: Set<String> = [
    "type", "help", "default", "choices", "when", "secret", "multiselect", "multiline",
    "validator", "placeholder", "qmark",
  ]

  func importForm(_ root: DocumentNode) -> Form? {
    guard let members = root.members else {
      context.error(
        "copier.yml holds a mapping, not \(root.kindName)", at: root.location, path: nil)
      return nil
    }
    var templates = TemplateLoading(context: context)
    templates.syntax = syntax(root["_envops"])
    templates.extensionsNote = root["_jinja_extensions"] != nil
    var form = Form()
    form.file = file
    form.dialect = .copier
    form.description = root["_message_before_copy"]?.scalarText
    var fields: [Field] = []
    for member in members where !member.key.hasPrefix("_") {
      let path = FieldPath.root.appending(member.key)
      let node = member.value
      let isQuestion = node.members?.contains { Self.questionKeys.contains($0.key) } ?? false
      let reader = CopierQuestionReader(
        context: context, templates: templates, key: member.key, path: path)
      if let field = reader.field(
        from: isQuestion ? node : nil, shorthand: isQuestion ? nil : node,
        location: member.keyLocation)
      {
        fields.append(field)
      }
    }
    form.sections = [Section(fields: fields)]
    return form
  }

  /// Jinja delimiters from `_envops`; copier keeps a template's final newline.
  private func syntax(_ node: DocumentNode?) -> TemplateSyntax {
    var syntax = TemplateSyntax()
    syntax.keepTrailingNewline = true
    guard let node else { return syntax }
    let reader = NodeReader(context: context, path: .root)
    if let value = reader.string(node["variable_start_string"]) { syntax.variableStart = value }
    if let value = reader.string(node["variable_end_string"]) { syntax.variableEnd = value }
    if let value = reader.string(node["block_start_string"]) { syntax.blockStart = value }
    if let value = reader.string(node["block_end_string"]) { syntax.blockEnd = value }
    if let value = reader.string(node["comment_start_string"]) { syntax.commentStart = value }
    if let value = reader.string(node["comment_end_string"]) { syntax.commentEnd = value }
    if let value = reader.bool(node["keep_trailing_newline"]) { syntax.keepTrailingNewline = value }
    return syntax
  }
}
