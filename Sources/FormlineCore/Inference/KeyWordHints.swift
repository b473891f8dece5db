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
    (["count", "age", "quantity", "number", "year"], .integer),
  ]

  private static let booleanPrefixes: Set<String> = [
    "is", "has", "enable", "enabled", "remember", "agree", "agrees", "accept", "allow", "use",
  ]

  static func kind(forKey key: String) -> FieldKind? {
    let words = TitleFromKey.words(in: key).map { $0.lowercased() }
    guard let first = words.first else { return nil }
    if booleanPrefixes.contains(first), words.count > 1 { return .boolean }
    let present = Set(words)
    return table.first { !$0.words.isDisjoint(with: present) }?.kind
  }
}
