/// Reading back values formline stored itself (answers files, `--set` of ISO text).
///
/// Stored text is machine-written, so only the ISO shapes `iso` produces are accepted; a
/// natural-language reading here would make an answers file mean different things on
/// different days.
extension DateInputParser {
  /// Reads stored ISO 8601 text as a `kind`, strictly.
  ///
  /// ```
  /// ✅ "2026-11-27" as .date                    → 2026-11-27
  /// ✅ "14:30" or "14:30:15" as .time            → 14:30, 14:30:15
  /// ✅ "2026-11-27T17:00:00+01:00" as .datetime  → same instant, shown at +01:00
  /// ✅ "2026-11-27T17:00" as .datetime           → 17:00 in `timeZone`
  /// ✅ "5400" or "PT1H30M" as .duration          → 5400
  /// ❌ "27 Nov 2026" as .date
  ///    → '27 Nov 2026' is not an ISO 8601 date (YYYY-MM-DD)
  /// ```
  /// - Parameters:
  ///   - text: The stored text; surrounding spaces are not allowed.
  ///   - kind: The kind of the field the text belongs to.
  ///   - timeZone: The zone of a datetime written without an offset. A datetime with an
  ///     offset keeps that offset, so that writing it again gives the same text.
  /// - Returns: The value.
  /// - Throws: `DateInputError` when the text is not ISO 8601 of that kind or names an
  ///   impossible date or time. Nothing else is thrown.
  package static func parseStored(
    _ text: String, as kind: TemporalKind, timeZone: Zone
  )
    throws(DateInputError) -> TemporalValue
  {
    // No stored value comes close; refusing long text first keeps the work small.
    guard text.count <= 40 else {
      throw DateInputError("'\(text.prefix(40))…' is too long to be a stored \(kind.rawValue)")
    }
    let key = text.lowercased()
    switch kind {
    case .date:
      guard matches(key, "dddd-dd-dd") else {
        throw DateInputError("'\(text)' is not an ISO 8601 date (YYYY-MM-DD)")
      }
      return .date(try storedDate(key))
    case .time:
      guard matches(key, "dd:dd") || matches(key, "dd:dd:dd"),
        let time = try TimeOfDayParser.parse(word: key)
      else { throw DateInputError("'\(text)' is not an ISO 8601 time (HH:MM or HH:MM:SS)") }
      return .time(hour: time.hour, minute: time.minute, second: time.second)
    case .datetime:
      return try storedDatetime(key, text: text, timeZone: timeZone)
    case .duration:
      if Digits.only(key) { return .duration(seconds: try DurationParser.seconds(key)) }
      guard key.hasPrefix("p") else {
        throw DateInputError("'\(text)' is not a duration in seconds or ISO 8601 (PT1H30M)")
      }
      return .duration(seconds: try DurationParser.iso(key, text: text))
    }
  }

  private static func storedDate(_ key: some StringProtocol) throws(DateInputError) -> CivilDate {
    let parts = key.split(separator: "-")
    guard parts.count == 3 else { throw DateInputError("'\(key)' is not an ISO 8601 date") }
    return try CivilDate(
      year: Digits.value(parts[0]), month: Digits.value(parts[1]), day: Digits.value(parts[2]))
  }

  private static func storedDatetime(_ key: String, text: String, timeZone: Zone)
    throws(DateInputError) -> TemporalValue
  {
    let invalid = DateInputError(
      "'\(text)' is not an ISO 8601 date and time (YYYY-MM-DDTHH:MM:SS+hh:mm)")
    let datePart = key.prefix(10)
    let timePart = key.dropFirst(11)
    guard matches(datePart, "dddd-dd-dd"), key.dropFirst(10).first == "t",
      matches(timePart.prefix(5), "dd:dd"), !timePart.contains(where: { $0.isLetter && $0 != "z" }),
      let time = try TimeOfDayParser.parse(word: String(timePart))
    else { throw invalid }
    let local = LocalDateTime(date: try storedDate(datePart), secondsIntoDay: time.secondsIntoDay)
    guard let offset = time.offset else {
      return .datetime(try local.instant(in: timeZone, lenient: false), timeZone: timeZone)
    }
    return .datetime(local.instant(offset: offset), timeZone: Zone(fixedOffset: offset))
  }

  /// Whether `text` has the shape `pattern`, where `d` is an ASCII digit and any other
  /// character stands for itself.
  private static func matches(_ text: some StringProtocol, _ pattern: String) -> Bool {
    text.count == pattern.count
      && zip(text, pattern).allSatisfy { (character, expected) in
        expected == "d" ? Digits.isDigit(character) : character == expected
      }
  }
}
