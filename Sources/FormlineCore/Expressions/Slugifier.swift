import FormlineUnicode

/// cookiecutter's `slugify` filter, after python-slugify's defaults: transliterate to ASCII,
/// lower-case, every run of other characters becomes one separator, none at the ends.
///
/// Written here because no Swift package on this machine follows python-slugify's rules.
/// Other scripts are spelled in Latin letters as ICU's `Any-Latin; Latin-ASCII` transform
/// spells them, from FormlineUnicode's copy of its answers (`Transliteration`), and Cyrillic
/// by a table of its own, where python-slugify uses text-unidecode: the two agree
/// on Latin, Cyrillic, Greek, Han, Hangul, katakana and most symbols, and spell some scripts
/// differently (Hebrew and Arabic vowels, Devanagari and Thai vowels, voiced hiragana);
/// `Tests/FormlineCoreTests/Fixtures/slugify` lists every sample and each difference.
struct Slugifier {
  var separator = "-"
  var lowercase = true
  var maxLength = 0

  private static let keywords: Set<String> = ["separator", "lowercase", "max_length"]

  init(arguments: ExpressionArguments, offset: Int) throws(ExpressionError) {
    for (name, _) in arguments.values {
      guard let name, Slugifier.keywords.contains(name) else {
        throw ExpressionError(
          .evaluation,
          message: "slugify takes only separator, lowercase and max_length by name", offset: offset)
      }
    }
    separator = arguments.string("separator", position: .max) ?? separator
    lowercase = arguments.argument("lowercase", position: .max).map(PythonText.isTruthy) ?? true
    maxLength = arguments.argument("max_length", position: .max)?.integerValue ?? 0
  }

  private static let spelled: [Character: String] = [
    "ß": "ss", "æ": "ae", "Æ": "AE", "ø": "o", "Ø": "O", "œ": "oe", "Œ": "OE", "ł": "l",
    "Ł": "L", "đ": "d", "Đ": "D", "þ": "th", "Þ": "Th", "ð": "d", "Ð": "D",
  ]

  func slugify(_ text: String) -> String {
    // By code points, as python-slugify's pattern replaces them: an apostrophe carrying a
    // mark is replaced too (the mark, alone, is then dropped).
    var ascii = Slugifier.latin(text.replacingLiterally("'", with: "-"))
    if lowercase { ascii = ascii.lowercased() }
    var slug = ""
    var pendingDash = false
    var previous: Unicode.Scalar?
    let scalars = Array(ascii.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      // python-slugify drops a comma between digits: "1,000" → "1000".
      if scalar == ",", previous.map(Slugifier.isDigit) == true,
        index + 1 < scalars.count, Slugifier.isDigit(scalars[index + 1])
      {
        continue
      }
      previous = scalar
      if Slugifier.isAllowed(scalar, lowercase: lowercase) {
        if pendingDash && !slug.isEmpty { slug += "-" }
        pendingDash = false
        slug.unicodeScalars.append(scalar)
      } else {
        pendingDash = true
      }
    }
    if maxLength > 0 && slug.count > maxLength { slug = String(slug.prefix(maxLength)) }
    while slug.hasSuffix("-") { slug.removeLast() }
    return separator == "-" ? slug : slug.replacingLiterally("-", with: separator)
  }

  /// The text in ASCII Latin letters.
  ///
  /// Spelled character by character, as text-unidecode does: compatibility forms first
  /// ("™" is "TM", "①" is "1"), then a few Latin letters and the Cyrillic alphabet spelled
  /// as python-slugify spells them, then as ICU's transliteration spells them; a Han
  /// character is a capitalised syllable and a space ("北京" is "Bei Jing "). What has no
  /// spelling stays, and is dropped from the slug.
  private static func latin(_ text: String) -> String {
    var ascii = ""
    for character in text.normalized(.nfkc) {
      if let spelled = spelled[character] ?? cyrillic[character] {
        ascii += spelled
      } else if character.unicodeScalars.allSatisfy(\.isASCII) {
        ascii.append(character)
      } else {
        let latin = Transliteration.latin(character)
        ascii += isHan(character) ? latin.prefix(1).uppercased() + latin.dropFirst() + " " : latin
      }
    }
    return ascii
  }

  /// Whether a character is a CJK ideograph, which unidecode spells as a syllable and a space.
  private static func isHan(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    return scalar.properties.isIdeographic
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  /// Characters kept as they are; `-` is kept too but merged with its neighbours.
  private static func isAllowed(_ scalar: Unicode.Scalar, lowercase: Bool) -> Bool {
    isDigit(scalar) || ("a"..."z").contains(scalar) || (!lowercase && ("A"..."Z").contains(scalar))
  }
}
