/// Fills a Mustache template with a result, for config files in any format.
///
/// The context is the result itself: objects are dictionaries (`{{address.city}}`),
/// arrays are lists (`{{#tags}}{{.}}{{/tags}}`), booleans switch sections, and a null or
/// missing value renders as nothing and opens inverted sections (`{{^nick}}…{{/nick}}`).
/// Whole numbers held as floats print without `.0`, as in JSON.
///
/// Escaping: config files want the text as typed, so `{{x}}` is **not** HTML-escaped; it
/// renders exactly like `{{{x}}}` (a template may still switch to HTML escaping with
/// `{{%CONTENT_TYPE:HTML}}`). Partials (`{{> name}}`) render as nothing: a template cannot
/// read other files. A name no field has is refused by `check` before the fill starts.
/// The parser and renderer are formline's own (see `MustacheParser` for why).
package enum TemplateRenderer {
  /// Renders a template with a result.
  ///
  /// ✅ `"host = {{server.host}}\n"` with `["server": ["host": "a&b"]]` → `host = a&b\n`
  /// ❌ `"{{#tags}}x"` → `OutputError` "a section is not closed" at the end (line 1, column 11)
  ///
  /// - Parameters:
  ///   - template: The template text.
  ///   - templateName: The template file as the user named it, for error locations.
  ///   - answers: The result to fill it with.
  /// - Returns: The rendered text.
  /// - Throws: `OutputError` with the file, line and column when the template does not
  ///   parse. Rendering itself never fails: a missing name renders as nothing (`check`
  ///   refuses names no field has, so only unanswered values are missing).
  package static func render(
    template: String, templateName: String, answers: AnswerValue
  ) throws -> String {
    let nodes = try parse(template: template, templateName: templateName)
    return MustacheRenderer().render(nodes, with: answers, escapingHTML: false)
  }

  /// Checks that a template parses and names only the form's keys, before any question is
  /// asked, so a broken template does not cost the interview.
  ///
  /// ❌ `"{{nosuch}}"` → `OutputError` "'nosuch' is not a key of the form; it would render
  ///   as nothing" at line 1, column 3
  ///
  /// - Parameters:
  ///   - template: The template text.
  ///   - templateName: The template file as the user named it, for error locations.
  ///   - form: The form whose result will fill it; nil checks the syntax only.
  /// - Throws: `OutputError` as `render` does, or for a name no field has.
  package static func check(template: String, templateName: String, form: Form? = nil) throws {
    _ = try parse(template: template, templateName: templateName)
    if let form,
      let problem = TemplateReferences.problem(
        in: template, templateName: templateName, form: form)
    {
      throw problem
    }
  }

  private static func parse(template: String, templateName: String) throws -> [MustacheNode] {
    // The renderer recurses once per section level; the parser itself does not.
    let nesting = TemplateNesting.deepest(in: template)
    guard nesting.depth <= TemplateNesting.maximumDepth else {
      throw OutputError(
        "sections nested deeper than \(TemplateNesting.maximumDepth) levels",
        location: SourceLocation(file: templateName, line: nesting.line))
    }
    do {
      return try MustacheParser.parse(template)
    } catch {
      let position = error.position(in: template)
      throw OutputError(
        error.message,
        location: SourceLocation(file: templateName, line: position.line, column: position.column))
    }
  }
}
