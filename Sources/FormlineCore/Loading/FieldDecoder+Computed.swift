/// Keys that carry what another tool's questionnaire computes, so `formline convert` writes
/// it in formline's own format: `syntax`, `computed` and `validator`.
extension FieldDecoder {
  func decodeComputedKeys(_ node: DocumentNode, into field: inout Field, path: FieldPath) {
    let reader = NodeReader(context: context, path: path)
    if let syntaxNode = node["syntax"], let name = reader.string(syntaxNode) {
      if let syntax = ValueSyntax(rawValue: name) {
        field.syntax = syntax
      } else {
        context.error(
          "unknown syntax '\(name)' (json or yaml)", at: syntaxNode.location, path: path)
      }
    }
    // Written only when it changes: each write of `derived` compares the whole value with
    // an empty one, which was 2 % of loading a large form that computes nothing.
    let isComputed = reader.bool(node["computed"]) ?? false
    if field.derived.isComputed != isComputed { field.derived.isComputed = isComputed }
    if let validatorNode = node["validator"], let text = reader.string(validatorNode) {
      let templates = TemplateLoading(context: context)
      if let template = templates.template(text, at: validatorNode, path: path) {
        field.derived.validator = template
      } else if !TemplateSyntax().mayContainTemplate(text) {
        context.error(
          "a validator is a template that renders a message for a bad answer",
          at: validatorNode.location, path: path)
      }
    }
  }
}
