import FormlineTestSupport
import Testing

@testable import FormlineCore

/// Titles from keys: camelCase and snake_case words in sentence case, acronyms kept.
struct TitleFromKeyTests {
  static let cases: [(key: String, title: String)] = [
    ("userURL", "User URL"),
    ("dateOfBirth", "Date of birth"),
    ("first_name", "First name"),
    ("FIRST_NAME", "FIRST NAME"),
    ("snake_case_key", "Snake case key"),
    ("kebab-case-key", "Kebab case key"),
    ("dotted.key", "Dotted key"),
    ("HTTPPort", "HTTP port"),
    ("XMLHttpRequest", "XML http request"),
    ("userID", "User ID"),
    ("userId", "User id"),
    ("URL", "URL"),
    ("url", "Url"),
    ("name", "Name"),
    ("a", "A"),
    ("ipv6Address", "Ipv6 address"),
    ("addressLine2", "Address line2"),
    ("HTML5Video", "HTML5 video"),
    ("snake_URL_case", "Snake URL case"),
    ("__private", "Private"),
    ("trailing_", "Trailing"),
    ("double__underscore", "Double underscore"),
    ("already Spaced", "Already Spaced"),
    ("camelCase", "Camel case"),
    ("PascalCase", "Pascal case"),
    ("iPhone", "I phone"),
    ("café", "Café"),
    ("éclairCount", "Éclair count"),
    ("emailAddressURLString", "Email address URL string"),
    ("isHTTPSEnabled", "Is HTTPS enabled"),
  ]

  @Test(arguments: cases)
  func title(key: String, title: String) {
    #expect(TitleFromKey.title(for: key) == title)
  }

  static let wordCases: [(key: String, words: [String])] = [
    ("userURL", ["user", "URL"]),
    ("phoneNumber", ["phone", "Number"]),
    ("is_active", ["is", "active"]),
    ("", []),
    ("___", []),
  ]

  @Test(arguments: wordCases)
  func words(key: String, words: [String]) {
    #expect(TitleFromKey.words(in: key) == words)
  }

  /// The ASCII shortcut answers as `Character`'s Unicode properties do, for every ASCII
  /// character (and `\r\n`, one character); others ask the properties themselves.
  @Test func asciiCasesMatchTheUnicodeProperties() {
    let characters =
      (UInt32(0)..<128).compactMap { Unicode.Scalar($0).map(Character.init) }
      + ["\r\n", "É", "é", "٣", "Ⅻ", "ß"]
    for character in characters {
      #expect(TitleFromKey.isUppercase(character) == character.isUppercase, "\(character)")
      #expect(TitleFromKey.isLowercase(character) == character.isLowercase, "\(character)")
      #expect(TitleFromKey.isNumber(character) == character.isNumber, "\(character)")
    }
  }

  /// Titles and words of ASCII keys are made by bytes: they must be what the `Character`
  /// path makes, for keys mixing every class of byte the rules look at (and every other
  /// printable one).
  @Test func asciiKeysAreTitledAsCharactersAre() {
    var generator = SplitMix(seed: 0x7171_7e11)
    let alphabet = Array("aZ_-. .zA09bYmM9xX|~\t\u{7f}".utf8) + (0x20..<0x7F).map { UInt8($0) }
    for _ in 0..<20_000 {
      let length = Int.random(in: 0...12, using: &generator)
      let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? 0x61 }
      let key = String(decoding: bytes, as: UTF8.self)
      #expect(TitleFromKey.title(for: key) == TitleFromKey.characterTitle(for: key), "\(key)")
      #expect(TitleFromKey.words(in: key) == TitleFromKey.characterWords(in: key), "\(key)")
      #expect(
        TitleFromKey.lowercasedWords(in: key)
          == TitleFromKey.characterWords(in: key).map { $0.lowercased() }, "\(key)")
    }
  }
}
