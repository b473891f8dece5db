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

  private static let isoUnits: [Character: Int] = ["w": 604_800, "d": 86400]
  private static let isoTimeUnits: [Character: Int] = ["h": 3600, "m": 60, "s": 1]

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
    if Digits.only(key) { return try Digits.value(key) }
    if key.hasPrefix("p") { return try iso(key, text: text) }
    if key.contains(":") { return try clock(key, text: text) }
    return try spelledOut(Array(key), text: text)
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
  static func iso(_ key: String, text: String) throws(DateInputError) -> Int {
    var characters = Array(key.dropFirst())
    var total = 0
    var inTime = false
    var components = 0
    while let first = characters.first {
      if first == "t" && !inTime {
        inTime = true
        characters.removeFirst()
        guard !characters.isEmpty else { break }
        continue
      }
      let number = characters.prefix { Digits.isDigit($0) || $0 == "." }
      characters.removeFirst(number.count)
      guard !number.isEmpty, let designator = characters.first else { break }
      characters.removeFirst()
      if !inTime && (designator == "y" || designator == "m") {
        throw DateInputError(
          "'\(text)': months and years have no fixed length; give weeks, days or hours")
      }
      guard let unit = (inTime ? isoTimeUnits : isoUnits)[designator] else { break }
      total += try seconds(String(number), unit: unit, text: text)
      components += 1
    }
    guard characters.isEmpty, components > 0, !key.hasSuffix("t") else {
      throw DateInputError("could not read '\(text)' as an ISO 8601 duration such as PT1H30M")
    }
    return total
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
    let parts = number.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, Digits.only(parts[0]), parts.count == 1 || Digits.only(parts[1])
    else { throw DateInputError("in '\(text)' \(number) is not a number") }
    let whole = try Digits.value(parts[0]) * unit
    guard parts.count == 2 else { return whole }
    let fraction = parts[1]
    guard fraction.count <= 6 else {
      throw DateInputError("in '\(text)' \(number) has too many decimals")
    }
    var scale = 1
    for _ in fraction { scale *= 10 }
    let scaled = try Digits.value(fraction) * unit
    guard scaled % scale == 0 else {
      throw DateInputError("'\(text)' is not a whole number of seconds")
    }
    return whole + scaled / scale
  }
}
