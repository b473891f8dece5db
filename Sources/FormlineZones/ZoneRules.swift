/// A time zone's clocks over all of time: the offsets a TZif file lists, transition by
/// transition, then a POSIX rule for the years after its last transition; or a POSIX rule
/// alone (`TZ=EST5EDT,M3.2.0,M11.1.0`), or one fixed offset.
///
/// A value: it holds no file and reads no clock. Instants are whole seconds since
/// 1970-01-01 00:00 UTC; every query clamps them to ±2⁴⁰ s (about 34,800 years), so no
/// input can overflow.
package struct ZoneRules: Sendable, Hashable {
  /// The name it was looked up by (`Europe/Paris`), or the rule text for a POSIX rule.
  package var identifier: String
  /// Instants at which the clock changes, strictly increasing.
  let transitions: [Int64]
  /// The clock from each transition on; as many as `transitions`.
  let transitionOffsets: [ZoneOffset]
  /// The clock before the first transition, or always when there are none and no rule.
  let initialOffset: ZoneOffset
  /// The rule for instants from the last transition on (all instants when there are none).
  package let rule: PosixTimeZone?
  /// Every UTC offset the zone ever uses, ascending: a wall-clock reading can only have
  /// come from one of these.
  let possibleOffsets: [Int]

  init(
    identifier: String, transitions: [Int64], transitionOffsets: [ZoneOffset],
    initialOffset: ZoneOffset, otherOffsets: [ZoneOffset], rule: PosixTimeZone?
  ) {
    self.identifier = identifier
    self.transitions = transitions
    self.transitionOffsets = transitionOffsets
    self.initialOffset = initialOffset
    self.rule = rule
    let ruleOffsets = [rule?.standard, rule?.daylight?.offset].compactMap { $0 }
    let all = [initialOffset] + otherOffsets + ruleOffsets
    possibleOffsets = Set(all.map(\.seconds)).sorted()
  }

  /// A zone that is a POSIX rule alone.
  ///
  /// - Parameters:
  ///   - rule: The rule.
  ///   - identifier: Its name; the caller usually passes the rule's text.
  package init(rule: PosixTimeZone, identifier: String) {
    self.init(
      identifier: identifier, transitions: [], transitionOffsets: [],
      initialOffset: rule.standard, otherOffsets: [], rule: rule)
  }

  /// A zone whose clock is always `offset` (an ISO 8601 `+01:00`, or UTC).
  ///
  /// - Parameters:
  ///   - offset: The one offset.
  ///   - identifier: Its name, such as `UTC` or `+01:00`.
  package init(fixed offset: ZoneOffset, identifier: String) {
    self.init(rule: PosixTimeZone(standard: offset), identifier: identifier)
  }

  /// UTC, named `UTC`.
  package static let utc = ZoneRules(fixed: .utc, identifier: "UTC")

  /// The clock at `instant`: its UTC offset, abbreviation and whether it is daylight time.
  ///
  /// Before the first transition it is the first standard-time type (as glibc and Python's
  /// `zoneinfo` read it; zic puts local mean time there); from the last transition on, the
  /// footer's rule when the file has one, else the last transition's type.
  /// - Parameter instant: Seconds since 1970-01-01 00:00 UTC.
  /// - Returns: The offset in force.
  package func offset(at instant: Int64) -> ZoneOffset {
    let instant = InstantRange.clamped(instant)
    guard let last = transitions.last else { return rule?.offset(at: instant) ?? initialOffset }
    if instant >= last, let rule { return rule.offset(at: instant) }
    guard let index = lastIndex(atOrBefore: instant) else { return initialOffset }
    return transitionOffsets[index]
  }

  /// The index of the last transition at or before `instant`, if any.
  func lastIndex(atOrBefore instant: Int64) -> Int? {
    firstIndex(after: instant) - 1 >= 0 ? firstIndex(after: instant) - 1 : nil
  }

  /// The index of the first transition after `instant` (`transitions.count` when none).
  func firstIndex(after instant: Int64) -> Int {
    var low = 0
    var high = transitions.count
    while low < high {
      let middle = low + (high - low) / 2
      if transitions[middle] <= instant { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
