/// Reads dates relative to today: "today", "tomorrow", "in 3 days", "2 weeks ago", "+3d",
/// "-1w", "5 days", "next month", "friday", "next friday", "last monday".
///
/// Weekdays: "friday" is the coming Friday, a week on when today is a Friday (the latest
/// Friday before today when the context prefers the past); "this friday" is today when today
/// is a Friday, otherwise the coming one; "next friday" is the first Friday strictly after
/// today; "last friday" the latest strictly before today. A count with a unit and no
/// direction ("5 days", "2h") counts forward from now. Counts and units are read by
/// `OffsetPhrase`, where `m` is minutes and `mo` months.
enum RelativeDatePhrase {
  /// Reads `words` entirely as a relative date phrase.
  ///
  /// - Parameters:
  ///   - words: The words to read; all of them must belong to the phrase.
  ///   - context: The current day and which way a bare weekday resolves.
  /// - Returns: The phrase, or nil when the words are not a relative phrase.
  /// - Throws: `DateInputError` when a count is too large ("in 99999999999999 days").
  static func parse(_ words: ArraySlice<DateWord>, context: DateContext) throws(DateInputError)
    -> DatePhrase?
  {
    let today = context.today
    let keys = Array(words.map(\.key))
    switch keys {
    case ["today"]: return .day(today)
    case ["now"], ["right", "now"]: return .now
    case ["tomorrow"]: return try .day(today.adding(days: 1))
    case ["yesterday"]: return try .day(today.adding(days: -1))
    case ["day", "after", "tomorrow"], ["the", "day", "after", "tomorrow"]:
      return try .day(today.adding(days: 2))
    case ["day", "before", "yesterday"], ["the", "day", "before", "yesterday"]:
      return try .day(today.adding(days: -2))
    default: break
    }
    if let phrase = try neighbour(keys, context: context) { return phrase }
    if keys.first == "in", let offset = try OffsetPhrase.parse(words.dropFirst()) {
      return .shift(offset)
    }
    if keys.last == "ago", let offset = try OffsetPhrase.parse(words.dropLast()) {
      return .shift(offset.negated())
    }
    if let first = words.first, let sign = first.key.first, sign == "+" || sign == "-" {
      var unsigned = Array(words)
      unsigned[0] = DateWord(first.text.dropFirst())
      if unsigned[0].key.isEmpty { unsigned.removeFirst() }
      guard let offset = try OffsetPhrase.parse(unsigned[...]) else { return nil }
      return .shift(sign == "-" ? offset.negated() : offset)
    }
    return try OffsetPhrase.parse(words).map { .shift($0) }
  }

  /// Reads "next week", "last month", "this friday", "friday", "next friday", "last monday".
  private static func neighbour(_ keys: [String], context: DateContext) throws(DateInputError)
    -> DatePhrase?
  {
    let today = context.today
    let (direction, name) = keys.count == 2 ? (keys[0], keys[1]) : ("", keys[0])
    guard keys.count <= 2, ["next", "last", "this", ""].contains(direction) else { return nil }
    if let weekday = MonthNames.weekday(name) {
      let ahead = (weekday - today.weekday + 7) % 7
      let behind = (today.weekday - weekday + 7) % 7
      let days: Int
      switch direction {
      case "next": days = ahead == 0 ? 7 : ahead
      case "last": days = behind == 0 ? -7 : -behind
      case "this": days = ahead
      default:
        if context.prefersPast {
          days = behind == 0 ? -7 : -behind
        } else {
          days = ahead == 0 ? 7 : ahead
        }
      }
      return try .day(today.adding(days: days))
    }
    guard direction == "next" || direction == "last" else { return nil }
    let step = direction == "next" ? 1 : -1
    switch name {
    case "week": return .shift(DateOffset(calendar: CalendarShift(days: 7 * step)))
    case "month": return .shift(DateOffset(calendar: CalendarShift(months: step)))
    case "year": return .shift(DateOffset(calendar: CalendarShift(years: step)))
    default: return nil
    }
  }
}
