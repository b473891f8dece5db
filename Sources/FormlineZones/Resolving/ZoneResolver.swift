/// Decides from the value of `TZ` which zone the system's C library would use, reading
/// files only through the closure it is given.
///
/// The order is glibc's: unset means the system zone file (`/etc/localtime`); empty means
/// UTC; otherwise a leading `:` is dropped and the name is first read as a zone file under
/// the zone directory (so `EST5EDT` is the file of that name when there is one), then as a
/// POSIX rule. What fails both is UTC, flagged, abbreviated by the rule's leading name when
/// it has one (`TZ=Foo/Bar` shows `Foo`, as glibc does). Unlike glibc, a name that would
/// leave the zone directory is never read.
///
/// ✅ `nil` → the bytes of `/etc/localtime`. ✅ `:Europe/Paris` →
/// `/usr/share/zoneinfo/Europe/Paris`. ✅ `<+0330>-3:30` → that rule.
/// ❌ `../../etc/passwd` → UTC, `.fallback(.refusedPath("../../etc/passwd"))`.
package struct ZoneResolver: Sendable {
  /// Where named zones live (glibc's `TZDIR`).
  package var zoneDirectory: String
  /// The system zone's file, read when `TZ` is unset.
  package var systemZonePath: String

  /// - Parameters:
  ///   - zoneDirectory: Where named zones live, without a final `/`.
  ///   - systemZonePath: The system zone's file.
  package init(
    zoneDirectory: String = "/usr/share/zoneinfo", systemZonePath: String = "/etc/localtime"
  ) {
    self.zoneDirectory = zoneDirectory
    self.systemZonePath = systemZonePath
  }

  /// The zone `tz` stands for.
  ///
  /// - Parameters:
  ///   - tz: The value of `TZ`, nil when unset.
  ///   - systemZoneName: The system zone's name when the caller knows it (the target of the
  ///     `/etc/localtime` link, past `zoneinfo/`); `localtime` otherwise.
  ///   - read: Returns a file's bytes, or nil when it cannot be read. Called at most once.
  /// - Returns: The zone, never nil: UTC flagged as a fallback when nothing fits.
  package func resolve(
    tz: String?, systemZoneName: String? = nil, read: (String) -> [UInt8]?
  ) -> ResolvedZone {
    guard let tz else {
      guard let bytes = read(systemZonePath) else {
        return fallback(.unreadable(path: systemZonePath), name: nil)
      }
      do {
        let rules = try ZoneRules(tzif: bytes, identifier: systemZoneName ?? "localtime")
        return ResolvedZone(rules: rules, source: .file(path: systemZonePath))
      } catch {
        return fallback(.invalidFile(path: systemZonePath, error), name: nil)
      }
    }
    let name = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
    guard !name.isEmpty else { return ResolvedZone(rules: .utc, source: .emptyValue) }
    guard let path = ZoneFilePath.resolve(name, in: zoneDirectory) else {
      return fallback(.refusedPath(name), name: name)
    }
    var reason = ResolvedZone.Fallback.unreadable(path: path)
    if let bytes = read(path) {
      do {
        let rules = try ZoneRules(tzif: bytes, identifier: name)
        return ResolvedZone(rules: rules, source: .file(path: path))
      } catch {
        reason = .invalidFile(path: path, error)
      }
    }
    if let rule = try? PosixTimeZone(rule: name) {
      return ResolvedZone(rules: ZoneRules(rule: rule, identifier: name), source: .rule)
    }
    return fallback(reason, name: name)
  }

  private func fallback(_ reason: ResolvedZone.Fallback, name: String?) -> ResolvedZone {
    let abbreviation = name.flatMap(PosixRuleParser.leadingName(of:)) ?? "UTC"
    let offset = ZoneOffset(seconds: 0, abbreviation: abbreviation, isDaylight: false)
    return ResolvedZone(
      rules: ZoneRules(fixed: offset, identifier: "UTC"), source: .fallback(reason))
  }
}
