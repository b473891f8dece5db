/// What the date part of a text names, before a kind and a time of day turn it into a value.
///
/// A named day ("tomorrow", "next friday", "27 Nov") starts at 00:00 when a datetime is
/// wanted, while a shift ("in 3 days", "+1w", "in 2 hours") is counted from now and so keeps
/// the current time of day; that is the difference between the cases.
enum DatePhrase: Sendable, Hashable {
  /// A calendar day.
  case day(CivilDate)
  /// A move counted from now ("in 1 month", "2 weeks ago", "next year", "in 2 hours").
  case shift(DateOffset)
  /// The present instant.
  case now

  /// Reads `words` entirely as a date phrase, relative or absolute; a leading "on" is allowed.
  ///
  /// - Parameters:
  ///   - words: The words to read; all of them must belong to the phrase.
  ///   - context: The current day, the order of numeric dates, and which way a date
  ///     without a year resolves.
  /// - Returns: The phrase, or nil when the words do not have the shape of a date.
  /// - Throws: `DateInputError` when they have that shape but name no day ("Feb 30").
  static func parse(_ words: ArraySlice<DateWord>, context: DateContext)
    throws(DateInputError) -> DatePhrase?
  {
    var words = words
    if words.count > 1, words.first?.key == "on" { words = words.dropFirst() }
    guard !words.isEmpty else { return nil }
    if let phrase = try RelativeDatePhrase.parse(words, context: context) { return phrase }
    return try AbsoluteDatePhrase.parse(words, context: context).map { .day($0) }
  }

  /// Whether the phrase names a moment more precise than a day.
  ///
  /// That is now, or a move in hours, minutes or seconds; such a phrase takes no time of day.
  var namesATime: Bool {
    switch self {
    case .now: true
    case .shift(let offset): offset.seconds != 0 || !offset.clockUnits.isEmpty
    case .day: false
    }
  }
}
