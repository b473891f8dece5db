/// The day periods of a date pattern: `b` (AM, PM, noon) and `B` (in the morning, …) in
/// English, as `DateFormatter` (ICU) chooses them.
///
/// Noon is only said at 12:00 exactly; the minutes and seconds count only when the
/// pattern shows them (`h b` at 12:30 says "noon"). ICU never says "midnight" (it is
/// ambiguous between a day's start and end); 00:00 is AM, or "in the morning".
struct DayPeriod {
  let hour: Int
  let isNoon: Bool
  let flexible: Bool

  /// - Parameters:
  ///   - moment: The time shown.
  ///   - flexible: `B` rather than `b`.
  ///   - showsMinutes: Whether the pattern has an `m` field.
  ///   - showsSeconds: Whether the pattern has an `s` field.
  init(_ moment: CalendarMoment, flexible: Bool, showsMinutes: Bool, showsSeconds: Bool) {
    hour = moment.hour
    isNoon =
      moment.hour == 12 && (!showsMinutes || moment.minute == 0)
      && (!showsSeconds || moment.second == 0)
    self.flexible = flexible
  }

  /// The name for a run of `count` letters.
  func name(_ count: Int) -> String {
    // Only five letters are the narrow noon; `b` falls back to `a`, narrow from five on.
    if isNoon { return count == 5 ? "n" : "noon" }
    guard flexible else {
      return count >= 5 ? (hour < 12 ? "a" : "p") : (hour < 12 ? "AM" : "PM")
    }
    // English's periods as ICU's data has them: the small hours are morning too.
    switch hour {
    case 0..<12: return "in the morning"
    case 12..<18: return "in the afternoon"
    case 18..<21: return "in the evening"
    default: return "at night"
    }
  }
}
