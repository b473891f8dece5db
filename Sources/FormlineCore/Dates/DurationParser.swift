/// Reads lengths of time as whole seconds: `1h30m`, `90 min`, `1:30:00`, `1:30` (h:mm),
/// `2 hours`, `1 day 2 hours`, `1.5h`, `PT1H30M`, and plain seconds (`5400`).
///
/// A day is 86400 seconds and a week seven days. Months and years have no fixed length, so
/// ISO `P1M` and `P1Y` are refused rather than guessed; here "m" means minutes. Negative
/// durations and fractions of a second are refused.
enum DurationParser {
  private static let units: [String: Int] = [
    "w": 604_800, "wk": 604_800, "wks": 604_800, "week": 604_800, "weeks": 604_800,
    "d": 86400, "day": 86400, "days": 86400,
    "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600,
    "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60,
    "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1,
  ]

  /// ISO designators in the order they must come; `t` separates days from hours.
  private static let isoOrder: [Character] = ["w", "d", "t", "h", "m", "s"]
  private static let isoSizes = [604_800, 86400, 0, 3600, 60, 1]
  private static let timePosition = 2

  /// Reads `text` (already trimmed and not empty) as a number of seconds.
  ///
  /// - Parameter text: The text as typed, without surrounding spaces.
  /// - Returns: The length in seconds, zero or more.
  /// - Throws: `DateInputError` naming the part that is not understood.
  static func parse(_ text: String) throws(DateInputError) -> Int {
    let key = text.lowercased()
    if key.hasPrefix("-") {
      throw DateInputError("a duration cannot be negative: '\(text)'")
    }
    if Digits.only(key) { return try seconds(key) }
    let total: Int
    if key.hasPrefix("p") {
      total = try iso(key, text: text)
    } else if key.contains(":") {
      total = try clock(key, text: text)
    } else {
      total = try spelledOut(Array(key), text: text)
    }
    return try checked(total, text: text)
  }

  /// The longest duration: fifteen digits of seconds (some 31 million years), so that any
  /// duration read can be written as plain seconds and read back.
  static let maximum = 999_999_999_999_999

  /// Reads plain seconds, as typed or as stored.
  ///
  /// - Parameter digits: ASCII digits.
  /// - Returns: The seconds.
  /// - Throws: `DateInputError` when there are more than fifteen digits.
  static func seconds(_ digits: String) throws(DateInputError) -> Int {
    try Digits.value(digits, maximumDigits: 15)
  }

  private static func checked(_ total: Int, text: String) throws(DateInputError) -> Int {
    guard total <= maximum else { throw DateInputError("the duration '\(text)' is too long") }
    return total
  }

  /// Reads `h:mm` or `h:mm:ss`.
  private static func clock(_ key: String, text: String) throws(DateInputError) -> Int {
    let parts = key.split(separator: ":", omittingEmptySubsequences: false)
    guard (2...3).contains(parts.count), parts.allSatisfy({ Digits.only($0) }),
      parts.dropFirst().allSatisfy({ $0.count == 2 })
    else {
      throw DateInputError("could not read '\(text)' as a duration (h:mm or h:mm:ss)")
    }
    let hours = try Digits.value(parts[0])
    let minutes = try Digits.value(parts[1])
    let seconds = try parts.count == 3 ? Digits.value(parts[2]) : 0
    guard minutes <= 59, seconds <= 59 else {
      throw DateInputError("in '\(text)' minutes and seconds must be 0 to 59")
    }
    return hours * 3600 + minutes * 60 + seconds
  }

  /// Reads ISO 8601 `PnWnDTnHnMnS` (lower-cased as `key`; `text` is for messages).
  ///
  /// Each designator appears at most once and in this order, which also bounds the sum.
  static func iso(_ key: String, text: String) throws(DateInputError) -> Int {
    let invalid = DateInputError(
      "could not read '\(text)' as an ISO 8601 duration such as PT1H30M")
    var characters = Array(key.dropFirst())[...]
    var total = 0
    var position = -1  // Index in `isoOrder` of the last designator read.
    while let first = characters.first {
      if first == "t" {
        guard position < timePosition, characters.count > 1 else { throw invalid }
        position = timePosition
        characters = characters.dropFirst()
        continue
      }
      let number = characters.prefix { Digits.isDigit($0) || $0 == "." }
      characters = characters.dropFirst(number.count)
      guard !number.isEmpty, let designator = characters.first else { throw invalid }
      characters = characters.dropFirst()
      if position < timePosition && (designator == "y" || designator == "m") {
        throw DateInputError(
          "'\(text)': months and years have no fixed length; give weeks, days or hours")
      }
      let inTime = position >= timePosition
      guard let index = isoOrder.firstIndex(of: designator), index > position,
        (index > timePosition) == inTime
      else { throw invalid }
      position = index
      total += try seconds(String(number), unit: isoSizes[index], text: text)
    }
    guard position >= 0 else { throw invalid }
    return try checked(total, text: text)
  }

  /// Reads "1h30m", "90 min", "1 day 2 hours", "1d 2h 3m 4s", "1.5h", "1 hour and 30 minutes".
  private static func spelledOut(_ characters: [Character], text: String) throws(DateInputError)
    -> Int
  {
    var rest = characters[...]
    var total = 0
    var seen: Set<Int> = []
    while true {
      rest = rest.drop { $0.isWhitespace || $0 == "," }
      if rest.starts(with: "and "), total > 0 { rest = rest.dropFirst(4) }
      guard !rest.isEmpty else { break }
      let number = rest.prefix { Digits.isDigit($0) || $0 == "." }
      rest = rest.dropFirst(number.count).drop { $0.isWhitespace }
      let name = rest.prefix { $0.isLetter }
      rest = rest.dropFirst(name.count)
      guard !number.isEmpty else {
        let word = String(rest.prefix { !$0.isWhitespace })
        throw DateInputError(
          "could not read '\(text)' as a duration: '\(name.isEmpty ? word : String(name))'"
            + " not understood (try 1h30m, 90 min, 1:30:00 or 5400)")
      }
      guard let unit = units[String(name)] else {
        throw DateInputError(
          name.isEmpty
            ? "in '\(text)' the number \(String(number)) needs a unit (h, min, s, d or w)"
            : "in '\(text)' '\(String(name))' is not a unit of time (h, min, s, d or w)")
      }
      guard seen.insert(unit).inserted else {
        throw DateInputError("in '\(text)' '\(String(name))' is given twice")
      }
      total += try seconds(String(number), unit: unit, text: text)
    }
    return total
  }

  /// The seconds in `number` units, where `number` may have a fraction ("1.5" hours).
  private static func seconds(_ number: String, unit: Int, text: String) throws(DateInputError)
    -> Int
  {
    try Digits.scaled(number, by: unit, in: text)
  }
}
