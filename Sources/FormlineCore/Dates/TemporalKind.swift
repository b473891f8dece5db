/// Which reading a date-like field wants.
package enum TemporalKind: String, Sendable, Hashable, CaseIterable {
  case date
  case time
  case datetime
  case duration
}
