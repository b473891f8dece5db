import Foundation
import OrderedCollections

/// Taking answers known in advance (`--set`, answers files, environment, drafts).
extension FillSession {
  /// Stores a preset for a scalar step after the same checks typed answers get.
  mutating func store(_ preset: AnswerValue, for step: FillStep, origin: AnswerOrigin)
    -> SubmitOutcome
  {
    // `--set key=` and an empty variable are typed input: empty means the default or null,
    // as an empty line does. An answers file's "" is a value and stays "".
    var given = preset
    if case .string("") = preset, origin.isTypedText {
      given = step.field.defaultValue ?? .null
    }
    if let problem = jsonTypeProblem(given, for: step.field, origin: origin) {
      return presetProblem(step.path, problem, origin: origin)
    }
    let reading: InputReading
    if form.dialect == .jsonSchema, step.field.syntax != nil, !origin.isTypedText {
      // A schema's value of any type (a tuple's item) is taken as the file types it.
      reading = .value(given, echo: nil)
    } else {
      reading = reader.coerce(
        given, for: step.field, keepingSpaces: !origin.isTypedText,
        typedText: origin.isTypedText)
    }
    switch reading {
    case .invalid(let message):
      if step.field.choice != nil, !step.field.options.isEmpty {
        // Menu positions mean nothing away from the menu: name the values instead.
        let values = step.field.options.map(\.title).joined(separator: ", ")
        return presetProblem(
          step.path, "'\(given.editableText)' is not one of the choices; choose one of: \(values)",
          origin: origin)
      }
      return presetProblem(step.path, message, origin: origin)
    case .value(let value, _):
      // A schema's `required` asks only that the property be there: a file's "" is, and
      // only its checks (`minLength`) judge it.
      let problem =
        form.dialect == .jsonSchema && !origin.isTypedText && value == .string("")
        ? validator.check(value, for: step.field) { _ in nil } : check(value, for: step)
      if let problem {
        return presetProblem(step.path, problem, origin: origin)
      }
      setAnswer(value, at: step.path)
      decided.insert(step.path)
      presetTaken.insert(step.path)
      return .accepted(echo: nil)
    }
  }

  private mutating func presetProblem(_ path: FieldPath, _ message: String, origin: AnswerOrigin)
    -> SubmitOutcome
  {
    let secret = FieldLookup.field(at: path, in: form)?.isSecret ?? false
    let message = secret ? SecretMasking.message(message) : message
    if !options.interactive {
      recordProblem(message, at: path, origin: origin, secret: secret)
      setAnswer(.null, at: path)
      decided.insert(path)
    }
    return .invalid(message)
  }

  /// A whole collection from a preset: every item is read and checked, the collection is
  /// closed, and each item field counts as answered.
  mutating func takeCollectionPreset(_ preset: AnswerValue, at path: FieldPath, step: FillStep) {
    guard let field = FieldLookup.field(at: path, in: form), let template = field.template else {
      return
    }
    let origin = presets.origin(of: path) ?? .user
    var items: [AnswerValue]
    switch preset {
    case .array(let values):
      items = values
    case .string(let text):
      items = text.split(separator: ",").map {
        .string($0.trimmingCharacters(in: .whitespaces))
      }
    case .null:
      items = []
    default:
      _ = presetProblem(path, "expected a list of items, got \(preset.typeName)", origin: origin)
      close(path)
      return
    }
    var stored: [AnswerValue] = []
    for (index, item) in items.enumerated() {
      let itemPath = path.appending(index: index)
      stored.append(
        coerceItem(
          item, template: field.itemField(at: index) ?? template, path: itemPath,
          level: step.level))
    }
    setAnswer(.array(stored), at: path)
    decided.insert(path)
    presetTaken.insert(path)
    // With `--ask-all` the list stays open, so more items can be added after the known ones.
    if !asksKnownItems { close(path) }
    if let problem = collectionProblem(path, count: stored.count, field: field) {
      _ = presetProblem(path, problem, origin: origin)
    }
  }

  /// One item of a collection preset; subform items are read field by field.
  private mutating func coerceItem(
    _ value: AnswerValue, template: Field, path: FieldPath, level: FieldPath
  ) -> AnswerValue {
    let origin = presets.origin(of: path) ?? .user
    guard template.kind == .form, let subform = template.subform else {
      let step = FillStep(
        role: .value, path: path, field: template, breadcrumb: [], section: nil,
        isDisabled: false, level: level)
      _ = store(value, for: step, origin: origin)
      return answers[path] ?? .null
    }
    guard let object = value.objectValue else {
      _ = presetProblem(path, "expected an object, got \(value.typeName)", origin: origin)
      return .null
    }
    for (key, extra) in object where subform.field(withKey: key) == nil {
      let extraPath = path.appending(key)
      let location = presets.origin(of: extraPath)?.location
      switch subform.extraValues {
      case .kept:
        presets.keepExtra(extra, at: extraPath, origin: presets.origin(of: extraPath) ?? origin)
      case .refused:
        problems.append(
          .error(
            "not a property of this object (its schema's additionalProperties is false)",
            at: location, path: extraPath))
      case .ignored:
        problems.append(
          .warning("the form has no field '\(key)'; answer ignored", at: location, path: extraPath))
      }
    }
    for field in subform.fields where field.producesValue {
      guard let key = field.key else { continue }
      let fieldPath = path.appending(key)
      if field.kind == .array && field.choice == nil {
        let step = FillStep(
          role: .value, path: fieldPath, field: field, breadcrumb: [], section: nil,
          isDisabled: false, level: path)
        // A list the item does not mention is empty, as a missing scalar is null: the item
        // was given whole.
        takeCollectionPreset(object[key] ?? .array([]), at: fieldPath, step: step)
        continue
      }
      if field.kind == .form {
        if let nested = object[key] {
          setAnswer(
            coerceItem(nested, template: field, path: fieldPath, level: path), at: fieldPath)
        }
        continue
      }
      let step = FillStep(
        role: .value, path: fieldPath, field: field, breadcrumb: [], section: nil,
        isDisabled: false, level: path)
      if let given = object[key] {
        _ = store(given, for: step, origin: presets.origin(of: fieldPath) ?? origin)
      } else if let fallback = field.defaultValue {
        _ = store(fallback, for: step, origin: .defaultValue)
      } else if conditions().requires(field, level: path) && isVisible(field, level: path) {
        _ = presetProblem(fieldPath, "an answer is required", origin: origin)
      } else {
        setAnswer(.null, at: fieldPath)
        decided.insert(fieldPath)
      }
    }
    return answers[path] ?? .null
  }
}
