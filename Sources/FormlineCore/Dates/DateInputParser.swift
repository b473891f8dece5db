// STUB: replaced by the dates work (natural language). Reads ISO 8601 only.
public import Foundation

/// Reads what people type into date, time, datetime and duration fields.
public struct DateInputParser: Sendable {
  public var now: Date
  public var timeZone: TimeZone
  public var dateOrder: DateOrder

  public init(now: Date, timeZone: TimeZone = .current, dateOrder: DateOrder = .mdy) {
    self.now = now
    self.timeZone = timeZone
    self.dateOrder = dateOrder
  }

  /// Reads `text` as a `kind`.
  /// - Throws: `DateInputError` explaining what was not understood.
  public func parse(_ text: String, as kind: TemporalKind) throws(DateInputError)
    -> TemporalValue
  {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    switch kind {
    case .date:
      let parts = trimmed.split(separator: "-").compactMap { Int($0) }
      guard parts.count == 3 else { throw DateInputError("not a date: '\(text)'") }
      return .date(year: parts[0], month: parts[1], day: parts[2])
    case .time:
      let parts = trimmed.split(separator: ":").compactMap { Int($0) }
      guard parts.count >= 2 else { throw DateInputError("not a time: '\(text)'") }
      return .time(hour: parts[0], minute: parts[1], second: parts.count > 2 ? parts[2] : 0)
    case .datetime:
      guard let date = ISO8601DateFormatter().date(from: trimmed) else {
        throw DateInputError("not a date and time: '\(text)'")
      }
      return .datetime(date, timeZone: timeZone)
    case .duration:
      guard let seconds = Int(trimmed) else { throw DateInputError("not a duration: '\(text)'") }
      return .duration(seconds: seconds)
    }
  }

  /// How the reading is echoed back at the prompt ("→ Fri 27 Nov 2026").
  public func echo(_ value: TemporalValue) -> String { value.iso }
}
