/// When a POSIX rule's daylight time starts and ends each year, and what it reads.
package struct DaylightRule: Sendable, Hashable {
  /// The clock during daylight time.
  package var offset: ZoneOffset
  /// The day daylight time starts.
  package var start: RuleDate
  /// Seconds after that day's midnight, on the standard-time clock, when it starts;
  /// negative or beyond a day as RFC 8536's extension to POSIX allows (−167 h to 167 h).
  package var startTime: Int
  /// The day daylight time ends.
  package var end: RuleDate
  /// Seconds after that day's midnight, on the daylight-time clock, when it ends.
  package var endTime: Int
}
