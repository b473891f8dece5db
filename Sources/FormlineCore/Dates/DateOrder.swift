/// The order of day, month and year in a numeric date such as `03/04/2026`.
package enum DateOrder: String, Sendable, Hashable, CaseIterable {
  case mdy
  case dmy
  case ymd
}
