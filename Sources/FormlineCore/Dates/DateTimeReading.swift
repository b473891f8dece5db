/// How the words of a text split into a date phrase and a time of day, either one optional.
///
/// Every split is tried ("tomorrow at 5pm", "9am tomorrow", "Nov 27 14:00") so that the
/// parts can come in either order; the first that reads fully wins, and a text that reads
/// no way at all fails with the first specific error met (such as an impossible day).
struct DateTimeReading: Sendable {
  var date: DatePhrase?
  var dateWords: ArraySlice<DateWord>
  var time: TimeOfDay?
  var timeWords: ArraySlice<DateWord>

  /// Reads all of `words` as a date, a time, or both.
  ///
  /// - Parameters:
  ///   - words: The words of the text.
  ///   - today: The current day in the parser's time zone.
  ///   - order: How to read numeric dates like `03/04/2026`.
  /// - Returns: The reading, or nil when the words do not read as a date or a time.
  /// - Throws: `DateInputError` when the only readings found name something impossible.
  static func read(_ words: ArraySlice<DateWord>, today: CivilDate, order: DateOrder)
    throws(DateInputError) -> DateTimeReading?
  {
    var firstError: DateInputError?
    let empty = words[words.startIndex..<words.startIndex]
    var splits: [(date: ArraySlice<DateWord>, time: ArraySlice<DateWord>)] = [
      (words, empty), (empty, words),
    ]
    // Longer date parts first, so that "feb 29 2027 9am" reports 2027 rather than "feb 29"
    // of the current year.
    for index in words.indices.dropFirst().reversed() {
      splits.append((words[..<index], words[index...]))
    }
    for index in words.indices.dropFirst() {
      splits.append((words[index...], words[..<index]))
    }
    for split in splits {
      do throws(DateInputError) {
        if let reading = try read(date: split.date, time: split.time, today: today, order: order) {
          return reading
        }
      } catch {
        firstError = firstError ?? error
      }
    }
    if let firstError { throw firstError }
    return nil
  }

  private static func read(
    date dateWords: ArraySlice<DateWord>, time timeWords: ArraySlice<DateWord>,
    today: CivilDate, order: DateOrder
  ) throws(DateInputError) -> DateTimeReading? {
    guard !dateWords.isEmpty || !timeWords.isEmpty else { return nil }
    var date: DatePhrase?
    var time: TimeOfDay?
    if !dateWords.isEmpty {
      guard let phrase = try DatePhrase.parse(dateWords, today: today, order: order) else {
        return nil
      }
      date = phrase
    }
    if !timeWords.isEmpty {
      guard let clock = try TimeOfDayParser.parse(timeWords) else { return nil }
      time = clock
    }
    if let date, time != nil {
      switch date {
      case .now, .seconds:
        throw DateInputError(
          "\(DateWord.quoted(dateWords)) already names a time; it cannot take"
            + " \(DateWord.quoted(timeWords))")
      case .day, .shift: break
      }
    }
    return DateTimeReading(date: date, dateWords: dateWords, time: time, timeWords: timeWords)
  }

  /// The words that could not be read: what follows the longest prefix that reads, or
  /// what precedes the longest suffix that reads, or else all of them.
  ///
  /// - Parameters:
  ///   - words: The words of a text that did not read.
  ///   - today: The current day in the parser's time zone.
  ///   - order: How to read numeric dates.
  /// - Returns: The words to name in the error message.
  static func unread(_ words: ArraySlice<DateWord>, today: CivilDate, order: DateOrder)
    -> ArraySlice<DateWord>
  {
    for end in words.indices.dropFirst().reversed() where reads(words[..<end], today, order) {
      return words[end...]
    }
    for start in words.indices.dropFirst() where reads(words[start...], today, order) {
      return words[..<start]
    }
    return words
  }

  private static func reads(_ words: ArraySlice<DateWord>, _ today: CivilDate, _ order: DateOrder)
    -> Bool
  {
    do {
      return try read(words, today: today, order: order) != nil
    } catch {
      return true
    }
  }
}
