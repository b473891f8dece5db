import OrderedCollections

/// Writes a loaded form in formline's own format (YAML), for `formline convert`: a
/// cookiecutter or copier questionnaire becomes a native form that fills the same way.
///
/// What the native format cannot say is refused by name (`ConvertError`), never written as
/// a form that would fill differently.
package enum NativeFormWriter {
  /// - Returns: The native form as YAML text.
  /// - Throws: `ConvertError` naming the first field whose meaning cannot be written.
  package static func yaml(for form: Form) throws -> String {
    try YAMLWriter.render(document(for: form))
  }

  static func document(for form: Form) throws(ConvertError) -> AnswerValue {
    // A form whose words mean what a schema's do uses keys (optional subforms, maps,
    // unanchored patterns, fields left out when unanswered) this writer does not write
    // yet: refused, not converted lossily.
    guard form.meaning.nativeFormatCanSay else {
      throw ConvertError(field: nil, construct: "JSON Schema forms")
    }
    var document = ObjectMembers()
    if let title = form.title { document["title"] = .string(title) }
    if let description = form.description { document["description"] = .string(description) }
    // copier reads a name without a value as empty text: the converted form says so.
    if form.undefinedIsEmpty { document["undefined"] = .string("empty") }
    var fields: [AnswerValue] = []
    for section in form.sections {
      guard section.title == nil, section.hidden == nil, section.when == nil else {
        throw ConvertError(field: nil, construct: "sections")
      }
      for field in section.fields {
        do {
          fields.append(.object(try object(for: field)))
        } catch {
          var located = error
          located.location = field.location
          throw located
        }
      }
    }
    document["fields"] = .array(fields)
    return .object(document)
  }

  private static func object(for field: Field) throws(ConvertError) -> ObjectMembers {
    let name = field.key
    guard field.subform == nil, field.collection.template == nil || field.choices.mode != nil else {
      throw ConvertError(field: name, construct: "subforms and collections")
    }
    var object = ObjectMembers()
    object["key"] = name.map(AnswerValue.string) ?? .null
    object["type"] = .string(field.kind.rawValue)
    object["title"] = .string(try text(field.derived.title, or: field.title, field: name))
    if field.help != nil || field.derived.help != nil {
      object["help"] = .string(try text(field.derived.help, or: field.help ?? "", field: name))
    }
    if let placeholder = field.placeholder { object["placeholder"] = .string(placeholder) }
    if let syntax = field.syntax { object["syntax"] = .string(syntax.rawValue) }
    if let template = field.derived.defaultValue {
      // An empty default reads as null in both (`FieldDecoder.givesNull`): written as it is.
      let empty = template.literalText == ""
      object["default"] = .string(
        empty ? "" : try source(of: template, field: name, evaluated: true))
    } else if let value = field.defaultValue {
      try checkLiteral(value, field: name)
      object["default"] = value
    }
    if field.defaultAtPromptOnly { object["defaultAtPromptOnly"] = .bool(true) }
    if field.derived.defaultTree != nil {
      throw ConvertError(field: name, construct: "a dictionary default with templates inside")
    }
    if field.derived.options != nil {
      throw ConvertError(field: name, construct: "choices rendered from a template")
    }
    if !field.choices.options.isEmpty {
      object["options"] = .array(
        field.choices.options.map { .object(["value": $0.value, "title": .string($0.title)]) })
    }
    if field.required {
      object["required"] = .bool(true)
    } else if let requirement = field.requiredWhen {
      object["required"] = try condition(requirement, field: name)
    }
    if field.secret { object["secret"] = .bool(true) }
    if field.derived.isComputed { object["computed"] = .bool(true) }
    if let when = field.when { object["when"] = try condition(when, field: name) }
    // A validator that renders only blanks never refuses an answer (copier strips what it
    // renders): left out, since formline refuses a validator without tags.
    if let validator = field.derived.validator,
      validator.literalText?.allSatisfy(\.isWhitespace) != true
    {
      object["validator"] = .string(try source(of: validator, field: name, evaluated: true))
    }
    guard field.hidden == nil, field.disabled == nil, field.validators.isEmpty else {
      throw ConvertError(field: name, construct: "hidden, disabled and validators")
    }
    return object
  }

  private static func condition(_ condition: Condition, field: String?) throws(ConvertError)
    -> AnswerValue
  {
    switch condition {
    case .constant(let flag): return .bool(flag)
    case .expression(_, let source, _): return .string(source)
    case .template(let template):
      return .string(try source(of: template, field: field, evaluated: true))
    }
  }

  private static func text(_ template: Template?, or plain: String, field: String?)
    throws(ConvertError) -> String
  {
    guard let template else {
      guard !TemplateSyntax().mayContainTemplate(plain) else {
        throw ConvertError(field: field, construct: "text with Jinja tags that is not a template")
      }
      return plain
    }
    return try source(of: template, field: field)
  }

  /// The template as formline's own syntax reads it: the same text, or with one more final
  /// newline where copier kept the last one (`keep_trailing_newline`).
  ///
  /// - Parameters:
  ///   - template: A template of the loaded form, in its own syntax.
  ///   - field: The field's key, for the error.
  ///   - evaluated: Whether the key is worked out when the fill reaches it (a default, a
  ///     validator, a condition), where text is read as a value or an expression, not a
  ///     template: text without tags then stays a template, inside `{% raw %}`.
  /// - Returns: The text to write.
  /// - Throws: `ConvertError` when formline's syntax cannot say the same template.
  private static func source(of template: Template, field: String?, evaluated: Bool = false)
    throws(ConvertError) -> String
  {
    // A template without tags (a copier validator of plain text, a default that is only a
    // comment) renders to its text. Shown text (a title) is written as that text: as a
    // template it would gain the final newline copier keeps, and formline, seeing no tags,
    // would keep that one too. A default, validator or condition stays a template, worked
    // out when the fill reaches it, as copier's: as plain text, formline would refuse a
    // validator, check a default when the form loads and read a condition as an
    // expression (found by FuzzConvert).
    if let literal = template.literalText, !TemplateSyntax().mayContainTemplate(literal) {
      guard evaluated else { return literal }
      let raw = "{% raw %}" + literal + "{% endraw %}"
      if let native = try? Template.parse(raw), native.literalText == literal { return raw }
    }
    for candidate in [template.source, template.source + "\n"] {
      if let native = try? Template.parse(candidate), native.nodes == template.nodes {
        return candidate
      }
    }
    throw ConvertError(field: field, construct: "templates with custom delimiters (_envops)")
  }

  /// A value copied as written (cookiecutter's `_key`) must not read as a template.
  private static func checkLiteral(_ value: AnswerValue, field: String?) throws(ConvertError) {
    if let text = value.stringValue, TemplateSyntax().mayContainTemplate(text) {
      throw ConvertError(field: field, construct: "a value with Jinja tags copied as written")
    }
  }
}

/// A construct of a loaded form that formline's own format cannot express.
package struct ConvertError: Error, Sendable, Hashable {
  package let field: String?
  package let construct: String
  /// Where the field is written.
  package var location: SourceLocation?

  init(field: String?, construct: String) {
    self.field = field
    self.construct = construct
  }

  package var message: String {
    let place = field.map { "\($0): " } ?? ""
    return "\(place)\(construct) cannot be written as a formline form"
  }
}
