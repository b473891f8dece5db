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
    if key.utf8.allSatisfy({ $0 < 0x80 }) { return asciiTitle(Array(key.utf8)) }
    return characterTitle(for: key)
  }

  /// The title by `Character`s, for any key (and, in tests, the judge of `asciiTitle`).
  static func characterTitle(for key: String) -> String {
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
    return characterWords(in: key)
  }

  /// The words by `Character`s, for any key (and, in tests, the judge of `asciiWords`).
  static func characterWords(in key: String) -> [String] {
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

  /// `title(for:)` for ASCII, by bytes: no `Character` or word `String` is built (the
  /// title of every field of a large form was 4 % of loading it).
  private static func asciiTitle(_ bytes: [UInt8]) -> String {
    let keepsCase = bytes.contains(UInt8(ascii: " "))
    var title: [UInt8] = []
    title.reserveCapacity(bytes.count + 4)
    for (index, range) in asciiWordRanges(in: bytes).enumerated() {
      let word = bytes[range]
      if index == 0 {
        for (offset, byte) in word.enumerated() {
          title.append(offset == 0 && isASCIILower(byte) ? byte - 0x20 : byte)
        }
        continue
      }
      title.append(UInt8(ascii: " "))
      let acronym =
        word.count(where: isASCIIUpper) >= 2 && !word.contains(where: isASCIILower)
      for byte in word {
        title.append(!keepsCase && !acronym && isASCIIUpper(byte) ? byte + 0x20 : byte)
      }
    }
    return String(decoding: title, as: UTF8.self)
  }

  /// The words in lower case (`KeyWordHints`), by bytes for an ASCII key.
  static func lowercasedWords(in key: String) -> [String] {
    guard key.utf8.allSatisfy({ $0 < 0x80 }) else {
      return characterWords(in: key).map { $0.lowercased() }
    }
    let bytes = Array(key.utf8)
    return asciiWordRanges(in: bytes).map { range in
      String(decoding: bytes[range].map { isASCIIUpper($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
  }

  /// `words(in:)` for ASCII.
  private static func asciiWords(in bytes: [UInt8]) -> [String] {
    asciiWordRanges(in: bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
  }

  /// Where the words of an ASCII key are, by the rules of `words(in:)`, where upper case,
  /// lower case and digits are byte ranges.
  static func asciiWordRanges(in bytes: [UInt8]) -> [Range<Int>] {
    var words: [Range<Int>] = []
    var start = 0
    for (index, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: " ")
        || byte == UInt8(ascii: ".")
      {
        if start < index { words.append(start..<index) }
        start = index + 1
        continue
      }
      if isASCIIUpper(byte), start < index {
        let previous = bytes[index - 1]
        let next = index + 1 < bytes.count ? bytes[index + 1] : nil
        let startsAfterLower = isASCIILower(previous) || isASCIIDigit(previous)
        let endsAcronym = isASCIIUpper(previous) && next.map(isASCIILower) == true
        if startsAfterLower || endsAcronym {
          words.append(start..<index)
          start = index
        }
      }
    }
    if start < bytes.count { words.append(start..<bytes.count) }
    return words
  }

  private static func isASCIIUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
  private static func isASCIILower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
  private static func isASCIIDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}
