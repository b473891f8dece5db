/// The time zone letters of a date pattern (`z Z O v V x X`) for a fixed UTC offset, as
/// `DateFormatter` writes them in English for `TimeZone(secondsFromGMT:)`.
///
/// Stored date-times carry an offset, not a named zone, so every zone is a fixed offset:
/// names are "GMT" forms, and `zzzz` says "Greenwich Mean Time" only at offset zero.
struct OffsetText {
  /// Seconds east of UTC.
  let seconds: Int
  /// Whether ICU's zone data names offset zero at the instant ("Greenwich Mean Time"):
  /// from 1970 to 9999-12-31T23:59Z; outside, `zzzz` says "GMT".
  let namesZero: Bool

  /// The text of a run of `count` × `letter`; "" for a count the letter has no form for
  /// (as ICU writes nothing there), nil when `letter` is no zone letter.
  func field(_ letter: Character, _ count: Int) -> String? {
    switch (letter, count) {
    case ("z", 1...3), ("O", 1), ("v", 1): return shortGMT
    case ("z", _), ("v", 4): return seconds == 0 && namesZero ? "Greenwich Mean Time" : longGMT
    case ("Z", 4), ("Z", 6...), ("O", 4), ("V", 2), ("V", 4): return longGMT
    case ("Z", 1...3): return iso(minutes: true, colon: false, zulu: false)
    case ("Z", 5): return iso(minutes: true, colon: true, zulu: true)
    case ("V", 1): return seconds == 0 ? "gmt" : "unk"
    case ("V", 3): return "Unknown City"
    case ("X", 1...5), ("x", 1...5):
      let zulu = letter == "X"
      switch count {
      case 1: return iso(minutes: false, colon: false, zulu: zulu)
      case 2, 4: return iso(minutes: true, colon: false, zulu: zulu)
      default: return iso(minutes: true, colon: true, zulu: zulu)
      }
    case ("O", _), ("v", _), ("V", _), ("X", _), ("x", _): return ""
    default: return nil
    }
  }

  private var parts: (sign: String, hours: Int, minutes: Int, seconds: Int) {
    let magnitude = seconds.magnitude
    return (
      seconds < 0 ? "-" : "+", Int(magnitude / 3600), Int(magnitude / 60 % 60),
      Int(magnitude % 60)
    )
  }

  /// `GMT+1`, `GMT-5:30`, `GMT` (hours unpadded, minutes and seconds only when not zero).
  private var shortGMT: String {
    guard seconds != 0 else { return "GMT" }
    let parts = parts
    var text = "GMT" + parts.sign + String(parts.hours)
    if parts.minutes != 0 || parts.seconds != 0 {
      text += ":" + TemporalValue.padded(parts.minutes)
    }
    if parts.seconds != 0 { text += ":" + TemporalValue.padded(parts.seconds) }
    return text
  }

  /// `GMT+01:00`, `GMT` (seconds only when not zero).
  private var longGMT: String {
    guard seconds != 0 else { return "GMT" }
    let parts = parts
    var text =
      "GMT" + parts.sign + TemporalValue.padded(parts.hours) + ":"
      + TemporalValue.padded(parts.minutes)
    if parts.seconds != 0 { text += ":" + TemporalValue.padded(parts.seconds) }
    return text
  }

  /// ISO 8601 offsets: `+01`, `+0100`, `+01:00`; minutes always when `minutes`, else only
  /// when not zero; seconds when not zero; `Z` for zero when `zulu`.
  private func iso(minutes: Bool, colon: Bool, zulu: Bool) -> String {
    if seconds == 0 && zulu { return "Z" }
    let parts = parts
    let separator = colon ? ":" : ""
    var text = parts.sign + TemporalValue.padded(parts.hours)
    if minutes || parts.minutes != 0 || parts.seconds != 0 {
      text += separator + TemporalValue.padded(parts.minutes)
    }
    if parts.seconds != 0 { text += separator + TemporalValue.padded(parts.seconds) }
    return text
  }

}
