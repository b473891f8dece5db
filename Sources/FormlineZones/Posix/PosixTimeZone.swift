/// A POSIX `TZ` rule (`CET-1CEST,M3.5.0,M10.5.0/3`): a standard time and, optionally,
/// a daylight time that starts and ends on the same days every year.
///
/// It describes a zone by itself (`TZ=EST5EDT,M3.2.0,M11.1.0`) and, as a TZif file's
/// footer, the zone's clocks after the file's last transition.
package struct PosixTimeZone: Sendable, Hashable {
  /// The clock outside daylight time.
  package var standard: ZoneOffset
  /// Daylight time, when the rule has one.
  package var daylight: DaylightRule?

  /// The clock at `instant` (seconds since 1970, UTC).
  ///
  /// The change last made at or before `instant` decides, looking one year either side, so
  /// a change that a rule's time pushes over New Year (`J365/25`, all-year daylight time)
  /// counts for the right year.
  /// - Parameter instant: Seconds since 1970, already within `InstantRange`.
  /// - Returns: The standard or the daylight offset.
  func offset(at instant: Int64) -> ZoneOffset {
    guard let daylight else { return standard }
    let year = CivilCalendar.year(ofLocal: instant + Int64(standard.seconds))
    var latest: (instant: Int64, startsDaylight: Bool)?
    for change in changes(inYears: (year - 1)...(year + 1)) where change.instant <= instant {
      // On a tie the change listed later wins: it belongs to the later year.
      if latest.map({ $0.instant <= change.instant }) ?? true { latest = change }
    }
    return latest?.startsDaylight == true ? daylight.offset : standard
  }

  /// The instants daylight time starts and ends in each of `years`, year by year and, within
  /// a year, in the order they happen.
  ///
  /// - Parameter years: Calendar years, small enough that `InstantRange` bounds them.
  /// - Returns: Each change with whether it starts daylight time; empty without daylight time.
  func changes(inYears years: ClosedRange<Int>) -> [(instant: Int64, startsDaylight: Bool)] {
    guard let daylight else { return [] }
    var result: [(instant: Int64, startsDaylight: Bool)] = []
    for year in years {
      let start = Self.instant(
        day: daylight.start.dayNumber(in: year), time: daylight.startTime,
        offset: standard.seconds)
      let end = Self.instant(
        day: daylight.end.dayNumber(in: year), time: daylight.endTime,
        offset: daylight.offset.seconds)
      let pair = [(start, true), (end, false)]
      result += start <= end ? pair : pair.reversed()
    }
    return result
  }

  private static func instant(day: Int, time: Int, offset: Int) -> Int64 {
    Int64(day) * CivilCalendar.secondsPerDay + Int64(time) - Int64(offset)
  }
}
