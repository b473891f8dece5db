/// Which answers a template can read, so that a change re-renders only the templates that
/// read it.
///
/// A template reads the top-level names it names (`cookiecutter.x` counts as `x`), and,
/// through the defaults that fields lend to every template while they have no answer
/// (computed fields, copier's `when: false` questions), whatever those defaults read in
/// turn. `cookiecutter` used as a whole (`cookiecutter['x']`, `cookiecutter | tojson`)
/// reads everything, as does any template of a form with a field named `cookiecutter`
/// (the name then stands for that field, not for the answers).
struct TemplateReads: Sendable {
  /// Per lending field's key: the names its default reads directly; nil for everything.
  private let lenders: [String: Set<String>?]
  private let readsEverything: Bool

  init(form: Form) {
    var lenders: [String: Set<String>?] = [:]
    var everything = false
    for section in form.sections {
      for field in section.fields {
        guard let key = field.key else { continue }
        if key == "cookiecutter" { everything = true }
        // The fields `ConditionScope.templateContext` renders into the context.
        guard field.producesValue, field.derived.isComputed || field.when == .constant(false)
        else { continue }
        if let template = field.derived.defaultValue {
          lenders[key] = TemplateReads.direct(template.variables)
        } else if let tree = field.derived.defaultTree {
          lenders[key] = TemplateReads.direct(tree.variables)
        }
      }
    }
    self.lenders = lenders
    readsEverything = everything
  }

  /// The top-level names a template can read; nil when it can read any answer.
  func names(of template: Template) -> Set<String>? {
    closure(TemplateReads.direct(template.variables))
  }

  /// The names a structured default with templates inside can read; nil for any.
  func names(of tree: TemplateTree) -> Set<String>? {
    closure(TemplateReads.direct(tree.variables))
  }

  private static func direct(_ names: [String]) -> Set<String>? {
    names.contains("cookiecutter") ? nil : Set(names)
  }

  /// The names and, for each lending field among them, what its default reads.
  private func closure(_ names: Set<String>?) -> Set<String>? {
    guard !readsEverything, var found = names else { return nil }
    var pending = Array(found)
    while let name = pending.popLast() {
      guard let lent = lenders[name] else { continue }
      guard let lent else { return nil }
      for next in lent where found.insert(next).inserted { pending.append(next) }
    }
    return found
  }
}

extension TemplateTree {
  /// Top-level variables the templates inside read, in document order, repeated.
  var variables: [String] {
    switch self {
    case .text(let template): template.variables
    case .value: []
    case .array(let items): items.flatMap(\.variables)
    case .object(let members): members.flatMap { $0.key.variables + $0.value.variables }
    }
  }
}
