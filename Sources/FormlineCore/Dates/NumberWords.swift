/// Counts written in words before a unit: "three days", "twenty-one weeks", "an hour",
/// "a couple of days", "half an hour".
///
/// Only what people write in front of a unit of time is read (zero to ninety-nine, the
/// articles, "a couple", "half"); a word outside this list is not a number, so "a few days"
/// stays an error rather than a guess.
enum NumberWords {
  private static let units = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
  ]
  private static let tens = [
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
  ]

  /// Reads a count at the start of `keys`.
  ///
  /// - Parameter keys: Lower-cased words.
  /// - Returns: The count as decimal text ("2", "0.5") and how many words it took, or nil
  ///   when the first word is not a count in words.
  static func read(_ keys: ArraySlice<String>) -> (number: String, words: Int)? {
    guard let first = keys.first else { return nil }
    let next = keys.dropFirst().first
    switch first {
    case "a", "an":
      if next == "couple" { return ("2", keys.dropFirst(2).first == "of" ? 3 : 2) }
      return ("1", 1)
    case "couple": return ("2", next == "of" ? 2 : 1)
    case "half": return ("0.5", next == "a" || next == "an" ? 2 : 1)
    default: break
    }
    if let value = value(first) {
      // "twenty one" as two words.
      if value >= 20, value % 10 == 0, let next, let ones = units.firstIndex(of: next),
        (1...9).contains(ones)
      {
        return (String(value + ones), 2)
      }
      return (String(value), 1)
    }
    return nil
  }

  /// The value of one word: "seven", "forty", "twenty-one".
  private static func value(_ key: String) -> Int? {
    if let ones = units.firstIndex(of: key) { return ones }
    if let ten = tens[key] { return ten }
    let parts = key.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let ten = tens[String(parts[0])],
      let ones = units.firstIndex(of: String(parts[1])), (1...9).contains(ones)
    else { return nil }
    return ten + ones
  }
}
