import FoundationEssentials
import Glibc

extension AtomicFile {
  /// Temp files a killed `formline` left next to the same destination.
  ///
  /// Their names carry the writer's process id (`.out.json.formline-4242-a1B2c3`); one whose
  /// process no longer exists is stale and removed, since it may hold secrets. One of a live
  /// process, or of an older name without a process id, is left alone.
  enum StaleTemporaries {
    /// `dir/.name.formline-` for `dir/name`.
    static func prefix(for path: String) -> String {
      let directory = PathText.parent(of: path)
      let base = PathText.lastComponent(of: path)
      return (directory.isEmpty ? "." : directory) + "/.\(base).formline-"
    }

    static func remove(for path: String) {
      let prefix = prefix(for: path)
      let directory = PathText.parent(of: prefix)
      let namePrefix = PathText.lastComponent(of: prefix)
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
        return
      }
      for name in names where name.utf8.starts(with: namePrefix.utf8) {
        let rest = name.utf8.dropFirst(namePrefix.utf8.count)
        guard let dash = rest.firstIndex(of: UInt8(ascii: "-")),
          let pid = Int32(String(decoding: rest[..<dash], as: UTF8.self)), pid > 0,
          kill(pid, 0) != 0, errno == ESRCH
        else { continue }
        unlink(directory + "/" + name)
      }
    }
  }

  /// Blocks the signals that end a process (SIGTERM, SIGHUP, SIGINT, SIGQUIT) for the
  /// calling thread until `release`, when a pending one is delivered.
  struct SignalHold {
    private var previous = sigset_t()

    init() {
      var blocked = sigset_t()
      sigemptyset(&blocked)
      for signal in [SIGTERM, SIGHUP, SIGINT, SIGQUIT] { sigaddset(&blocked, signal) }
      pthread_sigmask(SIG_BLOCK, &blocked, &previous)
    }

    func release() {
      var previous = previous
      pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
  }
}
