/// Finds how the words of one text split into a date, a time of day and a move from them.
///
/// Every split into date and time is tried ("tomorrow at 5pm", "9am tomorrow", "Nov 27
/// 14:00") so that the parts can come in either order; the first that reads fully wins, and
/// a text that reads no way at all fails with the first specific error met (such as an
/// impossible day). A move is written after its anchor ("4pm + 3 days", "friday - 2d") or
/// before it ("1 week from tomorrow", "5 minutes before now", "2 days after friday").
///
/// Trying every split (and, for an error message, every prefix and suffix) asks for the
/// same runs of words again and again: a text of 16 words asks for thousands of readings
/// but has only 136 runs. So each run is read once as a date, a time and an offset, and the
/// answer (or the error) kept; a reader serves one text and is then dropped.
final class DateTimeReader {
  private let context: DateContext
  private var dates: [Range<Int>: Result<DatePhrase?, DateInputError>] = [:]
  private var times: [Range<Int>: Result<TimeOfDay?, DateInputError>] = [:]
  private var offsets: [Range<Int>: Result<DateOffset?, DateInputError>] = [:]
  private var readings: [Range<Int>: Result<DateTimeReading?, DateInputError>] = [:]

  /// - Parameter context: The current day, the order of numeric dates, which way a date
  ///   without a year resolves.
  init(context: DateContext) {
    self.context = context
  }

  /// Reads all of `words` as a date, a time, or both, possibly moved by an offset.
  ///
  /// - Parameter words: The words of the text, or a run of them; runs of one text share
  ///   indices, which is what the reader remembers them by.
  /// - Returns: The reading, or nil when the words do not read as a date or a time.
  /// - Throws: `DateInputError` when the only readings found name something impossible.
  func read(_ words: ArraySlice<DateWord>) throws(DateInputError) -> DateTimeReading? {
    try remembered(words, in: \.readings) { () throws(DateInputError) in
      var firstError: DateInputError?
      do throws(DateInputError) {
        if let reading = try anchored(words) { return reading }
      } catch {
        firstError = error
      }
      do throws(DateInputError) {
        if let reading = try unmoved(words) { return reading }
      } catch {
        firstError = firstError ?? error
      }
      if let firstError { throw firstError }
      return nil
    }
  }

  /// The words that could not be read: what follows the longest prefix that reads, or
  /// what precedes the longest suffix that reads, or else all of them.
  ///
  /// - Parameter words: The words of a text that did not read.
  /// - Returns: The words to name in the error message.
  func unread(_ words: ArraySlice<DateWord>) -> ArraySlice<DateWord> {
    for end in words.indices.dropFirst().reversed() where reads(words[..<end]) {
      return words[end...]
    }
    for start in words.indices.dropFirst() where reads(words[start...]) {
      return words[..<start]
    }
    return words
  }

  private func reads(_ words: ArraySlice<DateWord>) -> Bool {
    do {
      return try read(words) != nil
    } catch {
      return true
    }
  }

  /// Reads "ANCHOR + COUNTS", "ANCHOR - COUNTS", "COUNTS from|after|before ANCHOR".
  private func anchored(_ words: ArraySlice<DateWord>) throws(DateInputError)
    -> DateTimeReading?
  {
    var firstError: DateInputError?
    for index in words.indices.dropFirst() {
      let key = words[index].key
      var anchorWords = words[..<index]
      var offsetWords = words[(index + 1)...]
      var backwards = false
      var signJoined = false
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
        signJoined = true
      }
      guard !anchorWords.isEmpty, !offsetWords.isEmpty || signJoined else { continue }
      do throws(DateInputError) {
        guard
          var offset = try signJoined ? unsignedOffset(words[index...]) : offsetPhrase(offsetWords)
        else { continue }
        if backwards { offset = offset.negated() }
        // "from now" and "from today" count from this moment, as "in" does.
        if ["now", "today"].contains(anchorWords.map(\.key).joined(separator: " ")) {
          return DateTimeReading(
            date: .shift(offset), dateWords: words, time: nil, timeWords: [])
        }
        guard var reading = try unmoved(anchorWords) else { continue }
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

  /// The counts of "+3d 2h" without the sign joined to the first; these words are not a
  /// run of the text, so they are read afresh.
  private func unsignedOffset(_ words: ArraySlice<DateWord>) throws(DateInputError)
    -> DateOffset?
  {
    guard let first = words.first else { return nil }
    var counts = Array(words)
    counts[0] = DateWord(first.text.dropFirst())
    return try OffsetPhrase.parse(counts[...])
  }

  private func unmoved(_ words: ArraySlice<DateWord>) throws(DateInputError) -> DateTimeReading? {
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
        if let reading = try read(date: split.date, time: split.time) { return reading }
      } catch {
        firstError = firstError ?? error
      }
    }
    if let firstError { throw firstError }
    return nil
  }

  private func read(date dateWords: ArraySlice<DateWord>, time timeWords: ArraySlice<DateWord>)
    throws(DateInputError) -> DateTimeReading?
  {
    guard !dateWords.isEmpty || !timeWords.isEmpty else { return nil }
    var date: DatePhrase?
    var time: TimeOfDay?
    if !dateWords.isEmpty {
      guard let phrase = try self.date(dateWords) else { return nil }
      date = phrase
    }
    if !timeWords.isEmpty {
      guard let clock = try self.time(timeWords) else { return nil }
      time = clock
    }
    if let date, time != nil, date.namesATime {
      throw DateInputError(
        "\(DateWord.quoted(dateWords)) already names a time; it cannot take"
          + " \(DateWord.quoted(timeWords))")
    }
    return DateTimeReading(date: date, dateWords: dateWords, time: time, timeWords: timeWords)
  }

  private func date(_ words: ArraySlice<DateWord>) throws(DateInputError) -> DatePhrase? {
    try remembered(words, in: \.dates) { () throws(DateInputError) in
      try DatePhrase.parse(words, context: context)
    }
  }

  private func time(_ words: ArraySlice<DateWord>) throws(DateInputError) -> TimeOfDay? {
    try remembered(words, in: \.times) { () throws(DateInputError) in
      try TimeOfDayParser.parse(words)
    }
  }

  private func offsetPhrase(_ words: ArraySlice<DateWord>) throws(DateInputError) -> DateOffset? {
    try remembered(words, in: \.offsets) { () throws(DateInputError) in
      try OffsetPhrase.parse(words)
    }
  }

  /// What `read` gave for the run `words` the first time it was asked, read now if never.
  ///
  /// The memory is named by a key path rather than passed `inout`, so that it is not held
  /// open while `read` runs and reads other runs.
  private func remembered<Value>(
    _ words: ArraySlice<DateWord>,
    in memory: ReferenceWritableKeyPath<
      DateTimeReader, [Range<Int>: Result<Value, DateInputError>]
    >,
    _ read: () throws(DateInputError) -> Value
  ) throws(DateInputError) -> Value {
    let run = words.indices
    if let known = self[keyPath: memory][run] { return try known.get() }
    let result: Result<Value, DateInputError>
    do throws(DateInputError) {
      result = .success(try read())
    } catch {
      result = .failure(error)
    }
    self[keyPath: memory][run] = result
    return try result.get()
  }
}
