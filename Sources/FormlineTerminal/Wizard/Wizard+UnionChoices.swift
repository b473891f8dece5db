import FormlineCore

/// A union one of whose branches lists values and another takes other text (Dependabot's
/// `package-ecosystem`: one of 33 names, or any non-empty text; tsconfig's `target`) is
/// an open menu: its listed values are numbered as any menu's (paged, PageDown, Tab
/// completes), a number picks one, and any other text is typed as it is, since any text
/// is an answer. A union that also takes a list of choices (`all`, or a list of `htmlzip,
/// pdf, epub`) says its values on one line instead, as a list is typed in brackets.
extension Wizard {
  /// The values the union's listing branches give, in order, each once.
  func unionValues(of field: Field) -> [String] {
    guard field.kind == .union else { return [] }
    var values: [String] = []
    for variant in field.union.variants where variant.choices.mode == .single {
      for option in variant.choices.options {
        let text = option.value.editableText
        if !values.contains(text) { values.append(text) }
      }
    }
    return values
  }

  /// The numbered menu of a union's listed values, as a choice field for the menu's
  /// drawing and paging; nil when the union lists none, also takes a list of choices, or
  /// takes a typed number (which a menu's number would shadow).
  func openMenu(of field: Field) -> Field? {
    let values = unionValues(of: field)
    guard !values.isEmpty,
      !field.union.variants.contains(where: { variant in
        variant.choices.mode == .multiple && !variant.choices.options.isEmpty
          || variant.choices.options.isEmpty && variant.kind.isNumeric
      })
    else { return nil }
    var menu = Field(key: field.key, kind: .text, title: field.title)
    menu.choices.options = values.map { Option(value: .string($0), title: $0) }
    menu.choices.mode = .single
    menu.presentation = .menu
    menu.required = true
    return menu
  }

  /// The menu above the prompt: the numbered values and what else may be typed.
  func unionValuesLines(for field: Field) -> String {
    if let menu = openMenu(of: field) {
      return menuLines(for: menu, selected: [], filters: false)
        + "  " + style.hint("(a number picks one; other text is taken as typed)") + "\n"
    }
    return unionValuesLine(for: field)
  }

  /// The listed value a typed number names (`3` → `npm`); nil for any other text, or a
  /// number that is itself one of the values.
  func openMenuPick(for field: Field, typed: String) -> String? {
    guard let menu = openMenu(of: field), let number = Int(typed),
      menu.choices.options.indices.contains(number - 1),
      !menu.choices.options.contains(where: { $0.title == typed })
    else { return nil }
    return menu.choices.options[number - 1].title
  }

  /// `  Choices: all; or a list of htmlzip, pdf, epub (Tab completes)`.
  func unionValuesLine(for field: Field) -> String {
    let values = unionValues(of: field)
    guard !values.isEmpty else { return "" }
    var listed = values.map(SafeText.neutraliseSingleLine).joined(separator: ", ")
    for variant in field.union.variants
    where variant.choices.mode == .multiple && !variant.choices.options.isEmpty {
      let items = variant.choices.options.map {
        SafeText.neutraliseSingleLine($0.value.editableText)
      }
      listed += "; or a list of " + items.joined(separator: ", ")
    }
    return "  " + style.hint("Choices: \(listed) (Tab completes)") + "\n"
  }
}
