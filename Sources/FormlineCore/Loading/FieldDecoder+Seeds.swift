import OrderedCollections

/// Keys written the way FXForms and XLForm spell them in code: `class`, the view-controller
/// keys, XLForm's `action` object and its `cellConfig` dictionaries.
extension FieldDecoder {
  /// FXForms' `class`: a value class, or the subform's class beside `fields`/`form` (which
  /// decide the subform), or a view controller (a page).
  ///
  /// Any other name is a warning, never a silent page.
  func decodeClass(_ node: consuming DocumentNode?, hasSubform: Bool, reader: NodeReader)
    -> ValueClass?
  {
    guard let node, let name = reader.string(node) else { return nil }
    if hasSubform { return nil }
    if let valueClass = ValueClass(name: name) { return valueClass }
    context.warning(
      "class '\(name)' is not a value class or a view controller; ignored", at: node.location,
      path: reader.path,
      notes: ["a subform is written with 'fields' or 'form'; a page with 'text' or 'page'"])
    return nil
  }

  /// What an `action` says: a button's action name, or a view controller to show.
  struct SeedAction {
    var name: String?
    var controller: String?
  }

  /// A name (FXForms' selector, formline's `submit`/`cancel`), or XLForm's action object:
  /// `formSelector` names the action, and `viewControllerClass`, `viewControllerStoryboardId`,
  /// `viewControllerNibName`, `formSegueIdentifier` or `formSegueClass` a controller.
  func decodeAction(_ node: consuming DocumentNode?, reader: NodeReader) -> SeedAction {
    guard let node else { return SeedAction() }
    guard let members = node.members else { return SeedAction(name: reader.string(node)) }
    var action = SeedAction()
    let controllerKeys = [
      "viewControllerClass", "viewControllerStoryboardId", "viewControllerNibName",
      "formSegueIdentifier", "formSegueClass",
    ]
    for member in members {
      if member.key == "formSelector" {
        action.name = reader.string(member.value)
      } else if controllerKeys.contains(member.key) {
        action.controller = action.controller ?? reader.string(member.value)
      } else {
        context.warning(
          "action key '\(member.key)' has no terminal equivalent; ignored",
          at: member.keyLocation, path: reader.path)
      }
    }
    return action
  }

  /// XLForm's `cellConfig`/`cellConfigAtConfigure`: the settings with a terminal meaning
  /// become the flat keys (placeholder, step, steps, min, max, wraps); the others are reported
  /// in one warning per dictionary.
  func applyCellConfig(_ node: consuming DocumentNode?, to field: inout Field, reader: NodeReader) {
    guard let node else { return }
    guard let members = node.members else {
      context.error(
        "cellConfig is an object such as {textField.placeholder: …}", at: node.location,
        path: reader.path)
      return
    }
    var ignored: [String] = []
    for member in members {
      let value = member.value
      switch member.key {
      case "textField.placeholder", "textView.placeholder", "placeholder":
        if field.placeholder == nil { field.placeholder = reader.string(value) }
      case "stepControl.stepValue":
        if field.numeric.step == nil { field.numeric.step = reader.double(value) }
      case "stepControl.wraps":
        field.numeric.stepWraps = reader.bool(value) ?? false
      case "steps":
        if field.numeric.steps == nil { field.numeric.steps = reader.integer(value) }
      case "stepControl.minimumValue", "slider.minimumValue", "minimumDate",
        "datePicker.minimumDate":
        addBound(.min(value.answerValue), at: value, to: &field)
      case "stepControl.maximumValue", "slider.maximumValue", "maximumDate",
        "datePicker.maximumDate":
        addBound(.max(value.answerValue), at: value, to: &field)
      default:
        ignored.append(member.key)
      }
    }
    if !ignored.isEmpty {
      context.warning(
        "cellConfig keys with no terminal equivalent ignored: \(ignored.joined(separator: ", "))",
        at: node.location, path: reader.path)
    }
  }

