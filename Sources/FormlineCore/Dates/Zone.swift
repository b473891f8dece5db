package import FormlineZones
package import FoundationEssentials

/// A time zone as the core reads and shows dates in it: a zone's clocks from FormlineZones
/// (a zone file or a POSIX rule the executable read), or one fixed UTC offset.
///
/// A value: it reads no file and no clock, so a date in it means the same on every machine
/// that was handed the same bytes. Foundation's `TimeZone` is not used because its zones
/// come from ICU's data, which a binary without ICU does not carry (#31).
package struct Zone: Sendable, Hashable {
  /// The zone's offsets over time.
  package var rules: ZoneRules

  /// - Parameter rules: The zone's offsets over time.
  package init(_ rules: ZoneRules) {
    self.rules = rules
  }

  /// A zone whose clock is always `seconds` east of UTC, named as ISO 8601 writes the
  /// offset (`+01:00`): what a datetime stored with an offset is shown in.
  ///
  /// - Parameter seconds: Seconds east of UTC.
  package init(fixedOffset seconds: Int) {
    let name = TemporalValue.offsetText(seconds)
    let offset = ZoneOffset(seconds: seconds, abbreviation: name, isDaylight: false)
    self.init(ZoneRules(fixed: offset, identifier: name))
  }

  /// Coordinated Universal Time, named and abbreviated `UTC`.
  package static let utc = Zone(.utc)

  /// The name it was looked up by (`Europe/Paris`, `UTC`), a POSIX rule's text, or the
  /// offset of a fixed zone (`+01:00`).
  package var identifier: String { rules.identifier }

  /// The clock at `instant`: UTC offset, abbreviation and whether it is daylight time.
  package func offset(at instant: Date) -> ZoneOffset {
    rules.offset(at: Self.wholeSeconds(instant))
  }

  /// Seconds east of UTC at `instant`.
  package func secondsFromUTC(at instant: Date) -> Int {
    offset(at: instant).seconds
  }

  /// The instants at which this zone's clock shows `wallSeconds` (seconds since
  /// 1970-01-01 00:00 on that clock): none in a gap, two in an overlap.
  func instants(forLocal wallSeconds: Int) -> LocalInstants {
    rules.instants(forLocal: Int64(wallSeconds))
  }

  /// `instant` in whole seconds, rounded down as the clocks change on whole seconds; the
  /// zone clamps what is far out of range, so only what is not a number needs a value.
  static func wholeSeconds(_ instant: Date) -> Int64 {
    let seconds = instant.timeIntervalSince1970.rounded(.down)
    guard seconds.isFinite else { return 0 }
    return Int64(max(min(seconds, 1e15), -1e15))
  }
}
