/// The kind a key's words suggest when nothing else says (formline(5) INFERENCE), as FXForms infers
/// `email`, `password` and the like from property names.
enum KeyWordHints {
  /// Checked in order, so `phoneNumber` is a phone and not a number.
  ///
  /// Arrays, not sets: a key has a few words (the one set, `knownWords`, is of strings,
  /// which the decoder's key checks have set up already).
  private static let table: [(words: [String], kind: FieldKind)] = [
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
  private static let identifierWords: [String] = [
    "number", "no", "num", "nr", "id", "zip", "postcode", "iban", "code",
  ]

  private static let booleanPrefixes: [String] = [
    "is", "has", "enable", "enabled", "remember", "agree", "agrees", "accept", "allow", "use",
  ]

  /// Every word the rules below look for: a key with none of them (most keys of a large
  /// form) is settled by one lookup a word instead of some fifty comparisons.
  private static let knownWords: Set<String> = Set(
    table.flatMap(\.words) + identifierWords + booleanPrefixes + ["number"])

  static func kind(forKey key: String) -> FieldKind? {
    guard mayHoldKnownWord(key) else { return nil }
    return kindByWords(forKey: key)
  }

  /// For each letter a–z, the lengths of the known words starting with it (bit n: n bytes).
  private static let knownShapes: [UInt32] = {
    var shapes = [UInt32](repeating: 0, count: 26)
    for word in knownWords {
      let bytes = Array(word.utf8)
      shapes[Int(bytes[0] - UInt8(ascii: "a"))] |= 1 << bytes.count
    }
    return shapes
  }()

  /// Whether some word of the key starts with the letter and has the length of a known
  /// word (always, for a key that is not ASCII).
  ///
  /// Most keys of a large form have no such word (`f123`, `hostname`); making their words
  /// as lowercased strings to look them up was most of inferring a field's kind.
  static func mayHoldKnownWord(_ key: String) -> Bool {
    let bytes = Array(key.utf8)
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return true }
    return TitleFromKey.asciiWordRanges(in: bytes).contains { range in
      // `| 0x20` lowers a letter; whatever else it makes is not a letter either.
      let first = bytes[range.lowerBound] | 0x20
      guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first), range.count < 32 else {
        return false
      }
      return knownShapes[Int(first - UInt8(ascii: "a"))] & (1 << range.count) != 0
    }
  }

  /// `kind(forKey:)` from the key's words, without the quick check.
  static func kindByWords(forKey key: String) -> FieldKind? {
    let words = TitleFromKey.lowercasedWords(in: key)
    guard let first = words.first, words.contains(where: knownWords.contains) else {
      return nil
    }
    if booleanPrefixes.contains(first), words.count > 1 { return .boolean }
    // "numberOf…" counts things; any other "number" names an identifier (`vatNumber`).
    if first == "number", words.dropFirst().first == "of" { return .integer }
    if let last = words.last, identifierWords.contains(last), !hintsAtFormat(words) {
      return nil
    }
    return table.first { $0.words.contains(where: words.contains) }?.kind
  }

  /// Identifiers whose other words still say how the value looks: a `phoneNumber` is a
  /// phone number, an `emailId` an address.
  private static func hintsAtFormat(_ words: [String]) -> Bool {
    let formats: [FieldKind] = [.phone, .email, .url]
    let present = words.dropLast()
    return table.contains { entry in
      formats.contains(entry.kind) && entry.words.contains(where: present.contains)
    }
  }
}
