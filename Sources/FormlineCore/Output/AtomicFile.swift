import FoundationEssentials
import Glibc

/// Writes a file so that readers see the old content or the new, never a part: a temp
/// file in the same directory, fsync, rename.
///
/// The destination decides how (see `AtomicFile.Destination`): a regular file, a missing
/// one or a symbolic link to either is replaced by rename; a character device or FIFO
/// (`/dev/null`, a named pipe) is written through, never renamed over, as is any file
/// under `/dev` or `/proc`; a path naming an open descriptor (`/dev/stdout`,
/// `/proc/self/fd/N`) is written to that descriptor; any other kind (block device, socket,
/// directory) is refused.
package enum AtomicFile {
  /// - Parameters:
  ///   - text: The whole content.
  ///   - path: The destination.
  ///   - mode: Permission bits of a new file, with the umask already applied (e.g.
  ///     `0o666 & ~umask`, or `0o600 & ~umask` when the form has secrets).
  ///   - ceiling: The loosest bits an existing file keeps: its own mode is kept, limited
  ///     to these (`0o600` when the form has secrets), so it never becomes looser.
  /// - Throws: `Diagnostic` naming the path and the system's reason; the destination is
  ///   left untouched and the temp file removed.
  package static func write(
    _ text: String, to path: String, mode: UInt32 = 0o644, ceiling: UInt32 = 0o7777
  ) throws(Diagnostic) {
    let bytes = Array(text.utf8)
    let existing: Destination.Existing?
    switch try Destination.inspect(path) {
    case .writeThrough:
      try writeThrough(bytes, to: path)
      return
    case .descriptor(let descriptor):
      guard writeAll(bytes, to: descriptor) else { throw failure(path, "cannot write") }
      return
    case .systemFile:
      try writeThrough(bytes, to: path, flags: O_CREAT | O_TRUNC, mode: mode)
      return
    case .replace(let found):
      existing = found
    }
    // Signals that end the process wait until the temp file is renamed or removed, so no
    // copy of the answers (secrets included) is left behind by a kill during the write.
    let held = SignalHold()
    defer { held.release() }
    StaleTemporaries.remove(for: path)
    let (descriptor, temporary) = try createTemporary(for: path)
    var succeeded = false
    defer {
      if !succeeded { unlink(temporary) }
    }
    let finalMode = existing.map { $0.mode & ceiling } ?? mode
    if let existing, existing.owner != geteuid() || existing.group != getegid() {
      // Only root may give the file back to its owner; others make it theirs, as `cp` does.
      _ = fchown(descriptor, existing.owner, existing.group)
    }
    guard writeAll(bytes, to: descriptor), fchmod(descriptor, finalMode) == 0,
      fsync(descriptor) == 0
    else {
      let failure = failure(path, "cannot write")
      close(descriptor)
      throw failure
    }
    close(descriptor)
    guard rename(temporary, path) == 0 else { throw failure(path, "cannot replace the file") }
    succeeded = true
  }

  /// The temp file's name starts with `.<name>.formline-<pid>-` so a later run can tell
  /// one left by a killed process from one another process is writing.
  private static func createTemporary(for path: String) throws(Diagnostic) -> (Int32, String) {
    let template = StaleTemporaries.prefix(for: path) + "\(getpid())-XXXXXX"
    var templateBytes = Array(template.utf8CString)
    let descriptor = templateBytes.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else { throw failure(path, "cannot create a temporary file") }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    return (descriptor, String(cString: templateBytes.map { UInt8(bitPattern: $0) }))
  }

  /// Writes to a device or FIFO as a shell's `>` would, without creating or renaming.
  private static func writeThrough(
    _ bytes: [UInt8], to path: String, flags: Int32 = 0, mode: UInt32 = 0
  ) throws(Diagnostic) {
    let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | flags, mode)
    guard descriptor >= 0 else { throw failure(path, "cannot open") }
    defer { close(descriptor) }
    guard writeAll(bytes, to: descriptor) else { throw failure(path, "cannot write") }
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var written = 0
    while written < bytes.count {
      let result = bytes[written...].withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress, buffer.count)
      }
      if result < 0 {
        if errno == EINTR { continue }
        return false
      }
      written += result
    }
    return true
  }

  static func failure(_ path: String, _ what: String) -> Diagnostic {
    let reason = String(cString: strerror(errno))
    return .error("\(what): \(reason)", at: SourceLocation(file: path))
  }
}
