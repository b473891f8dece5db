/// Parses the template text of a node, reporting errors at their place in the file.
struct TemplateLoading {
  let context: LoadContext
  var syntax = TemplateSyntax()
  /// copier's `_jinja_extensions` is set: a construct outside the subset may come from one.
  var extensionsNote = false

  /// Parses the template text of a node.
  /// - Parameters:
  ///   - text: The node's text.
  ///   - node: Where it is written, for messages.
  ///   - path: The field, for messages.
  ///   - severity: `.warning` where the tool itself would not stop (copier renders
  ///     `help` only when it asks, so a broken one is shown as written).
  /// - Returns: The template, or nil when the text has no tags or is invalid (then a
  ///   problem naming the construct is recorded at its line and column).
  func template(
    _ text: String, at node: DocumentNode, path: FieldPath,
    severity: Diagnostic.Severity = .error
  ) -> Template? {
    guard syntax.mayContainTemplate(text) else { return nil }
    do {
      var template = try Template.parse(text, syntax: syntax)
      template.origin = TemplateOrigin(node: node, lines: context.lines(of: node.location.file))
      return template
    } catch {
      context.diagnostics.append(
        Diagnostic(
          severity, error.message,
          at: TemplateLoading.location(
            of: error.offset, in: text, node: node, text: context.lines(of: node.location.file)),
          path: path,
          notes: extensionsNote
            ? ["_jinja_extensions is set: formline does not run Jinja extensions"] : []))
      return nil
    }
  }

  /// The file position of a scalar offset in a node's text: found in the file's text when
  /// the file is known (`ScalarPosition`), else counted from the node's start, past the
  /// opening quote, across the lines of the text.
  static func location(
    of offset: Int, in text: String, node: DocumentNode, text file: SourceLines?
  ) -> SourceLocation {
    if let file,
      let found = ScalarPosition.location(
        of: offset, in: text, startingAt: node.location, text: file)
    {
      return found
    }
    var location = node.location
    var quoted = false
    if case .scalar(_, let isQuoted) = node.content { quoted = isQuoted }
    var line = location.line ?? 1
    var column = (location.column ?? 1) + (quoted ? 1 : 0)
    for scalar in text.unicodeScalars.prefix(offset) {
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    location.line = line
    location.column = column
    return location
  }
}

/// Where a template's text is written: the node holding it and the file's lines.
struct TemplateOrigin: Sendable {
  let node: DocumentNode
  let lines: SourceLines?

  /// The file position of a scalar offset in the template's text.
  func location(of offset: Int, in text: String) -> SourceLocation {
    TemplateLoading.location(of: offset, in: text, node: node, text: lines)
  }
}
