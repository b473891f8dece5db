/// A wall-clock time as typed, with the UTC offset that ISO text may carry.
struct TimeOfDay: Sendable, Hashable {
  var hour: Int
  var minute: Int
  var second: Int
  /// Seconds east of UTC when the text named an offset ("Z", "+01:00", "UTC").
  var offset: Int?

  var secondsIntoDay: Int { hour * 3600 + minute * 60 + second }
}

/// Reads times of day: `14:30`, `14:30:15`, `2:30pm`, `2pm`, `noon`, `midnight`, `14:30Z`,
/// and parts of the day at the hours dateparser gives them: "this morning" 09:00, "this
/// afternoon" 15:00, "this evening" 18:00 (parsedatetime agrees), "tonight" 20:00; with a
/// day, "tomorrow morning", "friday evening", "tomorrow night".
///
/// A bare number ("14") is not a time: it is more often a day or a typo, and guessing would
/// hide the mistake. With am/pm the hour is 1 to 12; `24:00` is refused because it names the
/// next day's 00:00 and reads back differently from how it was typed.
enum TimeOfDayParser {
  /// Reads `words` entirely as a time of day, optionally preceded by "at" and followed by an
  /// offset word ("Z", "UTC", "+01:00").
  ///
  /// - Parameter words: The words to read; all of them must belong to the time.
  /// - Returns: The time, or nil when the words do not have the shape of a time.
  /// - Throws: `DateInputError` when they have that shape but name no time ("13pm", "24:00").
  static func parse(_ words: ArraySlice<DateWord>) throws(DateInputError) -> TimeOfDay? {
    var words = words
    if words.first?.key == "at" { words = words.dropFirst() }
    if let part = words.last.flatMap({ partsOfDay[$0.key] }),
      words.count == 1 || words.map(\.key).dropLast() == ["this"]
        || words.map(\.key).dropLast() == ["in", "the"]
    {
      return TimeOfDay(hour: part, minute: 0, second: 0)
    }
    guard let first = words.first, words.count <= 2 else { return nil }
    guard var time = try parse(word: first.key) else { return nil }
    if words.count == 2, let last = words.last {
      guard time.offset == nil, let offset = try offset(last.key, standalone: true) else {
        return nil
      }
      time.offset = offset
    }
    return time
  }

  /// The hours that parts of the day stand for.
  static let partsOfDay = [
    "morning": 9, "afternoon": 15, "evening": 18, "night": 20, "tonight": 20,
  ]

  /// Reads one word as a time of day.
  ///
  /// - Parameter key: A lower-cased word such as "14:30", "2:30pm" or "14:30:00+01:00".
  /// - Returns: The time, or nil when the word does not have the shape of a time.
  /// - Throws: `DateInputError` when it has that shape but names no time.
  static func parse(word key: String) throws(DateInputError) -> TimeOfDay? {
    switch key {
    case "noon", "midday": return TimeOfDay(hour: 12, minute: 0, second: 0)
    case "midnight": return TimeOfDay(hour: 0, minute: 0, second: 0)
    default: break
    }
    var rest = Substring(key)
    let meridiem = stripMeridiem(&rest)
    let (clock, offsetText) = splitOffset(rest)
    let parts = clock.split(separator: ":", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count), parts.count > 1 || meridiem != nil else { return nil }
    guard Digits.only(parts[0]), parts[0].count <= 2 else { return nil }
    let hour = try Digits.value(parts[0])
    var minute = 0
    var second = 0
    if parts.count > 1 {
      guard Digits.only(parts[1]), parts[1].count == 2 else { return nil }
      minute = try Digits.value(parts[1])
    }
    if parts.count > 2 {
      // Fractions of a second (as in JavaScript's ".000Z") are accepted and dropped.
      let whole = parts[2].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
      guard Digits.only(whole[0]), whole[0].count == 2 else { return nil }
      guard whole.count == 1 || Digits.only(whole[1]) else { return nil }
      second = try Digits.value(whole[0])
    }
    var time = try validated(hour: hour, minute: minute, second: second, meridiem: meridiem)
    if let offsetText {
      guard meridiem == nil, parts.count > 1,
        let offset = try offset(String(offsetText), standalone: false)
      else { return nil }
      time.offset = offset
    }
    return time
  }

  /// Reads a UTC offset: "z", "+01:00", "+0100", "+01", "-05:00"; also "utc"/"gmt" as words.
  ///
  /// - Parameters:
  ///   - key: The lower-cased offset text.
  ///   - standalone: Whether the offset is its own word, where "utc" and "gmt" are allowed.
  /// - Returns: Seconds east of UTC, or nil when the text is not an offset.
  /// - Throws: `DateInputError` for an offset beyond ±18:00 or with minutes over 59.
  static func offset(_ key: String, standalone: Bool) throws(DateInputError) -> Int? {
    if key == "z" || (standalone && (key == "utc" || key == "gmt")) { return 0 }
    guard let sign = key.first, sign == "+" || sign == "-" else { return nil }
    var digits = key.dropFirst()
    if digits.count == 5, digits.dropFirst(2).first == ":" {
      digits = digits.prefix(2) + digits.suffix(2)
    }
    guard Digits.only(digits), digits.count == 2 || digits.count == 4 else { return nil }
    let hours = try Digits.value(digits.prefix(2))
    let minutes = try digits.count == 4 ? Digits.value(digits.suffix(2)) : 0
    guard hours <= 18, minutes <= 59 else {
      throw DateInputError("the UTC offset \(key) is out of range (-18:00 to +18:00)")
    }
    let seconds = hours * 3600 + minutes * 60
    return sign == "-" ? -seconds : seconds
  }

  private static func validated(hour: Int, minute: Int, second: Int, meridiem: String?)
    throws(DateInputError) -> TimeOfDay
  {
    guard minute <= 59 else { throw DateInputError("minute \(minute) does not exist (0 to 59)") }
    guard second <= 59 else { throw DateInputError("second \(second) does not exist (0 to 59)") }
    guard let meridiem else {
      guard hour <= 23 else {
        if hour == 24 && minute == 0 && second == 0 {
          throw DateInputError("24:00 is not accepted; write 00:00 of the next day")
        }
        throw DateInputError("hour \(hour) does not exist (0 to 23)")
      }
      return TimeOfDay(hour: hour, minute: minute, second: second)
    }
    guard (1...12).contains(hour) else {
      throw DateInputError("\(hour)\(meridiem): with am/pm the hour must be 1 to 12")
    }
    // 12am is the start of the day and 12pm is noon.
    let hour24 = hour % 12 + (meridiem == "pm" ? 12 : 0)
    return TimeOfDay(hour: hour24, minute: minute, second: second)
  }

  private static func stripMeridiem(_ text: inout Substring) -> String? {
    for (suffix, meridiem) in [
      ("a.m.", "am"), ("p.m.", "pm"), ("a.m", "am"), ("p.m", "pm"), ("am", "am"), ("pm", "pm"),
    ] where text.hasSuffix(suffix) {
      text = text.dropLast(suffix.count)
      return meridiem
    }
    return nil
  }

  /// Separates a trailing "z" or "+hh:mm"/"-hh:mm" from the clock digits.
  private static func splitOffset(_ text: Substring) -> (Substring, Substring?) {
    if text.hasSuffix("z") { return (text.dropLast(), text.suffix(1)) }
    if let index = text.firstIndex(where: { $0 == "+" || $0 == "-" }) {
      return (text[..<index], text[index...])
    }
    return (text, nil)
  }
}
