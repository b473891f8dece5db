/// Why a field that is never null (`Field.neverNull`) refuses null, in words that say what
/// to give instead; one message for a prompt's `:clear`, an answers file's `null` and
/// `formline validate`.
extension Field {
  package var nullRefusal: String? {
    guard neverNull else { return nil }
    switch kind {
    case .boolean where choices.mode == nil, .option where choices.mode == nil:
      return "is a switch and is never empty: give true or false"
    case .bitfield:
      return "is a set of flags and is never empty: choose none for 0"
    case .float:
      return "is a number and is never empty: give a number"
    default:
      let shown = defaultValue.map { ValueDisplay.text(for: $0, field: self) } ?? ""
      return "has a default (\(shown)) and is never empty"
    }
  }
}
