package import FoundationEssentials

/// Reads what people type into date, time, datetime and duration fields (formline(5) DATES).
///
/// Everything relative ("tomorrow", "in 3 days", a date without a year, a time without a
/// date) is counted from `now` as seen in `timeZone`, so a fixed `now` (`--now`) makes every
/// reading reproducible. The parser is strict: a word it does not understand, an impossible
/// day or a time in the wrong kind of field is an error that names the part, never a guess.
package struct DateInputParser: Sendable {
  package var now: Date
  /// Looked up when a reading first needs it (`DeferredZone`).
  package var zone: DeferredZone
  package var timeZone: Zone {
    get { zone.value }
    set { zone = DeferredZone(newValue, named: zone.named) }
  }
  package var dateOrder: DateOrder
  /// Whether a date without a year ("Jan 1") and a bare weekday ("friday") mean their
  /// latest occurrence rather than the next: set for a field whose `max` is today or
  /// earlier, such as a birthday.
  package var prefersPast = false

  /// Longer texts are refused before any work: no date phrase comes close.
  static let maximumLength = 200
  /// Longer phrases are refused too: the longest ones people write ("3 years, 2 weeks and
  /// 5 days from next friday at 9 am") have a dozen words.
  static let maximumWords = 16

  package init(now: Date, timeZone: Zone, dateOrder: DateOrder = .mdy) {
    self.init(now: now, zone: DeferredZone(timeZone), dateOrder: dateOrder)
  }

  /// The executable passes the system's zone unread: forms without dates never pay for
  /// looking it up.
  package init(now: Date, zone: DeferredZone, dateOrder: DateOrder = .mdy) {
    self.now = now
    self.zone = zone
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
  /// ✅ "Jan 1" as .date                → 2027-01-01 (the next one)
  /// ✅ "three days ago" as .date       → 2026-11-20
  /// ✅ "+30m" as .datetime             → 2026-11-23T10:30:00+00:00
  /// ✅ "4pm + 3 days" as .datetime     → 2026-11-26T16:00:00+00:00
  /// ✅ "tomorrow night" as .datetime   → 2026-11-24T20:00:00+00:00
  /// ✅ "(11 a.m.)" as .time            → 11:00
  /// ❌ "+30m" as .date
  ///    → '+30m' is too precise for a date: m means minutes; for months write '+30mo'
  /// ❌ "a few days ago" as .date
  ///    → could not read 'a few days ago' as a date (try …)
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
  package func parse(_ text: String, as kind: TemporalKind) throws(DateInputError)
    -> TemporalValue
  {
    let trimmed = try Self.unwrapped(text, kind: kind)
    if kind == .duration { return .duration(seconds: try duration(trimmed)) }
    let reading = try read(trimmed, as: Self.hint(kind), examples: Self.examples(kind))
    let clock = LocalDateTime(now, in: timeZone)
    switch kind {
    case .date: return try date(reading, clock: clock)
    case .time: return try time(reading, clock: clock)
    case .datetime, .duration: return try datetime(reading, clock: clock)
    }
  }

  /// Reads `text` as the kind it names, for `formline parse-date` without `--kind`.
  ///
  /// A length alone ("1h30m", "5 days", "PT1H") is a duration; a day alone ("next friday",
  /// "in 3 days") a date; a time of day alone, or moved by hours ("9am", "14:30", "4pm +
  /// 2h"), a time; anything else ("next friday 9am", "in 2 hours", "now") a date and time.
  /// - Parameter text: The text as typed.
  /// - Returns: The value, whose `kind` says which reading was taken.
  /// - Throws: `DateInputError` as `parse(_:as:)` does for a datetime.
  package func parseAnyKind(_ text: String) throws(DateInputError) -> TemporalValue {
    let trimmed = try Self.unwrapped(text, kind: .datetime)
    // "14:30" is a time of day here, not fourteen and a half hours.
    if !trimmed.contains(":"), let seconds = try? duration(trimmed) {
      return .duration(seconds: seconds)
    }
    let reading = try read(
      trimmed, as: "a date, time or duration",
      examples: "2026-11-27, next friday, 9am, next friday 9am or 1h30m")
    let clockFree = reading.offset.map(\.clockUnits.isEmpty) ?? true
    if reading.time == nil, reading.date?.namesATime == false, clockFree {
      return try parse(trimmed, as: .date)
    }
    if reading.date == nil, reading.offset?.hasCalendarPart != true {
      return try parse(trimmed, as: .time)
    }
    return try parse(trimmed, as: .datetime)
  }

  /// How a reading is echoed back at the prompt ("→ Fri 27 Nov 2026").
  ///
  /// - Parameter value: A value this parser (or `parseStored`) returned.
  /// - Returns: `Fri 27 Nov 2026`, `14:30`, `Fri 27 Nov 2026 17:00 +01:00`, `1h 30m (5400 s)`.
  package func echo(_ value: TemporalValue) -> String { value.echo }

  /// The text without surrounding spaces, a trailing ".", "?" or "!", or wrapping quotes or
  /// parentheses: people write "today." and "(11 a.m.)", and what the text means does not
  /// change.
  static func unwrapped(_ text: String, kind: TemporalKind) throws(DateInputError) -> String {
    var rest = Substring(text)
    let pairs: [(Character, Character)] = [
      ("(", ")"), ("[", "]"), ("\"", "\""), ("'", "'"), ("\u{201C}", "\u{201D}"),
      ("\u{2018}", "\u{2019}"),
    ]
    while true {
      rest = rest.drop { $0.isWhitespace }
      while let last = rest.last, last.isWhitespace || "?!.".contains(last) {
        rest = rest.dropLast()
      }
      guard let first = rest.first, let last = rest.last, rest.count >= 2,
        pairs.contains(where: { $0.0 == first && $0.1 == last })
      else { break }
      rest = rest.dropFirst().dropLast()
    }
    guard !rest.isEmpty else { throw DateInputError("nothing was given; expected \(hint(kind))") }
    guard rest.count <= maximumLength else {
      throw DateInputError("the text is too long to be \(hint(kind))")
    }
    return String(rest)
  }

  private var context: DateContext {
    DateContext(
      today: LocalDateTime(now, in: timeZone).date, order: dateOrder, prefersPast: prefersPast)
  }

  private func read(_ text: String, as hint: String, examples: String) throws(DateInputError)
    -> DateTimeReading
  {
    let words = ArraySlice(DateWord.split(text))
    // Every split of the words into date, time and offset is tried, and more for the error
    // message; bounding the words keeps that work small whatever is typed.
    guard words.count <= Self.maximumWords else {
      throw DateInputError("the text is too long to be \(hint)")
    }
    let reader = DateTimeReader(context: context)
    guard let reading = try reader.read(words) else {
      let unread = reader.unread(words)
      let what = unread.count == words.count ? "" : ": \(DateWord.quoted(unread)) not understood"
      throw DateInputError("could not read '\(text)' as \(hint)\(what) (try \(examples))")
    }
    return reading
  }

  /// A duration as `DurationParser` reads it, or else counts in words ("an hour", "two
  /// days") as a move reads them, without months or years.
  private func duration(_ text: String) throws(DateInputError) -> Int {
    do {
      return try DurationParser.parse(text)
    } catch {
      let words = ArraySlice(DateWord.split(text))
      guard let offset = try? OffsetPhrase.parse(words), offset.seconds >= 0,
        offset.calendar.years == 0, offset.calendar.months == 0, offset.calendar.days >= 0
      else { throw error }
      return offset.calendar.days * 86400 + offset.seconds
    }
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
