import FormlineZones
import FoundationEssentials

/// A wall-clock reading (a day and seconds into it) and its conversion to and from instants.
///
/// Conversions ask the `Zone` for its UTC offset at an instant, or for the instants a reading
/// names, and do the rest with integer arithmetic, so DST is honoured while days stay
/// proleptic Gregorian like `CivilDate`.
struct LocalDateTime: Sendable, Hashable {
  var date: CivilDate
  var secondsIntoDay: Int

  var hour: Int { secondsIntoDay / 3600 }
  var minute: Int { secondsIntoDay / 60 % 60 }
  var second: Int { secondsIntoDay % 60 }

  init(date: CivilDate, secondsIntoDay: Int) {
    self.date = date
    self.secondsIntoDay = secondsIntoDay
  }

  /// The wall clock in `timeZone` at `instant` (fractions of a second dropped).
  ///
  /// - Parameters:
  ///   - instant: The moment to show.
  ///   - timeZone: The zone whose clock is read.
  init(_ instant: Date, in timeZone: Zone) {
    self.init(instant, offset: timeZone.secondsFromUTC(at: instant))
  }

  /// The wall clock at `instant` for a fixed UTC offset (fractions of a second dropped).
  ///
  /// - Parameters:
  ///   - instant: The moment to show.
  ///   - offset: Seconds east of UTC.
  init(_ instant: Date, offset: Int) {
    let local = Self.wholeSeconds(instant) + offset
    let day = local >= 0 ? local / 86400 : (local - 86399) / 86400
    self.init(date: CivilDate(dayNumber: day), secondsIntoDay: local - day * 86400)
  }

  /// Seconds since 1970 as an integer, rounding down; out-of-range instants are clamped
  /// far enough that a date built from them reports years outside 1 to 9999.
  static func wholeSeconds(_ instant: Date) -> Int {
    let seconds = instant.timeIntervalSince1970.rounded(.down)
    guard seconds.isFinite else { return 0 }
    return Int(max(min(seconds, 1e12), -1e12))
  }

  /// This wall-clock reading read as a fixed UTC offset (from ISO text such as `+01:00`).
  ///
  /// - Parameter offset: Seconds east of UTC.
  /// - Returns: The instant.
  func instant(offset: Int) -> Date {
    Date(timeIntervalSince1970: Double(date.dayNumber * 86400 + secondsIntoDay - offset))
  }

  /// The instant this wall-clock reading names in `timeZone`.
  ///
  /// When clocks go back the reading happens twice and the earlier instant is chosen. When
  /// they go forward it does not happen at all: that is an error for a time the user typed,
  /// while a time carried over ("in 1 day" at 02:30) moves on by the length of the gap.
  /// - Parameters:
  ///   - timeZone: The zone whose clock is meant.
  ///   - lenient: Whether a reading in a DST gap moves forward instead of failing.
  /// - Returns: The instant.
  /// - Throws: `DateInputError` for a reading in a DST gap when not lenient.
  func instant(in timeZone: Zone, lenient: Bool) throws(DateInputError) -> Date {
    let found = timeZone.instants(forLocal: date.dayNumber * 86400 + secondsIntoDay)
    if let earliest = found.candidates.first {
      return Date(timeIntervalSince1970: Double(earliest))
    }
    guard lenient else {
      throw DateInputError(
        "\(TemporalValue.padded(hour)):\(TemporalValue.padded(minute))"
          + " does not exist on \(TemporalValue.date(date).iso) in \(timeZone.identifier)"
          + " (the clocks change)")
    }
    // In a gap, the offset in force before it maps the reading past the gap's end.
    return Date(timeIntervalSince1970: Double(found.lenient))
  }
}
