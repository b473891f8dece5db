import FoundationEssentials
import Glibc

extension AtomicFile.Destination {
  /// The open descriptor a path stands for: `/dev/stdout` is 1, `/dev/stderr` 2,
  /// `/dev/fd/N` and `/proc/self/fd/N` are N, also through symbolic links that lead there.
  ///
  /// Renaming a temp file over such a path would replace the system's link (as root) or a
  /// link of the user's, not write where the descriptor points; writing to the descriptor
  /// is what a shell's `>` amounts to.
  static func namedDescriptor(_ path: String) -> Int32? {
    var current = path
    // As many links as the kernel follows before ELOOP.
    for _ in 0..<40 {
      switch current {
      case "/dev/stdin": return 0
      case "/dev/stdout": return 1
      case "/dev/stderr": return 2
      default: break
      }
      for prefix in ["/dev/fd/", "/proc/self/fd/", "/proc/\(getpid())/fd/"]
      where current.hasPrefix(prefix) {
        if let number = Int32(current.dropFirst(prefix.count)), number >= 0 { return number }
      }
      guard let target = linkTarget(current) else { return nil }
      current =
        target.hasPrefix("/")
        ? target : PathText.parent(of: current) + "/" + target
    }
    return nil
  }

  /// Whether the directory a path is in is, once resolved, `/dev` or `/proc` or below:
  /// the system's files there are written through, never renamed over or created beside.
  static func isInSystemDirectory(_ path: String) -> Bool {
    let directory = PathText.parent(of: path)
    guard let resolved = realpath(directory.isEmpty ? "." : directory, nil) else { return false }
    defer { free(resolved) }
    let real = String(cString: resolved)
    return ["/dev", "/proc"].contains { real == $0 || real.hasPrefix($0 + "/") }
  }

  private static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
