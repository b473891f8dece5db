import Testing

@testable import FormlineCore

/// Titles from keys: camelCase and snake_case words in Title Case, acronyms kept.
struct TitleFromKeyTests {
  static let cases: [(key: String, title: String)] = [
    ("userURL", "User URL"),
    ("dateOfBirth", "Date Of Birth"),
    ("first_name", "First Name"),
    ("FIRST_NAME", "FIRST NAME"),
    ("snake_case_key", "Snake Case Key"),
    ("kebab-case-key", "Kebab Case Key"),
    ("dotted.key", "Dotted Key"),
    ("HTTPPort", "HTTP Port"),
    ("XMLHttpRequest", "XML Http Request"),
    ("userID", "User ID"),
    ("userId", "User Id"),
    ("URL", "URL"),
    ("url", "Url"),
    ("name", "Name"),
    ("a", "A"),
    ("ipv6Address", "Ipv6 Address"),
    ("addressLine2", "Address Line2"),
    ("HTML5Video", "HTML5 Video"),
    ("snake_URL_case", "Snake URL Case"),
    ("__private", "Private"),
    ("trailing_", "Trailing"),
    ("double__underscore", "Double Underscore"),
    ("already Spaced", "Already Spaced"),
    ("camelCase", "Camel Case"),
    ("PascalCase", "Pascal Case"),
    ("iPhone", "I Phone"),
    ("café", "Café"),
    ("éclairCount", "Éclair Count"),
    ("emailAddressURLString", "Email Address URL String"),
    ("isHTTPSEnabled", "Is HTTPS Enabled"),
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
