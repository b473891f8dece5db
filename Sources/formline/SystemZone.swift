import FormlineCore
import FormlineZones

#if canImport(Glibc)
import Glibc
#endif

/// The process's time zone, as the C library would pick it from `TZ`, and the zone files
/// templates name, read by this executable and handed to the core, which reads no file or
/// environment itself (docs/architecture.md).
enum SystemZone {
  /// Zone files are a few kilobytes; anything much larger under the zone directory is not
  /// one, and is not read whole.
  static let maximumFileSize = 1 << 20

  /// The zone of this process, looked up when a date first needs it.
  ///
  /// One for the process, so `--now` without an offset and the fill's dates share one
  /// lookup. `TZ` is read at that moment, as the C library reads it.
  static let process = deferred(tz: getenv("TZ").map { String(cString: $0) })

  /// A zone for the `TZ` value `tz` (nil when unset), looked up when first needed.
  ///
  /// What cannot be read or understood is UTC, as the C library has it (`%Z` then shows
  /// the name `TZ` started with); a `TZ` the person set that way is reported on standard
  /// error when the zone is first needed, since the C library would use it silently.
  static func deferred(tz: String?) -> DeferredZone {
    DeferredZone(named: NamedZones(read: readZoneFile)) {
      let resolved = ZoneResolver().resolve(
        tz: tz, systemZoneName: tz == nil ? systemZoneName() : nil, read: readZoneFile)
      if let tz, let warning = fallbackWarning(tz: tz, source: resolved.source) {
        StandardError.write(warning)
      }
      return Zone(resolved.rules)
    }
  }

  /// Names that mean UTC whether or not the zone directory has a file for them: falling
  /// back to UTC changes nothing for these.
  private static let namesOfUTC: Set<String> = [
    "UTC", "GMT", "Etc/UTC", "Etc/GMT", "UCT", "Universal", "Zulu", "Etc/Universal", "Etc/Zulu",
  ]

  /// The line reporting that `TZ` named no zone this process can read, or nil when it did.
  static func fallbackWarning(tz: String, source: ResolvedZone.Source) -> String? {
    guard case .fallback(let reason) = source else { return nil }
    let name = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
    guard !namesOfUTC.contains(name) else { return nil }
    let why: String
    switch reason {
    case .refusedPath: why = "names a file outside the zone directory"
    case .unreadable(let path): why = "is not a POSIX rule and \(path) cannot be read"
    case .invalidFile(let path, _): why = "is not a POSIX rule and \(path) is not a zone file"
    }
    let shown = SafeText.neutraliseSingleLine(tz)
    return "formline: warning: TZ '\(shown)' \(why): dates are read and shown in UTC\n"
  }

  /// The system zone's name, as the `/etc/localtime` link names it past `zoneinfo/`
  /// (`Europe/Paris`); nil when it is not such a link.
  ///
  /// Found by bytes: splitting the path as a `String` cost ~300,000 instructions of generic
  /// set-up on the way to the first date.
  private static func systemZoneName() -> String? {
    var buffer = [UInt8](repeating: 0, count: 1024)
    let count = buffer.withUnsafeMutableBytes { (raw) -> Int in
      guard let start = raw.baseAddress?.assumingMemoryBound(to: CChar.self) else { return -1 }
      return readlink(ZoneResolver().systemZonePath, start, raw.count - 1)
    }
    guard count > 0 else { return nil }
    return zoneName(ofLink: buffer[..<count])
  }

  /// The part of a link's target past its last `zoneinfo/` (`Europe/Paris` of
  /// `../usr/share/zoneinfo/Europe/Paris`), or nil when there is none.
  static func zoneName(ofLink target: ArraySlice<UInt8>) -> String? {
    let marker = Array("zoneinfo/".utf8)
    var start = target.endIndex - marker.count
    while start >= target.startIndex,
      !target[start..<(start + marker.count)].elementsEqual(marker)
    {
      start -= 1
    }
    guard start >= target.startIndex, start + marker.count < target.endIndex else { return nil }
    return String(decoding: target[(start + marker.count)...], as: UTF8.self)
  }

  /// A regular file's bytes, or nil when it cannot be opened, is not a regular file or is
  /// larger than `maximumFileSize`.
  @Sendable static func readZoneFile(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      status.st_size <= maximumFileSize
    else { return nil }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16_384)
    while bytes.count <= maximumFileSize {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[..<count])
    }
    return nil
  }
}
