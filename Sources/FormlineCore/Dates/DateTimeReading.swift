/// How the words of a text split into a date phrase, a time of day, and a move from them,
/// each one optional.
///
/// Every split into date and time is tried ("tomorrow at 5pm", "9am tomorrow", "Nov 27
/// 14:00") so that the parts can come in either order; the first that reads fully wins, and
/// a text that reads no way at all fails with the first specific error met (such as an
/// impossible day). A move is written after its anchor ("4pm + 3 days", "friday - 2d") or
/// before it ("1 week from tomorrow", "5 minutes before now", "2 days after friday").
struct DateTimeReading: Sendable {
  var date: DatePhrase?
  var dateWords: ArraySlice<DateWord>
  var time: TimeOfDay?
  var timeWords: ArraySlice<DateWord>
  /// A move from the moment that the date and time name.
  var offset: DateOffset?
  var offsetWords: ArraySlice<DateWord> = []

  /// Reads all of `words` as a date, a time, or both, possibly moved by an offset.
  ///
  /// - Parameters:
  ///   - words: The words of the text.
  ///   - context: The current day, the order of numeric dates, which way a date without a
  ///     year resolves.
  /// - Returns: The reading, or nil when the words do not read as a date or a time.
  /// - Throws: `DateInputError` when the only readings found name something impossible.
  static func read(_ words: ArraySlice<DateWord>, context: DateContext)
    throws(DateInputError) -> DateTimeReading?
  {
    var firstError: DateInputError?
    do throws(DateInputError) {
      if let reading = try anchored(words, context: context) { return reading }
    } catch {
      firstError = error
    }
    do throws(DateInputError) {
      if let reading = try unmoved(words, context: context) { return reading }
    } catch {
      firstError = firstError ?? error
    }
    if let firstError { throw firstError }
    return nil
  }

  /// Reads "ANCHOR + COUNTS", "ANCHOR - COUNTS", "COUNTS from|after|before ANCHOR".
  private static func anchored(_ words: ArraySlice<DateWord>, context: DateContext)
    throws(DateInputError) -> DateTimeReading?
  {
    var firstError: DateInputError?
    for index in words.indices.dropFirst() {
      let key = words[index].key
      var anchorWords = words[..<index]
      var offsetWords = words[(index + 1)...]
      var backwards = false
      switch key {
      case "+", "plus", "-", "minus":
        backwards = key == "-" || key == "minus"
      case "from", "after", "before":
        (anchorWords, offsetWords) = (offsetWords, anchorWords)
        backwards = key == "before"
      default:
        // "4pm +3d": the sign joined to the first count.
        guard let sign = key.first, sign == "+" || sign == "-", key.count > 1 else { continue }
        backwards = sign == "-"
        var counts = Array(words[index...])
        counts[0] = DateWord(counts[0].text.dropFirst())
        offsetWords = counts[...]
      }
      guard !anchorWords.isEmpty, !offsetWords.isEmpty else { continue }
      do throws(DateInputError) {
        guard var offset = try OffsetPhrase.parse(offsetWords) else { continue }
        if backwards { offset = offset.negated() }
        // "from now" and "from today" count from this moment, as "in" does.
        if ["now", "today"].contains(anchorWords.map(\.key).joined(separator: " ")) {
          return DateTimeReading(
            date: .shift(offset), dateWords: words, time: nil, timeWords: [])
        }
        guard var reading = try unmoved(anchorWords, context: context) else { continue }
        reading.offset = offset
        reading.offsetWords = words
        return reading
      } catch {
        firstError = firstError ?? error
      }
    }
    if let firstError { throw firstError }
    return nil
  }

  private static func unmoved(_ words: ArraySlice<DateWord>, context: DateContext)
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
        if let reading = try read(date: split.date, time: split.time, context: context) {
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
    context: DateContext
  ) throws(DateInputError) -> DateTimeReading? {
    guard !dateWords.isEmpty || !timeWords.isEmpty else { return nil }
    var date: DatePhrase?
    var time: TimeOfDay?
    if !dateWords.isEmpty {
      guard let phrase = try DatePhrase.parse(dateWords, context: context) else {
        return nil
      }
      date = phrase
    }
    if !timeWords.isEmpty {
      guard let clock = try TimeOfDayParser.parse(timeWords) else { return nil }
      time = clock
    }
    if let date, time != nil, date.namesATime {
      throw DateInputError(
        "\(DateWord.quoted(dateWords)) already names a time; it cannot take"
          + " \(DateWord.quoted(timeWords))")
    }
    return DateTimeReading(date: date, dateWords: dateWords, time: time, timeWords: timeWords)
  }

  /// The words that could not be read: what follows the longest prefix that reads, or
  /// what precedes the longest suffix that reads, or else all of them.
  ///
  /// - Parameters:
  ///   - words: The words of a text that did not read.
  ///   - context: As for `read`.
  /// - Returns: The words to name in the error message.
  static func unread(_ words: ArraySlice<DateWord>, context: DateContext)
    -> ArraySlice<DateWord>
  {
    for end in words.indices.dropFirst().reversed() where reads(words[..<end], context) {
      return words[end...]
    }
    for start in words.indices.dropFirst() where reads(words[start...], context) {
      return words[..<start]
    }
    return words
  }

  private static func reads(_ words: ArraySlice<DateWord>, _ context: DateContext) -> Bool {
    do {
      return try read(words, context: context) != nil
    } catch {
      return true
    }
  }
}
