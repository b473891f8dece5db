import FoundationEssentials

/// One copier question as a field: its type, choices, default, condition and validator.
struct CopierQuestionReader {
  let context: LoadContext
  let templates: TemplateLoading
  let key: String
  let path: FieldPath

  func field(from question: DocumentNode?, shorthand: DocumentNode?, location: SourceLocation)
    -> Field?
  {
    let reader = NodeReader(context: context, path: path)
    var field = Field(key: key, kind: .text, title: key)
    field.location = location
    let defaultNode = question?["default"] ?? shorthand
    let typeName = question?["type"].flatMap(reader.string) ?? Self.inferredType(defaultNode)
    switch typeName {
    case "str", "path": field.kind = .text
    case "int": field.kind = .integer
    case "float": field.kind = .float
    case "bool": field.kind = .boolean
    case "json": field.syntax = .json
    case "yaml": field.syntax = .yaml
    default:
      context.error(
        "copier type '\(typeName)' is not supported (str, path, int, float, bool, json and yaml are)",
        at: question?["type"]?.location ?? location, path: path)
      return nil
    }
    if let question {
      if let help = question["help"], let text = help.scalarText {
        field.title = text.trimmingSpacesAndNewlines
        field.derived.title = templates.template(
          text, at: help, path: path, severity: .warning)
      }
      field.placeholder = reader.string(question["placeholder"])
      field.secret = reader.bool(question["secret"]) ?? false
      if reader.bool(question["multiline"]) == true, field.kind == .text { field.kind = .longtext }
      field.when = condition(question["when"], reader: reader)
      if let validator = question["validator"], let text = validator.scalarText {
        field.derived.validator = templates.template(text, at: validator, path: path)
        // copier renders a validator whatever it holds: text without tags is the message
        // for every answer (unless blank), not a validator to drop.
        if field.derived.validator == nil, !templates.syntax.mayContainTemplate(text) {
          field.derived.validator = try? Template.parse(text, syntax: templates.syntax)
        }
      }
      if let choices = question["choices"] {
        readChoices(choices, multiple: reader.bool(question["multiselect"]) == true, into: &field)
      }
    }
    if let defaultNode {
      if let text = defaultNode.scalarText, templates.syntax.mayContainTemplate(text) {
        // A template that does not parse has its error; reading its text as a value
        // would add a second, misleading one ("invalid default").
        field.derived.defaultValue = templates.template(text, at: defaultNode, path: path)
      } else {
        field.defaultValue = defaultNode.copierValue
        if let syntax = field.syntax, let text = defaultNode.scalarText,
          case .value(let value, _) = StructuredInput.read(text, syntax: syntax)
        {
          // copier reads a json/yaml question's default written as text by its type.
          field.defaultValue = value
        }
      }
      if field.defaultValue == .null, field.syntax == nil {
        // copier refuses null as the answer to a str, int, float or bool question
        // (InvalidTypeError), so the question needs an answer instead.
        context.warning(
          "copier refuses a null default for a \(typeName) question: an answer is needed",
          at: defaultNode.location, path: path)
        field.defaultValue = nil
        field.required = true
      }
    } else if field.kind == .text || field.kind == .longtext, field.syntax == nil,
      field.choices.mode == nil
    {
      // Enter at copier's prompt for a text question without a default answers "", but
      // `copier --defaults` says "Question is required": so does a fill without a person.
      field.defaultValue = .string("")
      field.defaultAtPromptOnly = true
    } else if field.kind == .boolean {
      // and a yes/no question without one offers no.
      field.defaultValue = .bool(false)
      field.defaultAtPromptOnly = true
    } else if field.choices.mode != nil || field.kind.isNumeric {
      // Without a default, copier needs an answer to a choice or a number.
      field.required = true
    }
    return field
  }

  /// copier's type when none is given: the Python type of the default, else `yaml`.
  private static func inferredType(_ node: DocumentNode?) -> String {
    guard let node else { return "yaml" }
    switch node.copierValue {
    case .bool: return "bool"
    case .integer: return "int"
    case .number: return "float"
    // Spelled as written: a float with a point or exponent (`90.0`), or an integer past
    // 64 bits, which Python keeps an int.
    case .numberLiteral(let literal):
      return literal.text.contains(where: { ".eE".contains($0) }) ? "float" : "int"
    case .string: return "str"
    default: return "yaml"
    }
  }

  private func condition(_ node: DocumentNode?, reader: NodeReader) -> Condition? {
    guard let node else { return nil }
    if case .bool(let flag) = node.copierValue { return .constant(flag) }
    guard let text = node.scalarText else { return nil }
    if templates.syntax.mayContainTemplate(text) {
      return templates.template(text, at: node, path: path).map { .template($0) }
    }
    return .constant(CopierBoolean.cast(text))
  }

  /// A list of values, a list of `[label, value]` pairs, a `label: value` mapping, or a
  /// template that renders one of them as YAML (worked out when the question is reached).
  private func readChoices(_ node: DocumentNode, multiple: Bool, into field: inout Field) {
    var options: [Option] = []
    if let text = node.scalarText, node.members == nil, node.items == nil {
      if let template = templates.template(text, at: node, path: path) {
        field.derived.options = template
      } else if case .value(let value, _) = StructuredInput.read(text, syntax: .yaml) {
        options = choiceOptions(value, node: node, field: field)
      }
    } else {
      options = choiceOptions(node.copierValue, node: node, field: field)
    }
    field.choices.options = options
    if multiple {
      field.choices.mode = .multiple
      field.kind = .array
    } else {
      field.choices.mode = .single
      field.presentation = .menu
    }
  }

  private func choiceOptions(_ value: AnswerValue, node: DocumentNode, field: Field) -> [Option] {
    switch CopierChoices.options(value, syntax: field.syntax) {
    case .success(let options):
      return options
    case .failure(let problem):
      context.error(problem.message, at: node.location, path: path)
      return []
    }
  }
}

extension DocumentNode {
  /// The value as copier reads it from its YAML files (YAML 1.1, `PyYAMLScalar`).
  var copierValue: AnswerValue { answerValue(plain: PyYAMLScalar.value) }
}