  /// FormKit's segment `nilMode`: what a single choice holds before it is answered.
  ///
  /// `noSelection` (nothing, formline's own behaviour), `firstSegment` or `lastSegment`
  /// (that option, as the default, unless the field has its own).
  func applyNilMode(_ node: consuming DocumentNode?, to field: inout Field, reader: NodeReader) {
    guard let node, let mode = reader.string(node) else { return }
    let modes = ["noSelection", "firstSegment", "lastSegment"]
    guard modes.contains(mode) else {
      context.warning(
        "nilMode '\(mode)' is not one of \(modes.joined(separator: ", ")); ignored",
        at: node.location, path: reader.path)
      return
    }
    guard field.choices.mode == .single, !field.choices.options.isEmpty else {
      context.warning(
        "'nilMode' applies to a single choice; ignored", at: node.location, path: reader.path)
      return
    }
    guard field.defaultValue == nil else { return }
    switch mode {
    case "firstSegment": field.defaultValue = field.choices.options.first?.value
    case "lastSegment": field.defaultValue = field.choices.options.last?.value
    default: break
    }
  }

  /// A `min`/`max` from a cell's configuration, unless the field states its own.
  private func addBound(_ rule: ValidatorSpec.Rule, at node: DocumentNode, to field: inout Field) {
    let isMinimum: Bool
    if case .min = rule { isMinimum = true } else { isMinimum = false }
    let stated = field.validators.contains {
      switch $0.rule {
      case .min: isMinimum
      case .max: !isMinimum
      default: false
      }
    }
    guard !stated else { return }
    field.validators.append(ValidatorSpec(rule, location: node.location))
  }
}

/// Defaults as the seed libraries read them, settled once when the form loads so that the
/// fill, `schema` and `validate` all see the same values.
extension FieldDecoder {
  func settleSeedDefaults(_ field: inout Field) {
    if !field.choices.options.isEmpty, let value = field.defaultValue {
      field.defaultValue = Self.optionObjectValues(value)
    }
    switch field.kind {
    case .array where field.choices.mode == nil:
      // FXForms 1.2.11: a single value as the default of a collection is a one-item list.
      if let value = field.defaultValue, !value.isNull, value.arrayValue == nil {
        field.defaultValue = .array([value])
      }
    case .form:
      guard case .object(let members)? = field.defaultValue else { return }
      var subform = field.subform ?? Form()
      if subform.sections.isEmpty {
        // An object default with no fields describes the subform: one field per member.
        var section = Section()
        section.location = field.location
        section.fields = members.map {
          synthesizedField(key: $0.key.text, value: $0.value, near: field)
        }
        subform.sections = [section]
      } else {
        subform = FieldDecoder.distribute(members, into: subform)
      }
      field.subform = subform
      // The members now live on the subform's fields; the object itself is not a value.
      field.defaultValue = nil
    case .boolean, .option:
      // FormKit: "switches do not handle optionals"; FXForms' BOOL is never nil.
      if field.choices.mode == nil, !field.required, !Self.hasDefault(field) {
        field.defaultValue = .bool(false)
      }
      // With choices, a default keeps it from being empty, unless it names a null one.
      field.neverNull =
        field.choices.mode == nil
        || field.defaultValue.map { !Self.givesNull($0, field) } == true
    case .bitfield:
      // FXForms: a bitfield is an NS_OPTIONS integer, with or without its options listed.
      if !field.required, !Self.hasDefault(field) { field.defaultValue = .integer(0) }
      field.neverNull = true
    case .float:
      // FXForms' float is a primitive: 0 until set, or the nearest bound that allows it.
      if !field.required, !Self.hasDefault(field) {
        field.defaultValue = .number(Self.nearestToZero(field))
      }
      field.neverNull = true
    default:
      // FXForms: a default value "ensures the user cannot set nil" -- unless it is nil
      // itself once read.
      if let value = field.defaultValue, field.kind != .form, !Self.givesNull(value, field) {
        field.neverNull = true
      }
    }
  }

  /// Whether a default is null once read for the field: null itself, a name of an option
  /// whose value is null, or a YAML or JSON field's text that reads as null (`""`).
  ///
  /// Found by FuzzConvert: copier's `choices: {pylint: null}` with `default: pylint`, and a
  /// question with nothing under it (a `yaml` field with the default `""`), gave null as
  /// copier.yml and were refused by their converted forms ("is never empty").
  private static func givesNull(_ value: AnswerValue, _ field: Field) -> Bool {
    if value.isNull { return true }
    if let syntax = field.syntax, field.choices.mode == nil, case .string(let text) = value,
      case .value(let read, _) = StructuredInput.read(text, syntax: syntax)
    {
      return read.isNull
    }
    return namesNullOption(value, of: field)
  }

