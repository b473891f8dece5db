import Foundation

/// Writes a file so that readers see the old content or the new, never a part: a temp
/// file in the same directory, fsync, rename (SPEC §1 `--output`).
public enum AtomicFile {
  /// - Parameters:
  ///   - text: The whole content.
  ///   - path: The destination.
  ///   - mode: Permission bits, e.g. 0o600 when the form has secrets.
  /// - Throws: `Diagnostic` naming the path and the system's reason; the destination is
  ///   left untouched and the temp file removed.
  public static func write(_ text: String, to path: String, mode: UInt32 = 0o644)
    throws(Diagnostic)
  {
    let directory = (path as NSString).deletingLastPathComponent
    let base = (path as NSString).lastPathComponent
    let template = (directory.isEmpty ? "." : directory) + "/.\(base).formline-XXXXXX"
    var templateBytes = Array(template.utf8CString)
    let descriptor = templateBytes.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else { throw failure(path, "cannot create a temporary file") }
    let temporary = String(cString: templateBytes.map { UInt8(bitPattern: $0) })
    var succeeded = false
    defer {
      if !succeeded { unlink(temporary) }
    }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let result = bytes[written...].withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress, buffer.count)
      }
      if result < 0 {
        if errno == EINTR { continue }
        close(descriptor)
        throw failure(path, "cannot write")
      }
      written += result
    }
    guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else {
      close(descriptor)
      throw failure(path, "cannot write")
    }
    close(descriptor)
    guard rename(temporary, path) == 0 else { throw failure(path, "cannot replace the file") }
    succeeded = true
  }

  private static func failure(_ path: String, _ what: String) -> Diagnostic {
    let reason = String(cString: strerror(errno))
    return .error("\(what): \(reason)", at: SourceLocation(file: path))
  }
}
