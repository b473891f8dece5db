/// One word of date-like text: as typed (for messages) and lower-cased (for matching).
struct DateWord: Sendable, Hashable {
  var text: String
  var key: String

  init(_ text: some StringProtocol) {
    self.text = String(text)
    self.key = text.lowercased()
  }

  /// Splits text into words: spaces and commas separate, an ISO `T` splits date from time,
  /// and a detached "am"/"pm" joins the number before it.
  ///
  /// Commas are optional in "November 22, 2026", so they are treated as spaces; "2 pm" is
  /// joined so that the time reader sees one word either way.
  /// - Parameter text: The text as typed.
  /// - Returns: The words, never empty strings.
  static func split(_ text: String) -> [DateWord] {
    var words: [DateWord] = []
    let pieces = text.split { $0.isWhitespace || $0 == "," }
    for piece in pieces {
      let word = DateWord(piece)
      if let (date, time) = splitISO(word) {
        words.append(date)
        words.append(time)
      } else if let meridiem = meridiem(word.key), let last = words.last,
        last.key.last.map(Digits.isDigit) == true
      {
        words[words.count - 1] = DateWord(joined: last, meridiem: meridiem, suffix: word)
      } else {
        words.append(word)
      }
    }
    return words
  }

  /// The words joined back with single spaces, for messages.
  static func quoted(_ words: some Collection<DateWord>) -> String {
    "'" + words.map(\.text).joined(separator: " ") + "'"
  }

  private init(joined number: DateWord, meridiem: String, suffix: DateWord) {
    self.text = number.text + " " + suffix.text
    self.key = number.key + meridiem
  }

  /// "am"/"pm" in their spellings "am", "a.m.", "a.m" (and the same for pm).
  static func meridiem(_ key: String) -> String? {
    switch key {
    case "am", "a.m.", "a.m": "am"
    case "pm", "p.m.", "p.m": "pm"
    default: nil
    }
  }

  /// Splits `2026-11-27T14:30` at its `T`, which ISO 8601 uses instead of a space.
  private static func splitISO(_ word: DateWord) -> (DateWord, DateWord)? {
    let scalars = Array(word.key.utf8)
    guard scalars.count > 11, scalars[10] == UInt8(ascii: "t") else { return nil }
    let datePart = scalars[0..<10]
    for (index, byte) in datePart.enumerated() {
      let isDash = index == 4 || index == 7
      guard isDash ? byte == UInt8(ascii: "-") : Digits.isDigit(byte: byte) else { return nil }
    }
    let text = Array(word.text)
    guard text.count == scalars.count else { return nil }
    return (DateWord(String(text[0..<10])), DateWord(String(text[11...])))
  }
}
