import FormlineCore

/// A union one of whose branches lists values and another takes other text (Dependabot's
/// `package-ecosystem`: one of 33 names, or any non-empty text; tsconfig's `target`) is
/// typed, not picked, since any text is an answer; its listed values are shown above the
/// prompt and Tab completes them, so they are not hidden.
extension Wizard {
  /// The values the union's listing branches give, in order, each once.
  func unionValues(of field: Field) -> [String] {
    guard field.kind == .union else { return [] }
    var values: [String] = []
    for variant in field.variants where variant.choice == .single {
      for option in variant.options {
        let text = option.value.editableText
        if !values.contains(text) { values.append(text) }
      }
    }
    return values
  }

  /// `  Choices: bundler, cargo, npm (Tab completes)`; a branch that is a list of choices
  /// adds its values (`Choices: all; or a list of htmlzip, pdf, epub (Tab completes)`).
  func unionValuesLine(for field: Field) -> String {
    let values = unionValues(of: field)
    guard !values.isEmpty else { return "" }
    var listed = values.map(SafeText.neutraliseSingleLine).joined(separator: ", ")
    for variant in field.variants where variant.choice == .multiple && !variant.options.isEmpty {
      let items = variant.options.map { SafeText.neutraliseSingleLine($0.value.editableText) }
      listed += "; or a list of " + items.joined(separator: ", ")
    }
    return "  " + style.hint("Choices: \(listed) (Tab completes)") + "\n"
  }
}
