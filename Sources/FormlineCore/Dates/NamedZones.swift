package import FormlineZones

/// Zones a template names (`{% now 'Europe/Paris' %}`), read from zone files through the
/// executable's reader: the core opens no file itself.
package struct NamedZones: Sendable {
  private let resolver: ZoneResolver
  private let read: @Sendable (String) -> [UInt8]?

  /// - Parameters:
  ///   - resolver: Where zone files live.
  ///   - read: A file's bytes by path, or nil when it cannot be read.
  package init(
    resolver: ZoneResolver = ZoneResolver(), read: @escaping @Sendable (String) -> [UInt8]?
  ) {
    self.resolver = resolver
    self.read = read
  }

  /// Reads nothing, so no name is a zone: for renders with no zone files at hand.
  package static let none = NamedZones(read: { _ in nil })

  /// The zone of the file `name` names under the zone directory, or nil.
  ///
  /// Only a zone file counts: a name is not read as a POSIX rule, nor stood in for by UTC,
  /// as `TZ` is, so a misspelt name is an error rather than a silent UTC. Names that would
  /// leave the zone directory, or an absolute path, are never read.
  /// - Parameter name: A zone name such as `Europe/Paris` or `UTC`.
  /// - Returns: The zone, or nil when no zone file of that name can be read.
  package func zone(named name: String) -> Zone? {
    guard !name.hasPrefix(":"), !name.hasPrefix("/") else { return nil }
    let resolved = resolver.resolve(tz: name, read: read)
    guard case .file = resolved.source else { return nil }
    return Zone(resolved.rules)
  }
}
