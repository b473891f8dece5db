import FoundationEssentials

/// Shows a stored value the way the form's `valueTransformer` asks (FXForms/XLForm).
///
/// Used by the review screen and summaries; display only, the result keeps the stored
/// value. Names are shown in English so the same form reads the same on every machine.
///
/// ✅ `countryName`, `"fr"` → `France`; `languageName`, `"de"` → `German`
/// ✅ `{1: One, 2: Two}`, `2` → `Two`; `uppercase`, `"ada"` → `ADA`
/// ✅ `EEE d MMM yyyy`, `"2026-11-27"` → `Fri 27 Nov 2026`
/// ❌ `countryName`, `"zz"` → `zz` (unknown codes are shown as they are)
package enum ValueDisplay {
  /// - Parameters:
  ///   - value: The stored value.
  ///   - field: Its field, for the transformer and option titles.
  /// - Returns: The text to show; list items are transformed one by one and joined with
  ///   ", ". Never fails: what a transformer cannot read is shown as it is.
  package static func text(for value: AnswerValue, field: Field) -> String {
    if case .array(let items) = value {
      return items.map { text(forItem: $0, field: field) }.joined(separator: ", ")
    }
    return text(forItem: value, field: field)
  }

  private static func text(forItem value: AnswerValue, field: Field) -> String {
    let plain = optionTitle(value, field) ?? value.editableText
    guard let transformer = field.valueTransformer, !value.isNull else { return plain }
    switch transformer {
    case .mapping(let entries):
      let keys = [value.editableText, value.boolValue.map { $0 ? "true" : "false" }]
      return entries.first { entry in keys.contains(entry.value) }?.label ?? plain
    case .named(let name):
      return named(name, plain)
    case .dateFormat(let format):
      return formattedDate(value.stringValue ?? plain, format: format) ?? plain
    }
  }

  /// A choice's option title, the starting point of every transformer.
  private static func optionTitle(_ value: AnswerValue, _ field: Field) -> String? {
    guard field.choices.mode != nil else { return nil }
    let menu = ChoiceMenu(field)
    return menu.optionIndex(of: value).map { field.choices.options[$0].title }
  }

  private static func named(_ name: String, _ text: String) -> String {
    switch name {
    case "uppercase", "upper": return text.uppercased()
    case "lowercase", "lower": return text.lowercased()
    // FoundationEssentials' own, the one `Foundation` also gives (no ICU).
    case "capitalized", "capitalised": return text.capitalized
    case "countryName": return EnglishNames.region(text) ?? text
    case "languageName": return EnglishNames.language(text) ?? text
    default: return text
    }
  }

  /// Reads ISO 8601 text as stored by date, time and datetime fields, then formats it in
  /// its own offset, so "17:00+01:00" stays 17:00.
  private static func formattedDate(_ text: String, format: String) -> String? {
    guard let stored = StoredDateText.read(text) else { return nil }
    return DatePatternFormatter(CalendarMoment(stored.instant, offset: stored.offset))
      .format(format)
  }
}
