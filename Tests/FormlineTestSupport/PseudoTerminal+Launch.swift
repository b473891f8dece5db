import Glibc

extension PseudoTerminal {
  /// Everything needed to start the child; `spawn()` runs under the spawn lock.
  struct Launch {
    var executable: String
    var arguments: [String]
    var environment: [String: String]
    var currentDirectory: String?
    var rows: UInt16
    var columns: UInt16
    var standardOutput: StandardOutput

    /// Opens the pty and spawns the child on it; returns (pid, master, stdout pipe).
    func spawn() throws -> (pid_t, Int32, Int32?) {
      var master: Int32 = -1
      var slave: Int32 = -1
      var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
      guard openpty(&master, &slave, nil, nil, &size) == 0 else {
        throw PseudoTerminalError.openpty(errno)
      }
      _ = fcntl(master, F_SETFD, FD_CLOEXEC)
      _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
      defer { close(slave) }  // keep only the master: reads fail with EIO once the child is gone
      // ttyname_r, not ttyname: ttyname's static buffer is shared by parallel tests.
      var name = [CChar](repeating: 0, count: 256)
      guard ttyname_r(slave, &name, name.count) == 0 else {
        close(master)
        throw PseudoTerminalError.openpty(errno)
      }
      let slavePath = name.withUnsafeBufferPointer { buffer in
        buffer.baseAddress.map { String(cString: $0) } ?? ""
      }
      var pipeEnds: [Int32] = [-1, -1]
      if case .pipe = standardOutput {
        guard pipe(&pipeEnds) == 0 else {
          close(master)
          throw PseudoTerminalError.spawn(errno)
        }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      }
      do {
        let pid = try spawnChild(slavePath: slavePath, pipeWriteEnd: pipeEnds[1])
        if pipeEnds[1] >= 0 { close(pipeEnds[1]) }
        return (pid, master, pipeEnds[0] >= 0 ? pipeEnds[0] : nil)
      } catch {
        close(master)
        for end in pipeEnds where end >= 0 { close(end) }
        throw error
      }
    }

    private func spawnChild(slavePath: String, pipeWriteEnd: Int32) throws -> pid_t {
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      // A session leader opening a tty without O_NOCTTY acquires it as controlling terminal.
      posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
      switch standardOutput {
      case .terminal:
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
      case .file(let path):
        posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      case .pipe:
        posix_spawn_file_actions_adddup2(&actions, pipeWriteEnd, 1)
      }
      posix_spawn_file_actions_adddup2(&actions, 0, 2)
      var attributes = posix_spawnattr_t()
      posix_spawnattr_init(&attributes)
      defer { posix_spawnattr_destroy(&attributes) }
      // POSIX_SPAWN_SETSID (glibc ≥ 2.26); not imported without _GNU_SOURCE.
      let setsid: Int32 = 0x80
      var noSignals = sigset_t()
      sigemptyset(&noSignals)
      posix_spawnattr_setsigmask(&attributes, &noSignals)
      var defaults = sigset_t()
      sigemptyset(&defaults)
      for signal in [
        SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE, SIGWINCH, SIGHUP, SIGTERM,
      ] {
        sigaddset(&defaults, signal)
      }
      posix_spawnattr_setsigdefault(&attributes, &defaults)
      posix_spawnattr_setflags(
        &attributes, Int16(setsid | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

      var variables = ["TERM": "xterm", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
      variables.merge(environment) { $1 }
      // Glibc does not import posix_spawn_file_actions_addchdir_np: change directory in sh.
      let command =
        currentDirectory.map { ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", $0, executable] }
        ?? [executable]
      let argv = (command + arguments).map { strdup($0) } + [nil]
      let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
      defer {
        for pointer in argv + envp { free(pointer) }
      }
      var pid: pid_t = 0
      let status = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
      guard status == 0 else { throw PseudoTerminalError.spawn(status) }
      return pid
    }
  }
}
