import Foundation
import OrderedCollections

/// Defaults, titles and help worked out from earlier answers (`default: "{{ name }}"`),
/// when the field is reached and again when an earlier answer changes.
extension FillSession {
  /// The step with its derived default, title and help filled in from the answers so far.
  ///
  /// A default that cannot be worked out (an undefined variable) is left out; without a
  /// person to type a value it is a problem of the run, naming the variable.
  mutating func derivingTexts(_ step: FillStep) -> FillStep {
    let derived = step.field.derived
    guard !derived.isEmpty, step.role != .display else { return step }
    var step = step
    var context = templateContext()
    // Inside a collection item or a subform, the answers beside the field come first.
    if !step.path.parent.isRoot, let siblings = answers[step.path.parent]?.objectValue {
      for (key, value) in siblings where !value.isNull { context.variables[key] = value }
    }
    if derived.defaultValue != nil || derived.defaultTree != nil {
      do {
        if let template = derived.defaultValue {
          step.field.defaultValue = .string(try template.render(in: context))
        } else if let tree = derived.defaultTree {
          step.field.defaultValue = try tree.render(in: context)
        }
      } catch {
        step.field.defaultValue = nil
        if !options.interactive, presetValue(at: step.path) == nil,
          !problems.contains(where: { $0.path == step.path })
        {
          problems.append(
            .error(
              "the default cannot be worked out: \(error.message)",
              at: derived.defaultValue?.location(of: error) ?? step.field.location,
              path: step.path,
              notes: Self.undefinedNote(error)))
        }
      }
    }
    if let title = try? derived.title?.render(in: context) { step.field.title = title }
    if let help = try? derived.help?.render(in: context) { step.field.help = help }
    if let template = derived.options {
      step.field.options = Self.renderedOptions(template, context, syntax: step.field.syntax)
    }
    return step
  }

  /// The choices a `choices` template renders; none when it cannot be worked out, so no
  /// answer is taken for a question whose choices are unknown.
  private static func renderedOptions(
    _ template: Template, _ context: TemplateContext, syntax: ValueSyntax?
  ) -> [Option] {
    guard let text = try? template.render(in: context),
      case .value(let value, _) = StructuredInput.read(text, syntax: .yaml),
      case .success(let options) = CopierChoices.options(value, syntax: syntax)
    else { return [] }
    return options
  }

  private static func undefinedNote(_ error: ExpressionError) -> [String] {
    guard case .undefined(let name) = error.kind else { return [] }
    let key = name.hasPrefix("cookiecutter.") ? String(name.dropFirst(13)) : name
    return ["give it with --set \(key)=VALUE"]
  }

  /// A computed field takes its default (or an answer given in advance) without asking.
  mutating func resolveComputed(_ step: FillStep) -> Resolution {
    guard !isDecided(step.path) else { return .settled }
    if let given = presets.values[step.path] {
      let preset = presetIntake.computedPreset(
        given, for: step.field, origin: presets.origin(of: step.path) ?? .user)
      setAnswer(preset, at: step.path)
      checkComputedPreset(preset, for: step)
    } else if defaultIsOnlyOffered(step.field) {
      // A deprecated schema property, asked only with --ask-all: nobody chose its default.
      setAnswer(.null, at: step.path)
    } else {
      setAnswer(step.field.defaultValue ?? .null, at: step.path)
      if step.field.derived.defaultValue != nil, let value = step.field.defaultValue {
        remember { $0.rememberDerived(value, at: step.path) }
      }
    }
    settle(step.path, .computed)
    return .changed
  }

  /// What templates read: the answers so far, plus the defaults of fields that are never
  /// asked (copier's `when: false` questions still lend their default to later ones).
  func templateContext() -> TemplateContext {
    ConditionScope.templateContext(
      form: form, answers: answers, now: options.now, timeZone: options.timeZone)
  }

  /// Remembers whether an answer is the derived default as offered, then re-derives the
  /// untouched derived answers that depend on earlier ones.
  mutating func noteDerivedAnswer(_ value: AnswerValue, for step: FillStep) {
    if step.field.derived.defaultValue != nil, let offered = step.field.defaultValue,
      case .value(let coerced, _) = reader.coerce(offered, for: step.field), coerced == value
    {
      remember { $0.rememberDerived(value, at: step.path) }
    } else {
      remember { $0.rememberDerived(nil, at: step.path) }
    }
    refreshDerivedAnswers(changed: step.path)
  }

