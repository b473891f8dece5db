/// How any stored value is shown, in one place.
///
/// Used by prompts (the default, the text put back on the line, the `→` echo), the review
/// screen, `formline show`, read-only lines and the transcript. The result always keeps
/// the stored value; this is display only.
///
/// ✅ a choice stored as `2` → its title `Staging`; a duration `5400` → `1 hour 30 minutes`
/// ✅ listed: null → `—`, a secret → `••••••`, `countryName` on `"fr"` → `France`
package struct AnswerText: Sendable {
  /// What stands for a secret's value wherever it would be shown.
  package static let mask = "••••••"
  /// What stands for no value in a list of answers.
  package static let none = "—"

  let reader: InputReader

  /// Text that reads back as the same value when left unedited on a prompt line.
  package func editable(_ value: AnswerValue, for field: Field) -> String {
    field.kind == .duration ? value.editableText : shown(value, for: field)
  }

  /// The text shown for a stored value: menu titles for choices, durations in words.
  package func shown(_ value: AnswerValue, for field: Field) -> String {
    switch field.choices.mode {
    case .single?:
      let menu = ChoiceMenu(field)
      if let index = menu.optionIndex(of: value) { return field.choices.options[index].title }
      return value.editableText
    case .multiple?:
      guard let indexes = MultipleChoiceStorage.indexes(of: value, field: field) else {
        return value.editableText
      }
      return indexes.map { field.choices.options[$0].title }.joined(separator: ", ")
    case nil:
      if field.syntax != nil { return StructuredInput.text(value) }
      if field.kind == .union { return reader.unionEditableText(value, for: field) }
      if field.kind == .duration, case .integer(let seconds) = value {
        return reader.dates.echo(.duration(seconds: seconds))
      }
      return value.editableText
    }
  }

  /// A value as a list of answers shows it (the review, `show`, a read-only line): `—`
  /// (or the field's `noValueText`) for none or empty text, a secret masked, the field's `valueTransformer` applied.
  package func listed(_ value: AnswerValue?, for field: Field) -> String {
    guard let value, !value.isNull, !(value.isEmpty && value.stringValue != nil) else {
      return field.noValueText ?? AnswerText.none
    }
    if field.isSecret { return AnswerText.mask }
    if field.valueTransformer != nil { return ValueDisplay.text(for: value, field: field) }
    if let echoed = dateEcho(value, for: field) { return echoed }
    return shown(value, for: field)
  }

  /// A date or datetime as the `→` echo spells it (`Thu 31 Dec 2026`), so the review and
  /// `show` read as the fill did; a value that is not stored ISO text is shown as it is.
  private func dateEcho(_ value: AnswerValue, for field: Field) -> String? {
    guard field.choices.mode == nil, case .string(let text) = value,
      let kind = TemporalKind(rawValue: field.kind.rawValue), kind == .date || kind == .datetime,
      let reading = try? DateInputParser.parseStored(
        text, as: kind, timeZone: reader.dates.timeZone)
    else { return nil }
    return reading.echo
  }

  /// The breadcrumb before a title: `Address › Home › `, or nothing at the top level.
  package static func breadcrumb(_ crumbs: [String]) -> String {
    crumbs.map { $0 + " › " }.joined()
  }
}
