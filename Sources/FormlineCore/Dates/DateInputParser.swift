public import Foundation

/// Reads what people type into date, time, datetime and duration fields (SPEC §2.8).
///
/// Everything relative ("tomorrow", "in 3 days", a date without a year, a time without a
/// date) is counted from `now` as seen in `timeZone`, so a fixed `now` (`--now`) makes every
/// reading reproducible. The parser is strict: a word it does not understand, an impossible
/// day or a time in the wrong kind of field is an error that names the part, never a guess.
public struct DateInputParser: Sendable {
  public var now: Date
  public var timeZone: TimeZone
  public var dateOrder: DateOrder

  /// Longer texts are refused before any work: no date phrase comes close.
  static let maximumLength = 200

  /// The default zone is the system's, looked up when first used: reading it (ICU's zone
  /// data) costs ~0.5 ms, which forms without dates should not pay at start-up.
  public init(now: Date, timeZone: TimeZone = .autoupdatingCurrent, dateOrder: DateOrder = .mdy) {
    self.now = now
    self.timeZone = timeZone
    self.dateOrder = dateOrder
  }

  /// Reads `text` as a `kind`, relative to `now` in `timeZone`.
  ///
  /// Case and surrounding spaces do not matter. A datetime given as a date alone starts at
  /// 00:00; a time alone is today at that time; a shift ("in 3 days") keeps the current time
  /// of day. Durations also accept plain seconds. With `now` = Mon 2026-11-23 10:00 UTC:
  ///
  /// ```
  /// ✅ "27 Nov 2026" as .date          → 2026-11-27
  /// ✅ "next friday" as .date          → 2026-11-27
  /// ✅ "03/04/2026" as .date (dmy)     → 2026-04-03
  /// ✅ "2:30pm" as .time               → 14:30
  /// ✅ "tomorrow at 5pm" as .datetime  → 2026-11-24T17:00:00+00:00
  /// ✅ "in 3 days" as .datetime        → 2026-11-26T10:00:00+00:00
  /// ✅ "1h30m" as .duration            → 5400
  /// ❌ "Feb 30 2026" as .date
  ///    → 30 February 2026 does not exist (February 2026 has 28 days)
  /// ❌ "tomorrow blah" as .date
  ///    → could not read 'tomorrow blah' as a date: 'blah' not understood (try …)
  /// ❌ "tomorrow 5pm" as .date
  ///    → a date takes no time of day: remove '5pm'
  /// ❌ "13pm" as .time
  ///    → 13pm: with am/pm the hour must be 1 to 12
  /// ```
  /// - Parameters:
  ///   - text: The text as typed.
  ///   - kind: The reading the field wants.
  /// - Returns: The value read; a datetime is in `timeZone`.
  /// - Throws: `DateInputError` with a message naming what was not understood. Nothing else
  ///   is thrown and no input traps, however large its numbers.
  public func parse(_ text: String, as kind: TemporalKind) throws(DateInputError)
    -> TemporalValue
  {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      throw DateInputError("nothing was given; expected \(Self.hint(kind))")
    }
    guard trimmed.count <= Self.maximumLength else {
      throw DateInputError("the text is too long to be \(Self.hint(kind))")
    }
    if kind == .duration { return .duration(seconds: try DurationParser.parse(trimmed)) }
    let words = ArraySlice(DateWord.split(trimmed))
    let clock = LocalDateTime(now, in: timeZone)
    guard let reading = try DateTimeReading.read(words, today: clock.date, order: dateOrder)
    else {
      let unread = DateTimeReading.unread(words, today: clock.date, order: dateOrder)
      let what = unread.count == words.count ? "" : ": \(DateWord.quoted(unread)) not understood"
      throw DateInputError(
        "could not read '\(trimmed)' as \(Self.hint(kind))\(what) (try \(Self.examples(kind)))")
    }
    switch kind {
    case .date: return try date(reading, clock: clock)
    case .time: return try time(reading, clock: clock)
    case .datetime, .duration: return try datetime(reading, clock: clock)
    }
  }

  /// How a reading is echoed back at the prompt ("→ Fri 27 Nov 2026").
  ///
  /// - Parameter value: A value this parser (or `parseStored`) returned.
  /// - Returns: `Fri 27 Nov 2026`, `14:30`, `Fri 27 Nov 2026 17:00 +01:00`, `1h 30m (5400 s)`.
  public func echo(_ value: TemporalValue) -> String { value.echo }

  private func date(_ reading: DateTimeReading, clock: LocalDateTime) throws(DateInputError)
    -> TemporalValue
  {
    guard reading.time == nil else {
      throw DateInputError(
        "a date takes no time of day: remove \(DateWord.quoted(reading.timeWords))")
    }
    guard let phrase = reading.date else { throw DateInputError("no date was given") }
    return .date(try phrase.day(today: clock.date, words: reading.dateWords))
  }

  private func time(_ reading: DateTimeReading, clock: LocalDateTime) throws(DateInputError)
    -> TemporalValue
  {
    if reading.date == .now && reading.time == nil {
      return .time(hour: clock.hour, minute: clock.minute, second: clock.second)
    }
    guard reading.date == nil else {
      throw DateInputError(
        "a time of day takes no date: remove \(DateWord.quoted(reading.dateWords))")
    }
    guard let time = reading.time else { throw DateInputError("no time of day was given") }
    guard time.offset == nil else {
      throw DateInputError("a time of day takes no UTC offset or time zone")
    }
    return .time(hour: time.hour, minute: time.minute, second: time.second)
  }

  private func datetime(_ reading: DateTimeReading, clock: LocalDateTime)
    throws(DateInputError) -> TemporalValue
  {
    let instant: Date
    if let time = reading.time {
      let day = try reading.date?.day(today: clock.date, words: reading.dateWords) ?? clock.date
      let local = LocalDateTime(date: day, secondsIntoDay: time.secondsIntoDay)
      if let offset = time.offset {
        instant = local.instant(offset: offset)
      } else {
        instant = try local.instant(in: timeZone, lenient: false)
      }
    } else {
      switch reading.date {
      case .none, .now?:
        instant = Date(timeIntervalSince1970: Double(LocalDateTime.wholeSeconds(now)))
      case .seconds(let seconds)?:
        instant = Date(timeIntervalSince1970: Double(LocalDateTime.wholeSeconds(now) + seconds))
      case .shift(let shift)?:
        let local = LocalDateTime(
          date: try clock.date.adding(shift), secondsIntoDay: clock.secondsIntoDay)
        instant = try local.instant(in: timeZone, lenient: true)
      case .day(let day)?:
        let local = LocalDateTime(date: day, secondsIntoDay: 0)
        instant = try local.instant(in: timeZone, lenient: true)
      }
    }
    let shown = LocalDateTime(instant, offset: TemporalValue.shownOffset(instant, in: timeZone))
    guard CivilDate.years.contains(shown.date.year) else {
      throw CivilDate.outOfRange
    }
    return .datetime(instant, timeZone: timeZone)
  }

  /// What a kind is called in messages, with its article.
  static func hint(_ kind: TemporalKind) -> String {
    switch kind {
    case .date: "a date"
    case .time: "a time of day"
    case .datetime: "a date and time"
    case .duration: "a duration"
    }
  }

  private static func examples(_ kind: TemporalKind) -> String {
    switch kind {
    case .date: "2026-11-27, 27 Nov 2026, tomorrow, next friday or in 3 days"
    case .time: "14:30, 2:30pm, 9am or noon"
    case .datetime: "2026-11-27 14:30, tomorrow at 5pm, next friday 9:00 or now"
    case .duration: "1h30m, 90 min, 1:30:00 or 5400"
    }
  }
}