  /// Derived answers the user left as offered follow the answers they were derived from.
  ///
  /// Only the derived defaults that read the changed answer are rendered again, and those
  /// that read one of them when it changes in turn: rendering every one after every answer
  /// made a fill quadratic in the number of derived defaults.
  mutating func refreshDerivedAnswers(changed: FieldPath) {
    var context: TemplateContext?
    let readers = self.context.derivedReaders
    guard !readers.hasNested else {
      for path in record.derivedPaths where path != changed {
        refreshDerivedAnswer(at: path, changed: changed, context: &context)
      }
      return
    }
    guard case .key(let name)? = changed.components.first else { return }
    // Looked at in the order of their spelled paths, as the full pass would, each once.
    var queue = DerivedQueue(readers.readers(of: name), skipping: changed)
    while let path = queue.next() {
      if refreshDerivedAnswer(at: path, changed: changed, context: &context),
        let key = path.lastKey
      {
        queue.add(readers.readers(of: key))
      }
    }
  }

  /// Renders the derived answer at `path` again when it is still the default as offered.
  /// - Returns: Whether the answer changed.
  @discardableResult
  private mutating func refreshDerivedAnswer(
    at path: FieldPath, changed: FieldPath, context: inout TemplateContext?
  ) -> Bool {
    guard self.context.derivedReaders.follows(path, changed) else { return false }
    guard let remembered = record.derivedValue(at: path), answers[path] == remembered,
      let entry = fields.entry(at: path), let template = entry.field.derived.defaultValue
    else {
      remember { $0.rememberDerived(nil, at: path) }
      return false
    }
    // Built once, and again only after an answer here changes: building it renders every
    // computed default.
    let current = context ?? templateContext()
    context = current
    guard let text = try? template.render(in: current) else { return false }
    var value = AnswerValue.string(text)
    if !entry.field.derived.isComputed {
      guard case .value(let coerced, _) = reader.coerce(value, for: entry.field) else {
        return false
      }
      value = coerced
    }
    guard value != remembered else { return false }
    context = nil
    setAnswer(value, at: path)
    remember { $0.rememberDerived(value, at: path) }
    return true
  }
}

/// The derived defaults still to look at, in the order of their spelled paths, each once.
private struct DerivedQueue {
  private var waiting: [(spelled: String, path: FieldPath)] = []
  private var seen: Set<FieldPath>

  init(_ paths: [FieldPath], skipping changed: FieldPath) {
    seen = [changed]
    add(paths)
  }

  mutating func add(_ paths: [FieldPath]) {
    for path in paths where seen.insert(path).inserted {
      let spelled = path.description
      // Kept sorted, last first, so the next is taken from the end.
      var low = 0
      var high = waiting.count
      while low < high {
        let middle = (low + high) / 2
        if waiting[middle].spelled > spelled { low = middle + 1 } else { high = middle }
      }
      waiting.insert((spelled, path), at: low)
    }
  }

  mutating func next() -> FieldPath? {
    waiting.popLast()?.path
  }
}

/// copier's `when` and `validator` templates.
extension FillSession {
  /// The message a `validator` template renders for this answer, if any.
  func derivedValidation(_ value: AnswerValue, for step: FillStep) -> String? {
    guard let template = step.field.derived.validator, let key = step.path.lastKey else {
      return nil
    }
    var context = templateContext()
    context.variables[key] = value
    do {
      var message = try template.render(in: context).trimmingCharacters(
        in: .whitespacesAndNewlines)
      if step.field.isSecret {
        // The message is the form's text, not quoted, so the value may appear anywhere in
        // it (`too short: hunter2`).
        message = SecretMasking.message(message, hiding: PythonText.str(value))
      }
      return message.isEmpty ? nil : message
    } catch {
      return error.message
    }
  }
}

extension FillSession {
  /// A form message (copier's `_message_before_copy`) rendered with the answers so far;
  /// nil when it renders nothing or cannot be rendered yet (a variable has no value).
  package func renderedMessage(_ template: Template) -> String? {
    guard let text = try? template.render(in: templateContext()) else { return nil }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }
}