  /// Whether a default names an option whose value is null, by value or as typed.
  private static func namesNullOption(_ value: AnswerValue, of field: Field) -> Bool {
    guard field.choices.mode == .single else { return false }
    let menu = ChoiceMenu(field)
    if let index = menu.optionIndex(of: value) { return menu.storedValue(forOption: index).isNull }
    guard let text = value.stringValue, case .success(let item) = menu.item(for: text),
      let index = item.optionIndex
    else { return false }
    return menu.storedValue(forOption: index).isNull
  }

  /// Whether the field has a default, written or derived from a template.
  ///
  /// A primitive's seed (0, false) stands in only for none: a seed beside a template
  /// default was checked at load against the field's choices and refused the form (found by
  /// FuzzConvert: a converted copier `float` question with choices and a template default).
  private static func hasDefault(_ field: Field) -> Bool {
    field.defaultValue != nil || field.derived.defaultValue != nil
  }

  /// XLForm's option objects as a row's value (`{formValue: 7, formDisplayText: Every
  /// Week}`, or a list of them for a multiple selector) stand for their `formValue`, as
  /// the same objects in `selectorOptions` do.
  private static func optionObjectValues(_ value: AnswerValue) -> AnswerValue {
    switch value {
    case .object(let members):
      return members["formValue"] ?? value
    case .array(let items):
      return .array(items.map(optionObjectValues))
    default:
      return value
    }
  }

  /// 0, or the bound nearest to it when `min`/`max` leave it out.
  private static func nearestToZero(_ field: Field) -> Double {
    var value = 0.0
    if let minimum = field.minimum?.doubleValue { value = Swift.max(value, minimum) }
    if let maximum = field.maximum?.doubleValue { value = Swift.min(value, maximum) }
    return value
  }

  /// A field for one member of an object default, typed by its value.
  private func synthesizedField(key: String, value: AnswerValue, near parent: Field) -> Field {
    var field = Field(key: key, kind: .text, title: TitleFromKey.title(for: key))
    field.location = parent.location
    field.defaultValue = value.isNull ? nil : value
    KindInference.apply(
      to: &field, alias: nil, presentation: nil, hasSubform: false, hasTemplate: false,
      multiple: nil)
    if field.kind == .array, field.collection.template == nil {
      var item = Field(key: nil, kind: .text, title: field.title)
      item.location = parent.location
      field.collection.template = item
    }
    settleSeedDefaults(&field)
    return field
  }

  /// Gives each field of a subform its member of the object default, unless it has its own.
  private static func distribute(
    _ members: ObjectMembers, into form: Form
  ) -> Form {
    var form = form
    for sectionIndex in form.sections.indices {
      for fieldIndex in form.sections[sectionIndex].fields.indices {
        var field = form.sections[sectionIndex].fields[fieldIndex]
        guard let key = field.key, let value = members[key], !value.isNull else { continue }
        if field.kind == .form, case .object(let nested) = value, let subform = field.subform {
          field.subform = distribute(nested, into: subform)
        } else if field.defaultValue == nil {
          field.defaultValue = value
        }
        form.sections[sectionIndex].fields[fieldIndex] = field
      }
    }
    return form
  }
}

extension FieldDecoder {
  /// A transformer on a collection shows (and reads back) each item, so it belongs to the
  /// item; on a collection of subforms it has nothing to show and is reported.
  func passTransformerToItems(_ field: inout Field, at node: DocumentNode, path: FieldPath) {
    guard field.kind == .array, field.choices.mode == nil,
      let transformer = field.valueTransformer, var template = field.collection.template
    else { return }
    if template.kind == .form {
      context.warning(
        "a valueTransformer on a collection of subforms has nothing to show; ignored",
        at: node["valueTransformer"]?.location ?? node.location, path: path)
      field.valueTransformer = nil
      return
    }
    if template.valueTransformer == nil { template.valueTransformer = transformer }
    field.collection.template = template
  }
}
