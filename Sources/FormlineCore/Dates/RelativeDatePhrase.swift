/// Reads dates relative to today: "today", "tomorrow", "in 3 days", "2 weeks ago", "+3d",
/// "-1w", "next month", "friday", "next friday", "last monday".
///
/// Weekdays: "friday" and "this friday" are today when today is a Friday, otherwise the
/// coming one; "next friday" is the first Friday strictly after today (a week on, when today
/// is a Friday); "last friday" is the latest Friday strictly before today. In these phrases
/// "m" means months ("+2m"); minutes are "min".
enum RelativeDatePhrase {
  /// A unit a relative phrase counts in.
  enum Unit: Sendable {
    case day, week, month, year, hour, minute, second
  }

  private static let units: [String: Unit] = [
    "d": .day, "day": .day, "days": .day,
    "w": .week, "wk": .week, "wks": .week, "week": .week, "weeks": .week,
    "m": .month, "mo": .month, "mos": .month, "month": .month, "months": .month,
    "y": .year, "yr": .year, "yrs": .year, "year": .year, "years": .year,
    "h": .hour, "hr": .hour, "hrs": .hour, "hour": .hour, "hours": .hour,
    "min": .minute, "mins": .minute, "minute": .minute, "minutes": .minute,
    "s": .second, "sec": .second, "secs": .second, "second": .second, "seconds": .second,
  ]

  /// Reads `words` entirely as a relative date phrase.
  ///
  /// - Parameters:
  ///   - words: The words to read; all of them must belong to the phrase.
  ///   - today: The current day in the parser's time zone.
  /// - Returns: The phrase, or nil when the words are not a relative phrase.
  /// - Throws: `DateInputError` when a count is too large ("in 99999999999999 days").
  static func parse(_ words: ArraySlice<DateWord>, today: CivilDate) throws(DateInputError)
    -> DatePhrase?
  {
    let keys = Array(words.map(\.key))
    switch keys {
    case ["today"]: return .day(today)
    case ["now"]: return .now
    case ["tomorrow"]: return try .day(today.adding(days: 1))
    case ["yesterday"]: return try .day(today.adding(days: -1))
    case ["day", "after", "tomorrow"]: return try .day(today.adding(days: 2))
    case ["day", "before", "yesterday"]: return try .day(today.adding(days: -2))
    default: break
    }
    if let phrase = try neighbour(keys, today: today) { return phrase }
    if keys.first == "in", let found = try quantity(keys.dropFirst()) {
      return phrase(found.count, found.unit)
    }
    if keys.last == "ago", let found = try quantity(keys.dropLast()) {
      return phrase(-found.count, found.unit)
    }
    if keys.suffix(2) == ["from", "now"], let found = try quantity(keys.dropLast(2)) {
      return phrase(found.count, found.unit)
    }
    if let sign = keys.first?.first, sign == "+" || sign == "-" {
      var unsigned = keys
      unsigned[0].removeFirst()
      guard let found = try quantity(unsigned[...]) else { return nil }
      return phrase(sign == "-" ? -found.count : found.count, found.unit)
    }
    return nil
  }

  /// Reads "next week", "last month", "this friday", "friday", "next friday", "last monday".
  private static func neighbour(_ keys: [String], today: CivilDate) throws(DateInputError)
    -> DatePhrase?
  {
    let (direction, name) = keys.count == 2 ? (keys[0], keys[1]) : ("this", keys[0])
    guard keys.count <= 2, ["next", "last", "this"].contains(direction) else { return nil }
    let step = direction == "next" ? 1 : -1
    if let weekday = MonthNames.weekday(name) {
      let ahead = (weekday - today.weekday + 7) % 7
      let days: Int
      switch direction {
      case "next": days = ahead == 0 ? 7 : ahead
      case "last": days = -((7 - ahead) % 7 == 0 ? 7 : (7 - ahead) % 7)
      default: days = ahead
      }
      return try .day(today.adding(days: days))
    }
    guard direction != "this" else { return nil }
    switch name {
    case "week": return .shift(CalendarShift(days: 7 * step))
    case "month": return .shift(CalendarShift(months: step))
    case "year": return .shift(CalendarShift(years: step))
    default: return nil
    }
  }

  /// Reads a count and a unit: "3 days", "3d", "3days", "a week".
  private static func quantity(_ keys: ArraySlice<String>) throws(DateInputError)
    -> (count: Int, unit: Unit)?
  {
    let number: Substring
    let unitName: Substring
    switch keys.count {
    case 1:
      guard let word = keys.first,
        let split = word.firstIndex(where: { !Digits.isDigit($0) }), split != word.startIndex
      else { return nil }
      number = word[..<split]
      unitName = word[split...]
    case 2:
      guard let first = keys.first, let last = keys.last else { return nil }
      number = first == "a" || first == "an" ? "1" : Substring(first)
      unitName = Substring(last)
    default: return nil
    }
    guard Digits.only(number), let unit = units[String(unitName)] else { return nil }
    return (try Digits.value(number), unit)
  }

  private static func phrase(_ count: Int, _ unit: Unit) -> DatePhrase {
    // Counts have at most nine digits (see `Digits.value`), so these products cannot overflow.
    switch unit {
    case .day: .shift(CalendarShift(days: count))
    case .week: .shift(CalendarShift(days: count * 7))
    case .month: .shift(CalendarShift(months: count))
    case .year: .shift(CalendarShift(years: count))
    case .hour: .seconds(count * 3600)
    case .minute: .seconds(count * 60)
    case .second: .seconds(count)
    }
  }
}
