/// What the clock reads relative to UTC during one stretch of a zone's history: a TZif
/// local time type, or the standard or daylight half of a POSIX rule.
package struct ZoneOffset: Sendable, Hashable {
  /// Seconds east of UTC (`3600` for `+01:00`, `-18000` for `-05:00`).
  package var seconds: Int
  /// The designation shown by `%Z`: `CET`, `EDT`, or a numeric one such as `+0530`.
  package var abbreviation: String
  /// Whether the zone counts this stretch as daylight-saving time (the TZif `isdst` flag).
  package var isDaylight: Bool

  /// - Parameters:
  ///   - seconds: Seconds east of UTC.
  ///   - abbreviation: The designation.
  ///   - isDaylight: Whether it is daylight-saving time.
  package init(seconds: Int, abbreviation: String, isDaylight: Bool) {
    self.seconds = seconds
    self.abbreviation = abbreviation
    self.isDaylight = isDaylight
  }

  /// Coordinated Universal Time: offset zero, abbreviated `UTC`, never daylight time.
  package static let utc = ZoneOffset(seconds: 0, abbreviation: "UTC", isDaylight: false)
}
