import Synchronization

/// The zone of dates written without an offset, looked up the first time it is read, then
/// kept; and the zones templates name, read through the same reader.
///
/// Looking up the system's zone reads and parses a zone file, and most forms ask no date.
/// The executable hands the core the lookup unrun; whatever reads a date runs it once, and
/// every copy shares the answer.
package final class DeferredZone: Sendable {
  private let lookUp: @Sendable () -> Zone
  private let resolved = Mutex<Zone?>(nil)
  /// Zones named in templates (`{% now 'Europe/Paris' %}`).
  package let named: NamedZones

  /// - Parameters:
  ///   - named: How named zones are read; `.none` refuses every name.
  ///   - lookUp: Reads the zone; called at most once, on the first `value`.
  package init(named: NamedZones = .none, lookUp: @escaping @Sendable () -> Zone) {
    self.named = named
    self.lookUp = lookUp
  }

  /// A zone already known (`--now` tests, a fixed zone): nothing is deferred.
  package convenience init(_ zone: Zone, named: NamedZones = .none) {
    self.init(named: named, lookUp: { zone })
    resolved.withLock { $0 = zone }
  }

  /// The zone, looked up now if nothing has read it yet.
  package var value: Zone {
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
