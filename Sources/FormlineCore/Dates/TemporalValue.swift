package import FoundationEssentials

/// A reading of date-like text: what the user meant, before it is stored.
package enum TemporalValue: Sendable, Hashable {
  case date(year: Int, month: Int, day: Int)
  case time(hour: Int, minute: Int, second: Int)
  /// An instant, shown and stored in `timeZone`.
  case datetime(Date, timeZone: Zone)
  case duration(seconds: Int)

  /// Which kind of field this value answers.
  package var kind: TemporalKind {
    switch self {
    case .date: .date
    case .time: .time
    case .datetime: .datetime
    case .duration: .duration
    }
  }

  /// ISO 8601 text: `2026-11-27`, `14:30` (seconds only when non-zero),
  /// `2026-11-27T17:00:00+01:00`; a duration as its number of seconds.
  ///
  /// A datetime always has seconds and a numeric offset, `+00:00` for UTC rather than `Z`,
  /// so that every stored datetime has one shape. Fractions of a second are not kept.
  package var iso: String {
    switch self {
    case .date(let year, let month, let day):
      return "\(Self.padded(year, 4))-\(Self.padded(month))-\(Self.padded(day))"
    case .time(let hour, let minute, let second):
      let clock = "\(Self.padded(hour)):\(Self.padded(minute))"
      return second == 0 ? clock : "\(clock):\(Self.padded(second))"
    case .datetime(let instant, let timeZone):
      let offset = Self.shownOffset(instant, in: timeZone)
      let local = LocalDateTime(instant, offset: offset)
      let clock = "\(Self.padded(local.hour)):\(Self.padded(local.minute))"
      return "\(Self.date(local.date).iso)T\(clock):\(Self.padded(local.second))"
        + Self.offsetText(offset)
    case .duration(let seconds):
      return String(seconds)
    }
  }

  /// The value stored in the result: ISO strings, durations as integer seconds.
  package var answerValue: AnswerValue {
    if case .duration(let seconds) = self { return .integer(seconds) }
    return .string(iso)
  }

  /// A number that orders readings of the same kind, for `min`/`max`.
  package var orderingKey: Double {
    switch self {
    case .date(let year, let month, let day): Double(year * 10000 + month * 100 + day)
    case .time(let hour, let minute, let second): Double(hour * 3600 + minute * 60 + second)
    case .datetime(let date, _): date.timeIntervalSince1970
    case .duration(let seconds): Double(seconds)
    }
  }

  /// The UTC offset a datetime is shown with: the zone's, or zero when that is not a whole
  /// number of minutes (old local mean times such as Berlin's +00:53:28 before 1893), which
  /// ISO 8601 cannot write.
  static func shownOffset(_ instant: Date, in timeZone: Zone) -> Int {
    let offset = timeZone.secondsFromUTC(at: instant)
    return offset % 60 == 0 ? offset : 0
  }

  static func date(_ date: CivilDate) -> TemporalValue {
    .date(year: date.year, month: date.month, day: date.day)
  }

  /// `+01:00`, `-05:30`, `+00:00`.
  static func offsetText(_ offset: Int) -> String {
    let sign = offset < 0 ? "-" : "+"
    let minutes = abs(offset) / 60
    return "\(sign)\(padded(minutes / 60)):\(padded(minutes % 60))"
  }

  /// `value` with leading zeros to `width` digits (a minus sign stays in front).
  static func padded(_ value: Int, _ width: Int = 2) -> String {
    let digits = String(value.magnitude)
    let zeros = String(repeating: "0", count: max(0, width - digits.count))
    return (value < 0 ? "-" : "") + zeros + digits
  }
}
