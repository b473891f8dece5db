import OrderedCollections

/// A structured default whose strings are templates: cookiecutter renders every key and
/// value of a dictionary variable (and every item of a list inside it) with the answers
/// so far, turning other scalars into text as Python's `str()` does; `true`, `false` and
/// `null` stay as they are.
package indirect enum TemplateTree: Sendable, Hashable {
  case text(Template)
  case value(AnswerValue)
  case array([TemplateTree])
  case object([(key: TemplateTree, value: TemplateTree)])

  var isConstant: Bool {
    if case .value = self { return true }
    return false
  }

  /// The value it renders to.
  /// - Throws: The first template's error, in document order.
  package func render(in context: TemplateContext) throws(ExpressionError) -> AnswerValue {
    switch self {
    case .text(let template): return .string(try template.render(in: context))
    case .value(let value): return value
    case .array(let items):
      var rendered: [AnswerValue] = []
      for item in items { rendered.append(try item.render(in: context)) }
      return .array(rendered)
    case .object(let members):
      var rendered = ObjectMembers()
      for member in members {
        let key = try member.key.render(in: context)
        rendered[key.stringValue ?? PythonText.str(key)] = try member.value.render(in: context)
      }
      return .object(rendered)
    }
  }

  package static func == (lhs: TemplateTree, rhs: TemplateTree) -> Bool {
    switch (lhs, rhs) {
    case (.text(let left), .text(let right)): left == right
    case (.value(let left), .value(let right)): left == right
    case (.array(let left), .array(let right)): left == right
    case (.object(let left), .object(let right)):
      left.count == right.count
        && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  package func hash(into hasher: inout Hasher) {
    switch self {
    case .text(let template): hasher.combine(template)
    case .value(let value): hasher.combine(value)
    case .array(let items): hasher.combine(items)
    case .object(let members):
      for member in members {
        hasher.combine(member.key)
        hasher.combine(member.value)
      }
    }
  }
}
