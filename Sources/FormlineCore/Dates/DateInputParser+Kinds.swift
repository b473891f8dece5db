import FoundationEssentials

/// Turning a reading into the value a date, time or datetime field stores.
extension DateInputParser {
  /// The day a reading names; a time of day, or a move in hours or minutes, is refused.
  func date(_ reading: DateTimeReading, clock: LocalDateTime) throws(DateInputError)
    -> TemporalValue
  {
    guard reading.time == nil else {
      throw DateInputError(
        "a date takes no time of day: remove \(DateWord.quoted(reading.timeWords))")
    }
    var day = clock.date
    var secondsIntoDay = clock.secondsIntoDay
    switch reading.date {
    case .day(let named)?:
      day = named
      secondsIntoDay = 0
    case .shift(let offset)?:
      try Self.checkDays(offset, words: reading.dateWords)
      day = try offset.day(from: clock.date, secondsIntoDay: clock.secondsIntoDay)
    case .now?, nil: break
    }
    if let offset = reading.offset {
      try Self.checkDays(offset, words: reading.offsetWords)
      day = try offset.day(from: day, secondsIntoDay: secondsIntoDay)
    }
    return .date(day)
  }

  /// Refuses a move in hours, minutes or seconds for a date, suggesting `mo` for `m`.
  private static func checkDays(_ offset: DateOffset, words: ArraySlice<DateWord>)
    throws(DateInputError)
  {
    guard offset.clockUnits.isEmpty else {
      if offset.clockUnits == ["m"] {
        // "+2m" → "+2mo": the same text with the unit for months.
        let months = words.map { (word) in
          word.key.last == "m" && word.key.dropLast().last.map(Digits.isDigit) != false
            ? word.text + "o" : word.text
        }
        throw DateInputError(
          "\(DateWord.quoted(words)) is too precise for a date: m means minutes;"
            + " for months write '\(months.joined(separator: " "))'")
      }
      throw DateInputError(
        "\(DateWord.quoted(words)) is too precise for a date; count in days, weeks, months"
          + " or years")
    }
  }

  /// The time of day a reading names: a time, now, or a move by hours or minutes from either.
  func time(_ reading: DateTimeReading, clock: LocalDateTime) throws(DateInputError)
    -> TemporalValue
  {
    switch reading.date {
    case .none, .now?: break
    case .shift(let offset)? where !offset.hasCalendarPart: break
    default:
      throw DateInputError(
        "a time of day takes no date: remove \(DateWord.quoted(reading.dateWords))")
    }
    if let offset = reading.offset, offset.hasCalendarPart {
      throw DateInputError(
        "a time of day moves by hours, minutes or seconds: \(DateWord.quoted(reading.offsetWords))"
          + " moves it by days")
    }
    let moved = reading.offset?.seconds ?? 0
    guard let time = reading.time else {
      var instant = LocalDateTime.wholeSeconds(now) + moved
      if case .shift(let offset)? = reading.date { instant += offset.seconds }
      let local = LocalDateTime(Date(timeIntervalSince1970: Double(instant)), in: timeZone)
      return .time(hour: local.hour, minute: local.minute, second: local.second)
    }
    guard time.offset == nil else {
      throw DateInputError("a time of day takes no UTC offset or time zone")
    }
    let seconds = ((time.secondsIntoDay + moved) % 86400 + 86400) % 86400
    return .time(hour: seconds / 3600, minute: seconds / 60 % 60, second: seconds % 60)
  }

  /// The instant a reading names: a named day starts at 00:00, a move counts from now.
  func datetime(_ reading: DateTimeReading, clock: LocalDateTime)
    throws(DateInputError) -> TemporalValue
  {
    let start = Date(timeIntervalSince1970: Double(LocalDateTime.wholeSeconds(now)))
    var instant: Date
    if let time = reading.time {
      var day = clock.date
      switch reading.date {
      case .day(let named)?: day = named
      case .shift(let offset)?: day = try clock.date.adding(offset.calendar)
      case .now?, nil: break
      }
      let local = LocalDateTime(date: day, secondsIntoDay: time.secondsIntoDay)
      if let offset = time.offset {
        instant = local.instant(offset: offset)
      } else {
        instant = try local.instant(in: timeZone, lenient: false)
      }
    } else {
      switch reading.date {
      case .none, .now?: instant = start
      case .shift(let offset)?: instant = try moved(start, by: offset)
      case .day(let day)?:
        instant = try LocalDateTime(date: day, secondsIntoDay: 0).instant(
          in: timeZone, lenient: true)
      }
    }
    if let offset = reading.offset { instant = try moved(instant, by: offset) }
    let shown = LocalDateTime(instant, offset: TemporalValue.shownOffset(instant, in: timeZone))
    guard CivilDate.years.contains(shown.date.year) else {
      throw CivilDate.outOfRange
    }
    return .datetime(instant, timeZone: timeZone)
  }

  /// `instant` moved by `offset`: the calendar part on the wall clock of `timeZone` (so "in
  /// 1 day" keeps the time of day across a change of summer time), then the seconds.
  private func moved(_ instant: Date, by offset: DateOffset) throws(DateInputError) -> Date {
    var result = LocalDateTime.wholeSeconds(instant)
    if offset.hasCalendarPart {
      let local = LocalDateTime(instant, in: timeZone)
      let shifted = LocalDateTime(
        date: try local.date.adding(offset.calendar), secondsIntoDay: local.secondsIntoDay)
      result = LocalDateTime.wholeSeconds(try shifted.instant(in: timeZone, lenient: true))
    }
    return Date(timeIntervalSince1970: Double(result + offset.seconds))
  }
}
