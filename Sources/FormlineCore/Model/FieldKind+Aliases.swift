/// How a type name from a form file maps onto a kind and a presentation.
package struct KindAlias: Sendable, Hashable {
  package var kind: FieldKind
  package var presentation: Presentation?
  package var choice: ChoiceMode?
  package var inline: Bool

  init(
    _ kind: FieldKind, _ presentation: Presentation? = nil, choice: ChoiceMode? = nil,
    inline: Bool = false
  ) {
    self.kind = kind
    self.presentation = presentation
    self.choice = choice
    self.inline = inline
  }
}

extension FieldKind {
  /// Every accepted `type` name: canonical names, FXForms' `default`, and XLForm row types.
  static let aliases: [String: KindAlias] = {
    var table: [String: KindAlias] = [:]
    for kind in FieldKind.allCases { table[kind.rawValue] = KindAlias(kind) }
    table["default"] = KindAlias(.text)
    table["string"] = KindAlias(.text)
    table["subform"] = KindAlias(.form)
    table["collection"] = KindAlias(.array)
    table["stepper"] = KindAlias(.integer, .stepper)
    table["slider"] = KindAlias(.float, .slider)
    table["longText"] = KindAlias(.longtext)
    table["dateTime"] = KindAlias(.datetime)
    table["multiselect"] = KindAlias(.array, choice: .multiple)
    table["select"] = KindAlias(.text, .menu, choice: .single)
    // XLForm row types (XLFormRowDescriptorType…).
    table["textView"] = KindAlias(.longtext)
    table["decimal"] = KindAlias(.decimal)
    table["selectorPush"] = KindAlias(.text, .menu, choice: .single)
    table["selectorPopover"] = KindAlias(.text, .menu, choice: .single)
    table["picker"] = KindAlias(.text, .menu, choice: .single)
    table["datePicker"] = KindAlias(.date)
    table["zipCode"] = KindAlias(.text)
    table["selectorActionSheet"] = KindAlias(.text, .menu, choice: .single)
    table["selectorAlertView"] = KindAlias(.text, .menu, choice: .single)
    table["selectorLeftRight"] = KindAlias(.text, .segments, choice: .single, inline: true)
    table["selectorPickerView"] = KindAlias(.text, .menu, choice: .single)
    table["selectorPickerViewInline"] = KindAlias(.text, .menu, choice: .single, inline: true)
    table["selectorSegmentedControl"] = KindAlias(
      .text, .segments, choice: .single, inline: true)
    table["multipleSelector"] = KindAlias(.array, choice: .multiple)
    table["multipleSelectorPopover"] = KindAlias(.array, choice: .multiple)
    table["dateInline"] = KindAlias(.date)
    table["datetimeInline"] = KindAlias(.datetime)
    table["timeInline"] = KindAlias(.time)
    table["countDownTimerInline"] = KindAlias(.duration)
    table["countDownTimer"] = KindAlias(.duration)
    table["booleanCheck"] = KindAlias(.boolean)
    table["booleanSwitch"] = KindAlias(.boolean)
    table["stepCounter"] = KindAlias(.integer, .stepper)
    table["button"] = KindAlias(.button)
    table["info"] = KindAlias(.info)
    return table
  }()

  /// XLForm's constant names (`XLFormRowDescriptorTypeSelectorPopover`) spell the same
  /// types with a prefix and a capital.
  static let xlFormTypePrefix = "XLFormRowDescriptorType"

  /// Looks a type name up, exactly first, then ignoring case; XLForm's constant names too.
  static func alias(named name: String) -> KindAlias? {
    if name.hasPrefix(xlFormTypePrefix), name.count > xlFormTypePrefix.count {
      return alias(named: String(name.dropFirst(xlFormTypePrefix.count)))
    }
    if let exact = aliases[name] { return exact }
    let lowered = name.lowercased()
    return aliases.first { $0.key.lowercased() == lowered }?.value
  }

  /// All names, for "did you mean" suggestions.
  static var aliasNames: [String] { aliases.keys.sorted() }

  /// Type names other tools and languages use, too far from formline's by spelling for a
  /// typo's "did you mean": what a newcomer most likely meant.
  static let usualNames: [String: String] = [
    "int": "integer", "bool": "boolean", "list": "array", "str": "text", "enum": "select",
    "dict": "form", "object": "form", "checkbox": "boolean", "textarea": "longtext",
    "choice": "select", "radio": "select", "double": "float",
  ]
}
