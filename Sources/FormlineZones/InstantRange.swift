/// The instants and wall-clock readings the zone queries accept, in seconds since 1970.
///
/// About 34,800 years either way: far past any calendar a form asks about, and small enough
/// that adding an offset, a day or a year of seconds to a clamped value can never overflow,
/// whatever bytes a zone file held.
enum InstantRange {
  static let limit: Int64 = 1 << 40

  /// `seconds` held to `-limit...limit`.
  static func clamped(_ seconds: Int64) -> Int64 {
    min(max(seconds, -limit), limit)
  }
}
