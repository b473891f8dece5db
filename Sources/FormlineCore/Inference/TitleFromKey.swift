/// Turns a key into a prompt title the way FXForms does: camelCase and snake_case words
/// become Title Case, and runs of capitals stay together as acronyms.
///
/// ✅ `userURL` → "User URL", `dateOfBirth` → "Date Of Birth", `first_name` → "First Name",
/// `HTTPPort` → "HTTP Port", `ipv6Address` → "Ipv6 Address"
enum TitleFromKey {
  static func title(for key: String) -> String {
    words(in: key).map { word in
      guard let first = word.first else { return word }
      return first.uppercased() + word.dropFirst()
    }.joined(separator: " ")
  }

  static func words(in key: String) -> [String] {
    let characters = Array(key)
    var words: [String] = []
    var current = ""
    for (index, character) in characters.enumerated() {
      if character == "_" || character == "-" || character == " " || character == "." {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      if character.isUppercase, !current.isEmpty {
        let previous = characters[index - 1]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        // A capital starts a word after a lower-case letter or digit ("userURL"), and the
        // last capital of an acronym starts a word when a lower-case letter follows
        // ("HTTPPort" → "HTTP", "Port").
        let startsAfterLower = previous.isLowercase || previous.isNumber
        let endsAcronym = previous.isUppercase && (next?.isLowercase ?? false)
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
}
