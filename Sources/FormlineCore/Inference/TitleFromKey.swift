/// Turns a key into a prompt title: camelCase and snake_case words become a phrase in
/// sentence case, as a person would write the label, and runs of capitals stay together
/// as acronyms.
///
/// ✅ `userURL` → "User URL", `dateOfBirth` → "Date of birth", `first_name` → "First name",
/// `HTTPPort` → "HTTP port", `ipv6Address` → "Ipv6 address"
///
/// A key already written with spaces is the author's phrase: only its first letter is
/// raised. (FXForms writes "Date Of Birth"; a `title` says exactly what is wanted.)
enum TitleFromKey {
  static func title(for key: String) -> String {
    let keepsCase = key.contains(" ")
    return words(in: key).enumerated().map { index, word in
      guard let first = word.first else { return word }
      if index == 0 { return first.uppercased() + word.dropFirst() }
      return keepsCase || isAcronym(word) ? word : word.lowercased()
    }.joined(separator: " ")
  }

  /// Two or more capitals and no small letter (`URL`, `HTML5`): kept as written.
  private static func isAcronym(_ word: String) -> Bool {
    word.filter(isUppercase).count >= 2 && !word.contains(where: isLowercase)
  }

  static func words(in key: String) -> [String] {
    // Keys are nearly always ASCII: bytes give the same words without building
    // `Character`s (a large form spent 9 % of its loading here).
    if key.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(in: Array(key.utf8)) }
    let characters = Array(key)
    var words: [String] = []
    var current = ""
    for (index, character) in characters.enumerated() {
      if character == "_" || character == "-" || character == " " || character == "." {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      if isUppercase(character), !current.isEmpty {
        let previous = characters[index - 1]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        // A capital starts a word after a lower-case letter or digit ("userURL"), and the
        // last capital of an acronym starts a word when a lower-case letter follows
        // ("HTTPPort" → "HTTP", "Port").
        let startsAfterLower = isLowercase(previous) || isNumber(previous)
        let endsAcronym = isUppercase(previous) && (next.map(isLowercase) ?? false)
        if startsAfterLower || endsAcronym {
          words.append(current)
          current = ""
        }
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  // ASCII is settled by its code (the same answers as `Character`'s properties, whose
  // Unicode tables cost a first lookup at start-up); anything else asks the properties.

  static func isUppercase(_ character: Character) -> Bool {
    guard let code = character.asciiValue else { return character.isUppercase }
    return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(code)
  }

  static func isLowercase(_ character: Character) -> Bool {
    guard let code = character.asciiValue else { return character.isLowercase }
    return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(code)
  }

  static func isNumber(_ character: Character) -> Bool {
    guard let code = character.asciiValue else { return character.isNumber }
    return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(code)
  }

  /// `words(in:)` for ASCII, where upper case, lower case and digits are the byte ranges.
  private static func asciiWords(in bytes: [UInt8]) -> [String] {
    func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    var words: [String] = []
    var current: [UInt8] = []
    for (index, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: " ")
        || byte == UInt8(ascii: ".")
      {
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        current = []
        continue
      }
      if isUpper(byte), !current.isEmpty {
        let previous = bytes[index - 1]
        let next = index + 1 < bytes.count ? bytes[index + 1] : nil
        let startsAfterLower = isLower(previous) || isDigit(previous)
        let endsAcronym = isUpper(previous) && next.map(isLower) == true
        if startsAfterLower || endsAcronym {
          words.append(String(decoding: current, as: UTF8.self))
          current = []
        }
      }
      current.append(byte)
    }
    if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
    return words
  }
}
