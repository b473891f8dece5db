import Glibc

extension TerminalSession {
  /// A terminal's modes while a ``withRawMode(on:_:)`` or ``withCookedMode(on:_:)`` body
  /// runs: the ones to restore and the ones set.
  struct ModeScope {
    /// The terminal.
    let fd: Int32
    /// The modes found on entry, put back on exit.
    let saved: termios
    /// The modes the body runs in.
    let applied: termios

    /// Sets the body's modes again, after SIGCONT: the shell resets the terminal while a
    /// job is stopped.
    func reapply() {
      var modes = applied
      _ = tcsetattr(fd, TCSANOW, &modes)
    }

    /// Stops the foreground job as the Ctrl-Z key does with ISIG on, with the saved modes
    /// in force while stopped, and sets the body's modes again after `fg`.
    ///
    /// The whole process group is stopped, as the terminal would stop it: in a pipeline
    /// (`formline f.yaml | jq`) the shell regains the terminal only when every member stops.
    func suspend() {
      var modes = saved
      _ = tcsetattr(fd, TCSANOW, &modes)
      kill(0, SIGTSTP)
      reapply()
    }
  }

  /// Runs `body` with the terminal on `fd` raw: no echo, no line editing, no signal keys
  /// (Ctrl-C and Ctrl-Z arrive as bytes), one byte at a time.
  ///
  /// The modes are switched with `TCSANOW` before `body` prints anything: keys typed as soon
  /// as a prompt shows must not be echoed by the still-cooked terminal, and flushing would
  /// drop keys typed ahead (docs/libedit.md §5).
  ///
  /// - Returns: What `body` returned, or nil (with `errno` set) when `fd` is not a terminal.
  static func withRawMode<Result>(on fd: Int32, _ body: (ModeScope) -> Result) -> Result? {
    withModes(on: fd, body) { raw in
      raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
      raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
      withUnsafeMutableBytes(of: &raw.c_cc) { controls in
        controls[Int(VMIN)] = 1
        controls[Int(VTIME)] = 0
      }
    }
  }

  /// Runs `body` with the terminal on `fd` cooked (echo, lines, signal keys), as another
  /// program such as an editor or a pager expects it; `body` runs as is when `fd` is not
  /// a terminal.
  static func withCookedMode<Result>(on fd: Int32, _ body: () -> Result) -> Result {
    let result = withModes(
      on: fd, { _ in body() },
      change: { cooked in
        cooked.c_lflag |= tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        cooked.c_iflag |= tcflag_t(ICRNL)
      })
    return result ?? body()
  }

  private static func withModes<Result>(
    on fd: Int32, _ body: (ModeScope) -> Result, change: (inout termios) -> Void
  ) -> Result? {
    var saved = termios()
    guard tcgetattr(fd, &saved) == 0 else { return nil }
    var applied = saved
    change(&applied)
    let scope = ModeScope(fd: fd, saved: saved, applied: applied)
    scope.reapply()
    defer {
      var modes = saved
      _ = tcsetattr(fd, TCSANOW, &modes)
    }
    return body(scope)
  }
}
