import Foundation

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
    default:
      context.error(
        "copier type '\(typeName)' is not supported (str, int, float and bool are)",
        at: question?["type"]?.location ?? location, path: path)
      return nil
    }
    if let question {
      if let help = question["help"], let text = help.scalarText {
        field.title = text.trimmingCharacters(in: .whitespacesAndNewlines)
        field.derived.title = templates.template(text, at: help, path: path)
      }
      field.placeholder = reader.string(question["placeholder"])
      field.secret = reader.bool(question["secret"]) ?? false
      if reader.bool(question["multiline"]) == true, field.kind == .text { field.kind = .longtext }
      field.when = condition(question["when"], reader: reader)
      if let validator = question["validator"], let text = validator.scalarText {
        field.derived.validator = templates.template(text, at: validator, path: path)
      }
      if let choices = question["choices"] {
        readChoices(choices, multiple: reader.bool(question["multiselect"]) == true, into: &field)
      }
    }
    if let defaultNode {
      if let text = defaultNode.scalarText,
        let template = templates.template(text, at: defaultNode, path: path)
      {
        field.derived.defaultValue = template
      } else {
        field.defaultValue = defaultNode.answerValue
      }
    }
    return field
  }

  /// copier's type when none is given: the Python type of the default, else `yaml`.
  private static func inferredType(_ node: DocumentNode?) -> String {
    guard let node else { return "yaml" }
    switch node.answerValue {
    case .bool: return "bool"
    case .integer: return "int"
    case .number: return "float"
    case .string: return "str"
    default: return "yaml"
    }
  }

  private func condition(_ node: DocumentNode?, reader: NodeReader) -> Condition? {
    guard let node else { return nil }
    if case .bool(let flag) = node.answerValue { return .constant(flag) }
    guard let text = node.scalarText else { return nil }
    if let template = templates.template(text, at: node, path: path) { return .template(template) }
    let falseWords: Set<String> = ["", "false", "no", "off", "0", "n", "null", "~", "none"]
    return .constant(!falseWords.contains(text.lowercased()))
  }

  /// A list of values, a list of `[label, value]` pairs, or a `label: value` mapping.
  private func readChoices(_ node: DocumentNode, multiple: Bool, into field: inout Field) {
    var options: [Option] = []
    if let members = node.members {
      for member in members {
        options.append(Option(value: member.value.answerValue, title: member.key))
      }
    } else if let items = node.items {
      for item in items {
        if let pair = item.items, pair.count == 2 {
          options.append(
            Option(value: pair[1].answerValue, title: PythonText.str(pair[0].answerValue)))
        } else {
          let value = item.answerValue
          options.append(Option(value: value, title: PythonText.str(value)))
        }
      }
    } else {
      context.error(
        "choices written as a Jinja template are not supported", at: node.location, path: path)
      return
    }
    field.options = options
    if multiple {
      field.choice = .multiple
      field.kind = .array
    } else {
      field.choice = .single
      field.presentation = .menu
    }
  }
}
