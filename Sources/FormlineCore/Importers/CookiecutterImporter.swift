import OrderedCollections

/// Reads a `cookiecutter.json` into a form whose result is the context cookiecutter builds
/// for the same answers (cookiecutter 2's `prompt_for_config`).
///
/// - a string or number is a text question, its default rendered as Jinja (numbers become
///   text, as cookiecutter renders them);
/// - a list is a single choice of its items, the first one the default;
/// - `true`/`false` is a yes/no question;
/// - a mapping is asked as JSON, its default the mapping, after every other key
///   (cookiecutter's second pass);
/// - `_key` is copied raw and `__key` rendered, neither asked;
/// - `__prompts__` gives titles and choice labels.
struct CookiecutterImporter {
  let context: LoadContext
  let file: String
  /// Set from the questionnaire's `_extensions` when it is read.
  private var templates: TemplateLoading

  init(context: LoadContext, file: String) {
    self.context = context
    self.file = file
    templates = TemplateLoading(context: context)
  }

  mutating func importForm(_ root: DocumentNode) -> Form? {
    templates.syntax.loopControls = TemplateSyntax.namesLoopControls(root["_extensions"])
    guard let members = root.members else {
      context.error(
        "cookiecutter.json holds an object, not \(root.kindName)", at: root.location, path: nil)
      return nil
    }
    let prompts = root["__prompts__"]
    var fields: [Field] = []
    var mappings: [Field] = []
    for member in members where member.key != "__prompts__" {
      guard !member.key.isEmpty else {
        // A formline form has no field named "" (`key: ''` means no key), so the answer
        // could not survive `formline convert`: refused here rather than changed there.
        context.error(
          "a question needs a name; the empty key \"\" is not supported", at: member.keyLocation,
          path: nil)
        continue
      }
      let path = FieldPath.root.appending(member.key)
      var field = Field(key: member.key, kind: .text, title: member.key)
      field.location = member.keyLocation
      if let title = prompts?[member.key].flatMap(promptTitle) { field.title = title }
      if member.key.hasPrefix("_") {
        field.derived.isComputed = true
        if member.key.hasPrefix("__"), let text = member.value.scalarText {
          setDefault(text, node: member.value, field: &field, path: path)
        } else if member.key.hasPrefix("__"), case .mapping = member.value.content {
          setDictionaryDefault(member.value, field: &field, path: path)
        } else {
          field.defaultValue = member.value.answerValue
        }
        fields.append(field)
        continue
      }
      switch member.value.content {
      case .sequence(let items):
        field.choices.mode = .single
        field.presentation = .menu
        let labels = prompts?[member.key]
        field.choices.options = items.map { item in
          let value = AnswerValue.string(CookiecutterImporter.text(of: item))
          let title = value.stringValue.flatMap { labels?[$0]?.scalarText } ?? value.editableText
          return Option(value: value, title: title)
        }
        field.defaultValue = field.choices.options.first?.value
        if field.choices.options.isEmpty {
          context.error("a choice needs at least one item", at: member.value.location, path: path)
        }
      case .mapping:
        // Asked as JSON, as cookiecutter asks a dictionary, after the other keys.
        field.syntax = .json
        setDictionaryDefault(member.value, field: &field, path: path)
        mappings.append(field)
        continue
      case .scalar(let text, let quoted):
        let value = quoted ? AnswerValue.string(text) : DocumentNode.plainScalarValue(text)
        switch value {
        case .bool(let flag):
          field.kind = .boolean
          field.defaultValue = .bool(flag)
        case .null:
          field.defaultValue = nil
        default:
          setDefault(
            CookiecutterImporter.text(of: member.value), node: member.value, field: &field,
            path: path)
        }
      }
      fields.append(field)
    }
    var form = Form(title: nil, sections: [Section(fields: fields + mappings)])
    form.file = file
    form.dialect = .cookiecutter
    form.meaning = .cookiecutter
    return form
  }

  private func setDefault(_ text: String, node: DocumentNode, field: inout Field, path: FieldPath) {
    if let template = templates.template(text, at: node, path: path) {
      field.derived.defaultValue = template
    } else {
      field.defaultValue = .string(text)
    }
  }

  /// A dictionary variable's default: cookiecutter renders its keys and values (numbers
  /// become text); templates inside make it worked out from the answers.
  private func setDictionaryDefault(_ node: DocumentNode, field: inout Field, path: FieldPath) {
    let tree = dictionaryTree(node, path: path)
    if case .value(let value) = tree {
      field.defaultValue = value
    } else {
      field.derived.defaultTree = tree
      field.defaultValue = nil
    }
  }

  /// The tree of a dictionary variable; a `.value` when nothing in it is a template.
  private func dictionaryTree(_ node: DocumentNode, path: FieldPath) -> TemplateTree {
    switch node.content {
    case .mapping(let members):
      let pairs = members.map { member in
        let key = DocumentNode(
          content: .scalar(member.key, quoted: true), location: member.keyLocation)
        return (
          key: dictionaryTree(key, path: path), value: dictionaryTree(member.value, path: path)
        )
      }
      guard pairs.allSatisfy({ $0.key.isConstant && $0.value.isConstant }) else {
        return .object(pairs)
      }
      var object = ObjectMembers()
      for pair in pairs {
        if case .value(let key) = pair.key, case .value(let value) = pair.value {
          object[key.stringValue ?? PythonText.str(key)] = value
        }
      }
      return .value(.object(object))
    case .sequence(let items):
      let trees = items.map { dictionaryTree($0, path: path) }
      guard trees.allSatisfy(\.isConstant) else { return .array(trees) }
      return .value(
        .array(trees.compactMap { if case .value(let value) = $0 { value } else { nil } }))
    case .scalar(let text, let quoted):
      if !quoted {
        switch DocumentNode.plainScalarValue(text) {
        case .bool, .null: return .value(DocumentNode.plainScalarValue(text))
        default: break
        }
      }
      let rendered = CookiecutterImporter.text(of: node)
      if let template = templates.template(rendered, at: node, path: path) {
        return .text(template)
      }
      return .value(.string(rendered))
    }
  }

  /// A prompt is a string, or a mapping whose `__prompt__` is the question.
  private func promptTitle(_ node: DocumentNode) -> String? {
    node.scalarText ?? node["__prompt__"]?.scalarText
  }

  /// A scalar as cookiecutter renders it: Python's `str()` of the JSON value.
  static func text(of node: DocumentNode) -> String {
    guard case .scalar(let text, let quoted) = node.content, !quoted else {
      return node.scalarText ?? PythonText.str(node.answerValue)
    }
    return PythonText.str(DocumentNode.plainScalarValue(text))
  }
}
