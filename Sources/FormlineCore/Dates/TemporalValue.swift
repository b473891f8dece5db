// STUB-ADJACENT: the dates work may extend this type; keep the public surface.
public import Foundation

/// A reading of date-like text: what the user meant, before it is stored.
public enum TemporalValue: Sendable, Hashable {
  case date(year: Int, month: Int, day: Int)
  case time(hour: Int, minute: Int, second: Int)
  /// An instant, shown and stored in `timeZone`.
  case datetime(Date, timeZone: TimeZone)
  case duration(seconds: Int)

  /// ISO 8601 text: `2026-11-27`, `14:30` (seconds only when non-zero),
  /// `2026-11-27T17:00:00+01:00`; a duration as its number of seconds.
  public var iso: String {
    switch self {
    case .date(let year, let month, let day):
      return String(format: "%04d-%02d-%02d", year, month, day)
    case .time(let hour, let minute, let second):
      return second == 0
        ? String(format: "%02d:%02d", hour, minute)
        : String(format: "%02d:%02d:%02d", hour, minute, second)
    case .datetime(let date, let timeZone):
      let formatter = ISO8601DateFormatter()
      formatter.timeZone = timeZone
      formatter.formatOptions = [.withInternetDateTime]
      return formatter.string(from: date)
    case .duration(let seconds):
      return String(seconds)
    }
  }

  /// The value stored in the result: ISO strings, durations as integer seconds.
  public var answerValue: AnswerValue {
    if case .duration(let seconds) = self { return .integer(seconds) }
    return .string(iso)
  }

  /// A number that orders readings of the same kind, for `min`/`max`.
  public var orderingKey: Double {
    switch self {
    case .date(let year, let month, let day): Double(year * 10000 + month * 100 + day)
    case .time(let hour, let minute, let second): Double(hour * 3600 + minute * 60 + second)
    case .datetime(let date, _): date.timeIntervalSince1970
    case .duration(let seconds): Double(seconds)
    }
  }
}
