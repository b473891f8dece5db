import FoundationEssentials

/// Reads the ISO 8601 text a date, time or datetime field stores, for a `valueTransformer`
/// date pattern to show: the instant, and the offset to show it in.
///
/// The shapes are those `DateFormatter` (patterns `yyyy-MM-dd`, `HH:mm`, `HH:mm:ss`, UTC)
/// and `ISO8601DateFormatter` accepted before #31 for what formline stores, with their
/// quirks kept: days are in `CalendarMoment`'s calendar (Julian before 1582), a time alone
/// is on 1 January 2000, and a date-time's day and hour may run over (`T24:00:00`,
/// 30 February) as ICU let them. ICU's looser readings (other separators, digits of other
/// scripts, text after the offset) are not kept: such text is shown as it is
/// (docs/date-patterns.md).
///
/// ✅ `2026-11-27` → 2026-11-27T00:00Z, shown at +00:00
/// ✅ `14:30` → 2000-01-01T14:30Z; `2026-11-27T17:00:00+01:00` → 16:00Z, shown at +01:00
/// ❌ `27/11/2026`, `2026-02-30`, `24:00` → nil
enum StoredDateText {
  /// - Parameter text: The stored text; spaces and tabs around it are ignored.
  /// - Returns: The instant and the offset (seconds east of UTC) to show it in, or nil when
  ///   the text is none of the shapes.
  static func read(_ text: String) -> (instant: Date, offset: Int)? {
    let blank: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" }
    let scalars = Array(text.unicodeScalars.drop(while: blank).reversed().drop(while: blank))
      .reversed()
    let trimmed = Array(scalars)[...]
    if let day = date(trimmed) {
      return (Date(timeIntervalSince1970: Double(day * 86_400)), 0)
    }
    if let time = time(trimmed, maximumHour: 23, secondsRequired: false) {
      return (Date(timeIntervalSince1970: Double(millenniumDay * 86_400 + time)), 0)
    }
    guard let seconds = dateTime(trimmed) else { return nil }
    // The offset shown is read from the text's last six characters, as before #31; one
    // `TimeZone(secondsFromGMT:)` refused (beyond 18 hours) shows UTC.
    let shown = shownOffset(text).flatMap { abs($0) <= 18 * 3600 ? $0 : nil } ?? 0
    return (Date(timeIntervalSince1970: Double(seconds)), shown)
  }

  /// 2000-01-01, the day ICU gives a time read without a date.
  private static let millenniumDay = 10_957

  /// `yyyy-MM-dd`: the day number of a date that exists in `CalendarMoment`'s calendar.
  private static func date(_ scalars: ArraySlice<Unicode.Scalar>) -> Int? {
    guard let parts = numbers(scalars, separator: "-"), parts.count == 3,
      (1...9999).contains(parts[0]), (1...12).contains(parts[1]),
      (1...length(parts[0], parts[1])).contains(parts[2])
    else { return nil }
    return CalendarMoment.dayNumber(year: parts[0], month: parts[1], day: parts[2])
  }

  /// Days in a month of `CalendarMoment`'s calendar (every fourth year leap before 1582).
  private static func length(_ year: Int, _ month: Int) -> Int {
    year < 1582 && month == 2 && year % 4 == 0 ? 29 : CivilDate.daysIn(month: month, year: year)
  }

  /// `HH:mm` or `HH:mm:ss`: seconds into the day.
  private static func time(
    _ scalars: ArraySlice<Unicode.Scalar>, maximumHour: Int, secondsRequired: Bool
  ) -> Int? {
    guard let parts = numbers(scalars, separator: ":"),
      parts.count == 3 || (parts.count == 2 && !secondsRequired),
      parts[0] <= maximumHour, parts[1] <= 59, parts.count == 2 || parts[2] <= 59
    else { return nil }
    return parts[0] * 3600 + parts[1] * 60 + (parts.count == 3 ? parts[2] : 0)
  }

  /// A date-time with an offset: seconds since 1970.
  ///
  /// `yyyy-MM-ddTHH:mm:ss` and `Z`, `+01:00`, `+0100` or `+01`. ICU read it leniently: year 0 is 1 BC, a day up to 31 runs into the next month,
  /// hour 24 into the next day.
  private static func dateTime(_ scalars: ArraySlice<Unicode.Scalar>) -> Int? {
    guard let tee = scalars.firstIndex(of: "T"),
      let offsetStart = scalars[tee...].firstIndex(where: { "+-Zz".unicodeScalars.contains($0) }),
      let parts = numbers(scalars[..<tee], separator: "-"), parts.count == 3,
      (0...9999).contains(parts[0]), (1...12).contains(parts[1]), (1...31).contains(parts[2]),
      let time = time(scalars[(tee + 1)..<offsetStart], maximumHour: 24, secondsRequired: true),
      let offset = offset(scalars[offsetStart...])
    else { return nil }
    let day = CalendarMoment.dayNumber(year: parts[0], month: parts[1], day: 1) + parts[2] - 1
    return day * 86_400 + time - offset
  }

  /// `Z`, or a sign and hours (`+1`, `+01`), hours and minutes (`+0100`, `+01:00`):
  /// seconds east of UTC.
  private static func offset(_ scalars: ArraySlice<Unicode.Scalar>) -> Int? {
    guard let sign = scalars.first else { return nil }
    if sign == "Z" || sign == "z" { return scalars.count == 1 ? 0 : nil }
    let body = scalars.dropFirst()
    let hours: Int
    let minutes: Int
    if let parts = numbers(body, separator: ":"), parts.count == 2 {
      guard body.count == 5, body.firstIndex(of: ":") == body.startIndex + 2 else { return nil }
      (hours, minutes) = (parts[0], parts[1])
    } else if let parts = numbers(body, separator: ":"), parts.count == 1, body.count != 3 {
      (hours, minutes) = body.count == 4 ? (parts[0] / 100, parts[0] % 100) : (parts[0], 0)
    } else {
      return nil
    }
    guard hours <= 23, minutes <= 59 else { return nil }
    return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
  }

  /// Numbers of one to four ASCII digits between single separators.
  private static func numbers(_ scalars: ArraySlice<Unicode.Scalar>, separator: Unicode.Scalar)
    -> [Int]?
  {
    var parts: [Int] = []
    for part in scalars.split(separator: separator, omittingEmptySubsequences: false) {
      guard (1...4).contains(part.count), part.allSatisfy({ ("0"..."9").contains($0) }),
        let value = Int(String(String.UnicodeScalarView(part)))
      else { return nil }
      parts.append(value)
    }
    return parts
  }

  /// The UTC offset written at the end of an ISO date-time, in seconds.
  private static func shownOffset(_ text: String) -> Int? {
    if text.hasSuffix("Z") { return 0 }
    let scalars = Array(text.unicodeScalars)
    guard scalars.count >= 6 else { return nil }
    let tail = String(String.UnicodeScalarView(scalars[(scalars.count - 6)...]))
    guard let sign = tail.first, sign == "+" || sign == "-" else { return nil }
    let parts = tail.dropFirst().split(separator: ":")
    guard parts.count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]) else {
      return nil
    }
    return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
  }
}
