import Mustache
import OrderedCollections

/// Fills a Mustache template with a result, for config files in any format.
///
/// The context is the result itself: objects are dictionaries (`{{address.city}}`),
/// arrays are lists (`{{#tags}}{{.}}{{/tags}}`), booleans switch sections, and a null or
/// missing value renders as nothing and opens inverted sections (`{{^nick}}…{{/nick}}`).
/// Whole numbers held as floats print without `.0`, as in JSON.
///
/// Escaping: config files want the text as typed, so `{{x}}` is **not** HTML-escaped; it
/// renders exactly like `{{{x}}}`. This is swift-mustache's `TEXT` content type, selected
/// by a `{{%CONTENT_TYPE:TEXT}}` pragma put in front of the template (a template may still
/// switch back with `{{%CONTENT_TYPE:HTML}}`). Partials (`{{> name}}`) render as nothing:
/// there is no template library, so a template cannot read other files. A name no field
/// has is refused by `check` before the fill starts.
package enum TemplateRenderer {
  /// Renders a template with a result.
  ///
  /// ✅ `"host = {{server.host}}\n"` with `["server": ["host": "a&b"]]` → `host = a&b\n`
  /// ❌ `"{{#tags}}x"` → `OutputError` "section 'tags' is not closed" at the end of line 1
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
    // `render(_:library:)` only: `render(_:library:reload:)` traps in debug builds for
    // templates not read from a file (hummingbird-project/swift-mustache Template.swift).
    try parse(template: template, templateName: templateName).render(context(for: answers))
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

  private static func parse(template: String, templateName: String) throws -> MustacheTemplate {
    let nesting = TemplateNesting.deepest(in: template)
    guard nesting.depth <= TemplateNesting.maximumDepth else {
      throw OutputError(
        "sections nested deeper than \(TemplateNesting.maximumDepth) levels",
        location: SourceLocation(file: templateName, line: nesting.line))
    }
    let parsed: MustacheTemplate
    do {
      parsed = try MustacheTemplate(string: pragma + template)
    } catch let error as MustacheTemplate.ParserError {
      // The pragma is a standalone line of its own, so positions shift by exactly one line.
      let line = max(1, error.context.lineNumber - 1)
      throw OutputError(
        message(for: error.error),
        location: SourceLocation(
          file: templateName, line: line, column: error.context.columnNumber))
    } catch {
      throw OutputError(
        "the template does not parse: \(error)", location: SourceLocation(file: templateName))
    }
    return parsed
  }

  /// Selects the unescaped content type for the whole template.
  ///
  /// It sits on a line of its own, which Mustache removes as a standalone tag, so the
  /// template's first line is read as if it came first.
  private static let pragma = "{{%CONTENT_TYPE:TEXT}}\n"

  private static func message(for error: any Error) -> String {
    guard let known = error as? MustacheTemplate.Error else {
      // swift-mustache's internal reader error: it ran out of text inside a tag.
      if String(describing: error) == "overflow" { return "the template ends inside a tag" }
      return "the template does not parse: \(error)"
    }
    switch known {
    case .sectionCloseNameIncorrect: return "a section is closed with a different name"
    case .unfinishedName: return "a tag is not finished"
    case .expectedSectionEnd: return "a section is not closed"
    case .invalidSetDelimiter: return "a set-delimiter tag is malformed"
    case .transformAppliedToInheritanceSection:
      return "a transform cannot be applied to an inherited section"
    case .illegalTokenInsideInheritSection: return "only blocks may appear inside a partial"
    case .textInsideInheritSection: return "text cannot appear inside a partial's blocks"
    case .invalidConfigVariableSyntax: return "a pragma tag ({{% … }}) is malformed"
    case .unrecognisedConfigVariable: return "unknown pragma; only CONTENT_TYPE: TEXT|HTML"
    }
  }

  /// The Mustache context for a value: plain Swift values swift-mustache knows.
  private static func context(for value: AnswerValue) -> Any {
    switch value {
    case .null: return NullValue()
    case .bool(let flag): return flag
    case .integer(let number): return number
    case .number(let number): return NumberText(text: AnswerValue.format(number))
    case .numberLiteral(let literal): return NumberText(text: literal.text)
    case .string(let text): return text
    case .array(let items): return items.map(context(for:))
    case .object(let members):
      var dictionary: [String: Any] = [:]
      for (key, member) in members where !member.isNull {
        dictionary[key] = context(for: member)
      }
      return dictionary
    }
  }
}

/// A null inside an array: renders as nothing and counts as false in sections.
private struct NullValue: MustacheCustomRenderable {
  var renderText: String { "" }
  var isNull: Bool { true }
}

/// A float written as JSON writes it (`3`, not `3.0`).
private struct NumberText: MustacheCustomRenderable {
  var text: String
  var renderText: String { text }
  var isNull: Bool { false }
}
