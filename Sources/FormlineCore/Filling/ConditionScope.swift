import FoundationEssentials
import OrderedCollections

/// Evaluates `hidden`, `when` and `disabled` over the form and the answers only.
///
/// A value made for each evaluation pass from what the session holds (references, no
/// copies), so conditions never see navigation state.
struct ConditionScope {
  let form: Form
  /// The form's fields by path, for conditions.
  let fields: FieldTable
  let answers: Answers
  /// For copier's `when` templates.
  let now: Date
  /// Read only when a template is rendered.
  let zone: DeferredZone
  let memo: VisibilityMemo?
  /// The variants chosen from unions' menus, for the walk and the result.
  var variants = ChosenVariants()

  /// Deepest chain of conditions that read other fields' visibility.
  ///
  /// Past it a field counts as shown. Chains come in form order and are memoised, so real
  /// forms never get near it; the bound keeps a pathological one from exhausting the stack.
  static let maximumConditionDepth = 64

  func sectionIsVisible(_ section: Section, level: FieldPath, depth: Int = 0) -> Bool {
    // Most sections and fields have no condition: no context then.
    if section.hidden == nil && section.when == nil { return true }
    let context = ScopeConditionContext(scope: self, level: level, depth: depth)
    return !holds(section.hidden, context, otherwise: false)
      && holds(section.when, context, otherwise: true)
  }

  func isVisible(_ field: Field, level: FieldPath, depth: Int = 0) -> Bool {
    if field.hidden == nil && field.when == nil { return true }
    let context = ScopeConditionContext(scope: self, level: level, depth: depth)
    return !holds(field.hidden, context, otherwise: false)
      && holds(field.when, context, otherwise: true)
  }

  func isDisabled(_ field: Field, level: FieldPath) -> Bool {
    guard field.disabled != nil else { return false }
    return holds(
      field.disabled, ScopeConditionContext(scope: self, level: level, depth: 0),
      otherwise: false)
  }

  /// Whether a field is required now: always, or while its `required` condition holds.
  func requires(_ field: Field, level: FieldPath) -> Bool {
    guard !field.required, field.requiredWhen != nil else { return field.required }
    return holds(
      field.requiredWhen, ScopeConditionContext(scope: self, level: level, depth: 0),
      otherwise: false)
  }

  private func holds(
    _ condition: Condition?, _ context: ScopeConditionContext, otherwise: Bool
  ) -> Bool {
    switch condition {
    case .constant(let flag)?: flag
    case .expression(let expression, _, _)?: expression.evaluate(in: context)
    case .template(let template)?: holds(template)
    case nil: otherwise
    }
  }

  /// Whether a `when` template holds: copier casts the rendered text to a boolean.
  func holds(_ template: Template) -> Bool {
    let context: TemplateContext
    // Answers that did not change share their storage, so the comparison is immediate.
    if let cached = memo?.templateContext, cached.answers == answers {
      context = cached.context
    } else {
      context = ConditionScope.templateContext(
        form: form, answers: answers, now: now, zone: zone)
      memo?.templateContext = (answers, context)
    }
    // One that cannot be rendered hides its question; the fill's final checks report it.
    guard let text = try? template.render(in: context) else { return false }
    return CopierBoolean.cast(text)
  }

  /// Whether the field at an absolute path is hidden, its enclosing subforms included.
  func isHidden(absolute path: FieldPath, depth: Int) -> Bool {
    if let known = memo?[path] { return known }
    // The nearest enclosing field (skipping item indexes) hides everything inside it.
    var parent = path.parent
    while case .index? = parent.components.last { parent = parent.parent }
    if path.lastKey == nil {
      // An item is hidden when its collection is.
      return !parent.isRoot && isHidden(absolute: parent, depth: depth + 1)
    }
    guard depth < ConditionScope.maximumConditionDepth, let entry = fields.entry(at: path) else {
      return false
    }
    let context = ScopeConditionContext(scope: self, level: path.parent, depth: depth + 1)
    let hidden =
      (!parent.isRoot && isHidden(absolute: parent, depth: depth + 1))
      || holds(entry.sectionHidden, context, otherwise: false)
      || !holds(entry.sectionWhen, context, otherwise: true)
      || holds(entry.field.hidden, context, otherwise: false)
      || !holds(entry.field.when, context, otherwise: true)
    memo?.record(hidden, at: path)
    return hidden
  }

  /// What templates read: the answers so far, plus the defaults of fields that are never
  /// asked (copier's `when: false` questions still lend their default to later ones).
  static func templateContext(form: Form, answers: Answers, now: Date, zone: DeferredZone)
    -> TemplateContext
  {
    var variables = answers.root
    for (name, value) in form.templateConstants.sorted(by: { $0.key < $1.key })
    where variables[name] == nil {
      variables[name] = value
    }
    for section in form.sections {
      for field in section.fields {
        // Only `when: false` is checked here: a `when` template would read this context.
        guard let key = field.key, variables[key] == nil, field.producesValue,
          field.derived.isComputed || field.when == .constant(false)
        else { continue }
        var partial = TemplateContext(variables: variables, now: now, zone: zone)
        partial.undefinedIsEmpty = form.undefinedIsEmpty
        if let template = field.derived.defaultValue {
          if let text = try? template.render(in: partial) { variables[key] = .string(text) }
        } else if let tree = field.derived.defaultTree {
          if let value = try? tree.render(in: partial) { variables[key] = value }
        } else if let value = field.defaultValue {
          variables[key] = value
        }
      }
    }
    var context = TemplateContext(variables: variables, now: now, zone: zone)
    context.undefinedIsEmpty = form.undefinedIsEmpty
    return context
  }
}

/// What a condition sees: answers by path relative to the field's own level, and other
/// fields' visibility.
struct ScopeConditionContext: ConditionContext {
  let scope: ConditionScope
  let level: FieldPath
  let depth: Int

  func value(at path: FieldPath) -> AnswerValue? {
    guard let target = scope.fields.resolve(path, from: level) else { return nil }
    if scope.isHidden(absolute: target.path, depth: depth + 1) { return nil }
    return scope.answers[target.path] ?? target.field.defaultValue
  }

  func isHidden(_ path: FieldPath) -> Bool {
    guard let target = scope.fields.resolve(path, from: level) else { return false }
    return scope.isHidden(absolute: target.path, depth: depth + 1)
  }

  func isDisabled(_ path: FieldPath) -> Bool {
    guard let target = scope.fields.resolve(path, from: level) else { return false }
    return scope.form.disabled || scope.isDisabled(target.field, level: target.path.parent)
  }
}
