import Foundation

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

  private static let english = Locale(identifier: "en")

  private static func named(_ name: String, _ text: String) -> String {
    switch name {
    case "uppercase", "upper": return text.uppercased()
    case "lowercase", "lower": return text.lowercased()
    case "capitalized", "capitalised": return text.capitalized
    case "countryName":
      let region = Locale.Region(text.uppercased())
      guard Locale.Region.isoRegions.contains(region) else { return text }
      return english.localizedString(forRegionCode: region.identifier) ?? text
    case "languageName":
      let language = Locale.LanguageCode(text.lowercased())
      guard language.isISOLanguage else { return text }
      return english.localizedString(forLanguageCode: language.identifier) ?? text
    default: return text
    }
  }

  /// Reads ISO 8601 text as stored by date, time and datetime fields, then formats it in
  /// its own offset, so "17:00+01:00" stays 17:00.
  private static func formattedDate(_ text: String, format: String) -> String? {
    let reader = DateFormatter()
    reader.locale = Locale(identifier: "en_US_POSIX")
    var timeZone = TimeZone(secondsFromGMT: 0)
    var date: Date?
    for pattern in ["yyyy-MM-dd", "HH:mm", "HH:mm:ss"] {
      reader.dateFormat = pattern
      reader.timeZone = timeZone
      if let parsed = reader.date(from: text) {
        date = parsed
        break
      }
    }
    if date == nil, let parsed = ISO8601DateFormatter().date(from: text) {
      date = parsed
      timeZone = offset(of: text).flatMap(TimeZone.init(secondsFromGMT:)) ?? timeZone
    }
    guard let date else { return nil }
    let writer = DateFormatter()
    writer.locale = english
    writer.timeZone = timeZone
    writer.dateFormat = format
    return writer.string(from: date)
  }

  /// The UTC offset written at the end of an ISO date-time, in seconds.
  private static func offset(of text: String) -> Int? {
    if text.hasSuffix("Z") { return 0 }
    let scalars = Array(text.unicodeScalars)
    guard scalars.count >= 6 else { return nil }
    let tail = String(String.UnicodeScalarView(scalars[(scalars.count - 6)...]))
    guard let sign = tail.first, sign == "+" || sign == "-" else { return nil }
    let parts = tail.dropFirst().split(separator: ":")
    guard parts.count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]) else {
      return nil
    }
    return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
  }
}
