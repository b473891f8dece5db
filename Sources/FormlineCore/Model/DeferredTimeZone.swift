package import Foundation
import Synchronization

/// A time zone looked up the first time it is read, then kept.
///
/// Any use of `TimeZone`, even `.autoupdatingCurrent`, first builds Foundation's zone cache
/// (~440,000 instructions, 14 % of the work before the first prompt of a 20-field form), and
/// most forms ask no date. The executable hands the core the system's zone as a lookup it
/// has not run yet; whatever reads a date runs it once, and every copy shares the answer.
package final class DeferredTimeZone: Sendable {
  private let lookUp: @Sendable () -> TimeZone
  private let resolved = Mutex<TimeZone?>(nil)

  /// - Parameter lookUp: Reads the zone; called at most once, on the first `value`.
  package init(lookUp: @escaping @Sendable () -> TimeZone) {
    self.lookUp = lookUp
  }

  /// A zone already known (`--now` tests, a fixed zone): nothing is deferred.
  package convenience init(_ zone: TimeZone) {
    self.init(lookUp: { zone })
    resolved.withLock { $0 = zone }
  }

  /// The zone, looked up now if nothing has read it yet.
  package var value: TimeZone {
    resolved.withLock { zone in
      if let zone { return zone }
      let found = lookUp()
      zone = found
      return found
    }
  }

  /// Whether the zone has been looked up (for tests of what start-up reads).
  package var isResolved: Bool { resolved.withLock { $0 != nil } }
}
