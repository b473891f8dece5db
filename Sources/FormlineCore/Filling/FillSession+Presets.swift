import Foundation
import OrderedCollections

/// Taking answers known in advance (`--set`, answers files, environment, drafts).
extension FillSession {
  /// Stores a preset for a scalar step after the same checks typed answers get.
  mutating func store(_ preset: AnswerValue, for step: FillStep, origin: AnswerOrigin)
    -> SubmitOutcome
  {
    switch presetIntake.read(preset, for: step, origin: origin, check: { check($0, for: step) }) {
    case .problem(let message):
      return presetProblem(step.path, message, origin: origin)
    case .value(let value):
      setAnswer(value, at: step.path)
      decided.insert(step.path)
      presetTaken.insert(step.path)
      return .accepted(echo: nil)
    }
  }

  /// How presets are read and judged, over the form and the readers only.
  var presetIntake: PresetIntake {
    PresetIntake(form: form, reader: reader, validator: validator)
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
    let items: [AnswerValue]
    switch PresetIntake.items(of: preset) {
    case .items(let given):
      items = given
    case .problem(let message):
      _ = presetProblem(path, message, origin: origin)
      close(path)
      return
    }
    var stored: [AnswerValue] = []
    for (index, item) in items.enumerated() {
      let itemPath = path.appending(index: index)
      stored.append(coerceItem(item, template: template, path: itemPath, level: step.level))
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
