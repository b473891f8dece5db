/// Typing what a `valueTransformer` shows stores what it stands for: "German" → `de` for a
/// mapping `{de: German}` or `languageName`, "France" → `fr` for `countryName`.
///
/// FXForms' reversible transformers work both ways; without this a user who types the
/// title they were shown would store the title.
enum TransformerReversal {
  /// The stored text for typed text that is one of the transformer's shown titles (ignoring
  /// case); nil when it is not, so the text is read as it is.
  static func storedText(for typed: String, field: Field) -> String? {
    guard let transformer = field.valueTransformer else { return nil }
    let text = typed.trimmingSpaces
    guard !text.isEmpty else { return nil }
    switch transformer {
    case .mapping(let entries):
      // A stored value typed as itself stays itself.
      if entries.contains(where: { $0.value == text }) { return nil }
      return entries.first { CaseInsensitiveMatch.matches($0.label, text) }?.value
    case .named("countryName"):
      return EnglishNames.regionCode(named: text)
    case .named("languageName"):
      return EnglishNames.languageCode(named: text)
    default:
      return nil
    }
  }
}
