/// The kind a key's words suggest when nothing else says (SPEC §2.3), as FXForms infers
/// `email`, `password` and the like from property names.
enum KeyWordHints {
  /// Checked in order, so `phoneNumber` is a phone and not a number.
  private static let table: [(words: Set<String>, kind: FieldKind)] = [
    (["email", "mail"], .email),
    (["password", "passcode", "secret", "passphrase", "pin"], .password),
    (["url", "website", "homepage", "link"], .url),
    (["phone", "mobile", "tel", "telephone", "fax"], .phone),
    (["datetime", "timestamp"], .datetime),
    (["date", "birthday", "dob", "birthdate"], .date),
    (["time"], .time),
    (["duration", "timeout", "interval"], .duration),
    (["color", "colour"], .color),
    (["count", "age", "quantity"], .integer),
  ]

  /// Words of keys that name identifiers: their values are codes that only look like
  /// numbers ("FR40303265045", "0042"), so they stay text whatever else the key says.
  ///
  /// FXForms infers from a property's type, never from a name like `vatNumber`.
  private static let identifierWords: Set<String> = [
    "number", "no", "num", "nr", "id", "zip", "postcode", "iban", "code",
  ]

  private static let booleanPrefixes: Set<String> = [
    "is", "has", "enable", "enabled", "remember", "agree", "agrees", "accept", "allow", "use",
  ]

  static func kind(forKey key: String) -> FieldKind? {
    let words = TitleFromKey.words(in: key).map { $0.lowercased() }
    guard let first = words.first else { return nil }
    if booleanPrefixes.contains(first), words.count > 1 { return .boolean }
    // "numberOf…" counts things; any other "number" names an identifier (`vatNumber`).
    if first == "number", words.dropFirst().first == "of" { return .integer }
    if let last = words.last, identifierWords.contains(last), !hintsAtFormat(words) {
      return nil
    }
    // The first entry of the table holding any of the words.
    return words.compactMap { tableIndex[$0] }.min().map { table[$0].kind }
  }

  /// Each word of the table and the first entry that holds it: one lookup per word of a
  /// key instead of a set operation per entry (every field of a form is inferred).
  private static let tableIndex: [String: Int] = {
    var index: [String: Int] = [:]
    for (position, entry) in table.enumerated() {
      for word in entry.words where index[word] == nil { index[word] = position }
    }
    return index
  }()

  /// Identifiers whose other words still say how the value looks: a `phoneNumber` is a
  /// phone number, an `emailId` an address.
  private static func hintsAtFormat(_ words: [String]) -> Bool {
    let formats: Set<FieldKind> = [.phone, .email, .url]
    let present = Set(words.dropLast())
    return table.contains { formats.contains($0.kind) && !$0.words.isDisjoint(with: present) }
  }
}
