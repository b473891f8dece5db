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
}
