/// The zone a `TZ` value stands for, and where its rules came from.
package struct ResolvedZone: Sendable, Hashable {
  /// The rules to use; UTC when nothing usable was found.
  package var rules: ZoneRules
  /// Where they came from.
  package var source: Source

  /// Where a resolved zone's rules came from.
  package enum Source: Sendable, Hashable {
    /// A TZif file at this path (the system zone or a named one).
    case file(path: String)
    /// `TZ` held a POSIX rule.
    case rule
    /// `TZ` was set but empty, which means UTC.
    case emptyValue
    /// Nothing usable: UTC stands in, as glibc's does.
    case fallback(Fallback)
  }

  /// Why UTC stands in for the zone asked for.
  package enum Fallback: Sendable, Hashable {
    /// The name leaves the zone directory (`../../etc/passwd`, `/etc/passwd`).
    case refusedPath(String)
    /// Nothing could be read at this path, and the name is not a POSIX rule.
    case unreadable(path: String)
    /// Bytes were read but are not a TZif file, and the name is not a POSIX rule.
    case invalidFile(path: String, ZoneDataError)
  }

  /// Whether UTC stands in for a zone that could not be found or read.
  package var isFallback: Bool {
    if case .fallback = source { return true }
    return false
  }
}
