import FoundationEssentials
import Glibc

/// Runs a user's program (`$EDITOR`, `$PAGER`) on a private temp file, on the terminal.
///
/// The command is run through `/bin/sh -c` as git does, so `EDITOR="code --wait"` works. The
/// text lives in a temp file of mode 0600, removed afterwards, because answers may be
/// personal; the terminal is cooked for the program and restored after.
struct ExternalCommand: Sendable {
  /// The command line; the file's path is appended as one word.
  var command: String
  /// Environment of the program.
  var environment: [String: String]
  /// The terminal the program uses when our stdin or stdout is redirected (`/dev/tty`).
  var terminalPath: String

  /// Writes `text` to a new temp file, runs the program on it and hands `body` its path.
  ///
  /// - Returns: What `body` returned, or nil when the file could not be made, the program
  ///   could not start, exited with a non-zero status or was killed.
  func run<Result>(
    on text: String, fileExtension: String, then body: (String) -> Result?
  ) -> Result? {
    let directory = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array("\(directory)/formline-XXXXXX.\(fileExtension)".utf8CString)
    let suffixLength = Int32(fileExtension.utf8.count + 1)
    let fd = template.withUnsafeMutableBufferPointer { buffer in
      // mkstemps creates the file with mode 0600.
      buffer.baseAddress.map { mkstemps($0, suffixLength) } ?? -1
    }
    guard fd >= 0 else { return nil }
    let path = template.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { String(cString: $0) } ?? ""
    }
    defer { unlink(path) }
    let written = DescriptorOutput.write(text, to: fd)
    guard close(fd) == 0, written else { return nil }
    guard run(path: path) else { return nil }
    return body(path)
  }

  /// Runs the program on `path` in cooked mode and waits; true when it exited with status 0.
  private func run(path: String) -> Bool {
    // Our stdin/stdout may be a pipe or the result file; the program needs the terminal. Opened
    // here rather than as a spawn action: without a controlling tty the open fails (ENXIO),
    // and the program should still run on what it has.
    let terminal = open(terminalPath, O_RDWR | O_CLOEXEC)
    defer {
      if terminal >= 0 { close(terminal) }
    }
    return TerminalSession.withCookedMode(on: terminal >= 0 ? terminal : 0) {
      // While the program owns the terminal, ^C is the program's: ignore it here, as git does.
      var ignore = sigaction()
      ignore.__sigaction_handler.sa_handler = SIG_IGN
      var oldInterrupt = sigaction()
      var oldQuit = sigaction()
      sigaction(SIGINT, &ignore, &oldInterrupt)
      sigaction(SIGQUIT, &ignore, &oldQuit)
      defer {
        sigaction(SIGINT, &oldInterrupt, nil)
        sigaction(SIGQUIT, &oldQuit, nil)
      }
      guard let pid = spawn(path: path, terminal: terminal) else { return false }
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 {
        if errno != EINTR { return false }
      }
      return status & 0x7F == 0 && (status >> 8) & 0xFF == 0
    }
  }

  private func spawn(path: String, terminal: Int32) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for fd in [Int32(0), 1] where terminal >= 0 && isatty(fd) == 0 {
      posix_spawn_file_actions_adddup2(&actions, terminal, fd)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGINT)
    sigaddset(&defaults, SIGQUIT)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
    // "$0" is the path, so the command may carry its own arguments ("code --wait").
    let arguments = ["/bin/sh", "-c", command + " \"$0\"", path]
    let variables = environment.map { "\($0.key)=\($0.value)" }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = variables.map { strdup($0) } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
    return status == 0 ? pid : nil
  }
}
