/// Defaults, titles and help texts with Jinja tags: parsed at load time, worked out from
/// earlier answers when the field is reached.
extension FieldDecoder {
  func decodeDerivedTexts(_ node: DocumentNode, into field: inout Field, path: FieldPath) {
    let templates = TemplateLoading(context: context)
    if let defaultNode = node["default"] ?? node["value"], let text = defaultNode.scalarText,
      let template = templates.template(text, at: defaultNode, path: path)
    {
      field.derived.defaultValue = template
      field.defaultValue = nil
    }
    if let titleNode = node["title"], let text = titleNode.scalarText {
      field.derived.title = templates.template(text, at: titleNode, path: path)
    }
    if let helpNode = node["help"] ?? node["description"], let text = helpNode.scalarText {
      field.derived.help = templates.template(text, at: helpNode, path: path)
    }
  }
}
