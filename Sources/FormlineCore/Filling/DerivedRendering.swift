import FoundationEssentials
import OrderedCollections

/// Defaults, titles, help, choices and validator messages worked out from the answers so
/// far (`default: "{{ name }}"`, copier's `validator`), when a field is reached.
///
/// Reads the form, the run's clock and the answers; changes nothing. The session asks it
/// and decides what a failure means (without a person, a problem of the run).
struct DerivedRendering {
  let form: Form
  let options: FillOptions
  let answers: Answers

  /// What templates read: the answers so far, plus the defaults of fields that are never
  /// asked (copier's `when: false` questions still lend their default to later ones).
  var templateContext: TemplateContext {
    ConditionScope.templateContext(
      form: form, answers: answers, now: options.now, zone: options.zone)
  }

  /// The step with its derived default, title, help and choices filled in.
  ///
  /// A default that cannot be worked out (an undefined variable) is left out.
  /// - Returns: The step, and why its default could not be worked out, if it could not.
  func deriving(_ step: FillStep) -> (step: FillStep, failure: Diagnostic?) {
    let derived = step.field.derived
    guard !derived.isEmpty, step.role != .display else { return (step, nil) }
    var step = step
    var failure: Diagnostic?
    var context = templateContext
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
        failure = .error(
          "the default cannot be worked out: \(error.message)",
          at: derived.defaultValue?.location(of: error) ?? step.field.location,
          path: step.path,
          notes: Self.undefinedNote(error))
      }
    }
    if let title = try? derived.title?.render(in: context) { step.field.title = title }
    if let help = try? derived.help?.render(in: context) { step.field.help = help }
    if let template = derived.options {
      step.field.choices.options = Self.renderedOptions(
        template, context, syntax: step.field.syntax)
    }
    return (step, failure)
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

  /// Whether an answer is the derived default as it was offered (so it follows the answers
  /// it was derived from until someone edits it).
  /// - Parameters:
  ///   - value: The answer stored.
  ///   - step: Its step, with its derived texts filled in.
  ///   - reader: Reads the offered default as the field's type.
  /// - Returns: Whether the answer equals the derived default as offered.
  static func isOffered(_ value: AnswerValue, for step: FillStep, reader: InputReader) -> Bool {
    guard step.field.derived.defaultValue != nil, let offered = step.field.defaultValue,
      case .value(let coerced, _) = reader.coerce(offered, for: step.field)
    else { return false }
    return coerced == value
  }

  /// The message copier's `validator` template renders for this answer, if any; a
  /// template that fails gives its error as the message.
  func validation(_ value: AnswerValue, for step: FillStep) -> String? {
    guard let template = step.field.derived.validator, let key = step.path.lastKey else {
      return nil
    }
    var context = templateContext
    context.variables[key] = value
    do {
      var message = try template.render(in: context).trimmingSpacesAndNewlines
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

  /// A form message (copier's `_message_before_copy`) rendered with the answers so far;
  /// nil when it renders nothing or cannot be rendered yet (a variable has no value).
  func message(_ template: Template) -> String? {
    guard let text = try? template.render(in: templateContext) else { return nil }
    let trimmed = text.trimmingSpacesAndNewlines
    return trimmed.isEmpty ? nil : trimmed
  }
}
