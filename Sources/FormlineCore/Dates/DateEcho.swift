import FoundationEssentials

/// How a reading is shown back to the user ("→ Fri 27 Nov 2026"), so a misreading shows.
///
/// The echo spells out what ISO text leaves implicit: the weekday, the month by name (so
/// 03/04 cannot be mistaken), the UTC offset, and a duration in units and in seconds.
extension TemporalValue {
  /// `Fri 27 Nov 2026`, `14:30`, `Fri 27 Nov 2026 17:00 +01:00`, `1h 30m (5400 s)`.
  package var echo: String {
    switch self {
    case .date(let year, let month, let day):
      guard let date = try? CivilDate(year: year, month: month, day: day) else { return iso }
      return Self.echo(date)
    case .time:
      return iso
    case .datetime(let instant, let timeZone):
      let offset = Self.shownOffset(instant, in: timeZone)
      let local = LocalDateTime(instant, offset: offset)
      let clock = TemporalValue.time(hour: local.hour, minute: local.minute, second: local.second)
      return "\(Self.echo(local.date)) \(clock.iso) \(Self.offsetText(offset))"
    case .duration(let seconds):
      return Self.echo(seconds: seconds)
    }
  }

  private static func echo(_ date: CivilDate) -> String {
    let weekday = MonthNames.shortWeekdays[date.weekday - 1]
    return "\(weekday) \(date.day) \(MonthNames.short[date.month - 1]) \(padded(date.year, 4))"
  }

  private static func echo(seconds: Int) -> String {
    guard seconds >= 60 else { return "\(seconds) s" }
    let parts = [(86400, "d"), (3600, "h"), (60, "m"), (1, "s")]
    var rest = seconds
    var words: [String] = []
    for (size, unit) in parts {
      if rest / size > 0 { words.append("\(rest / size)\(unit)") }
      rest %= size
    }
    return "\(words.joined(separator: " ")) (\(seconds) s)"
  }
}
