package import Foundation

/// The one reader of an instant written as ISO 8601 text.
///
/// Used for `--now` of every command and a draft's `savedAt`. Strict, so `2026-02-30` is
/// refused everywhere instead of rolling over to March in one place and being refused in
/// another.
package enum InstantText {
  /// Reads a datetime (with an offset, or in `timeZone` without one) or a date alone (its
  /// start in `timeZone`).
  ///
  /// ```
  /// ✅ "2026-11-23T10:00:00Z"  → that instant
  /// ✅ "2026-11-23"            → 2026-11-23T00:00 in `timeZone`
  /// ❌ "2026-02-30"            → no such day
  /// ```
  /// - Throws: `DateInputError` saying why the text names no instant.
  package static func parse(_ text: String, timeZone: TimeZone) throws(DateInputError) -> Date {
    let stored: TemporalValue
    do {
      stored = try DateInputParser.parseStored(text, as: .datetime, timeZone: timeZone)
    } catch {
      // Not a datetime: a date alone, read as strictly, or the datetime's reason.
      guard case .date? = try? DateInputParser.parseStored(text, as: .date, timeZone: timeZone)
      else { throw error }
      stored = try DateInputParser.parseStored(text + "T00:00", as: .datetime, timeZone: timeZone)
    }
    guard case .datetime(let instant, _) = stored else {
      throw DateInputError("'\(text)' is not an ISO 8601 date or date and time")
    }
    return instant
  }

  /// An instant as UTC ISO 8601 text, which `parse` reads back.
  package static func format(_ instant: Date) -> String {
    ISO8601DateFormatter().string(from: instant)
  }
}
