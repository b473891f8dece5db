/// What the date part of a text names, before a kind and a time of day turn it into a value.
///
/// A named day ("tomorrow", "next friday", "27 Nov") starts at 00:00 when a datetime is
/// wanted, while a shift ("in 3 days", "+1w") is counted from now and so keeps the current
/// time of day; that is the difference between the cases.
enum DatePhrase: Sendable, Hashable {
  /// A calendar day.
  case day(CivilDate)
  /// Calendar units counted from now ("in 1 month", "2 weeks ago", "next year").
  case shift(CalendarShift)
  /// Clock units counted from now ("in 2 hours"); only a datetime can be that precise.
  case seconds(Int)
  /// The present instant.
  case now

  /// Reads `words` entirely as a date phrase, relative or absolute; a leading "on" is allowed.
  ///
  /// - Parameters:
  ///   - words: The words to read; all of them must belong to the phrase.
  ///   - today: The current day in the parser's time zone.
  ///   - order: How to read numeric dates like `03/04/2026`.
  /// - Returns: The phrase, or nil when the words do not have the shape of a date.
  /// - Throws: `DateInputError` when they have that shape but name no day ("Feb 30").
  static func parse(_ words: ArraySlice<DateWord>, today: CivilDate, order: DateOrder)
    throws(DateInputError) -> DatePhrase?
  {
    var words = words
    if words.count > 1, words.first?.key == "on" { words = words.dropFirst() }
    guard !words.isEmpty else { return nil }
    if let phrase = try RelativeDatePhrase.parse(words, today: today) { return phrase }
    return try AbsoluteDatePhrase.parse(words, today: today, order: order).map { .day($0) }
  }

  /// The day this phrase names, for a date field.
  ///
  /// - Parameters:
  ///   - today: The current day in the parser's time zone.
  ///   - words: The phrase as typed, for the error message.
  /// - Returns: The calendar day.
  /// - Throws: `DateInputError` for clock units ("in 2 hours") or a shift beyond year 9999.
  func day(today: CivilDate, words: some Collection<DateWord>) throws(DateInputError)
    -> CivilDate
  {
    switch self {
    case .day(let day): return day
    case .shift(let shift): return try today.adding(shift)
    case .now: return today
    case .seconds:
      throw DateInputError(
        "\(DateWord.quoted(words)) is too precise for a date; count in days, weeks, months or years"
      )
    }
  }
}
