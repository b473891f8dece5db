import Foundation
import Glibc

/// Edits a text in the user's `$VISUAL`/`$EDITOR`, for long-text fields.
///
/// The command is run through `/bin/sh -c` as git does, so `EDITOR="code --wait"` works. The
/// text lives in a private temp file (mode 0600, removed afterwards) because answers may be
/// personal, and the terminal is put back to cooked mode for the editor and restored after.
public struct ExternalEditor: Sendable {
  /// The editor command line: `$VISUAL`, else `$EDITOR`, else `vi`.
  public var command: String
  /// Environment of the editor process.
  public var environment: [String: String]
  /// The terminal the editor uses when stdout is redirected (`/dev/tty`).
  public var terminalPath: String

  /// Creates an editor from values the executable read from the environment.
  ///
  /// - Parameters:
  ///   - visual: `$VISUAL`, preferred when set and not empty.
  ///   - editor: `$EDITOR`.
  ///   - environment: Environment passed to the editor.
  ///   - terminalPath: Terminal for the editor's stdin/stdout when ours are redirected.
  public init(
    visual: String?,
    editor: String?,
    environment: [String: String],
    terminalPath: String = "/dev/tty"
  ) {
    let chosen = [visual, editor].compactMap { $0 }.first { !$0.isEmpty }
    self.command = chosen ?? "vi"
    self.environment = environment
    self.terminalPath = terminalPath
  }

  /// Lets the user edit `text` and returns the result.
  ///
  /// - Parameters:
  ///   - text: The initial text.
  ///   - fileExtension: Extension of the temp file, so the editor picks a syntax.
  /// - Returns: The edited text, or nil when the file could not be made, the editor could
  ///   not start, exited with a non-zero status or was killed.
  public func edit(_ text: String, fileExtension: String = "txt") -> String? {
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
    let written = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
    do {
      try written.write(contentsOf: Data(text.utf8))
      try written.close()
    } catch {
      return nil
    }
    guard run(path: path) else { return nil }
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Runs the editor on `path` in cooked mode and waits; true when it exited with status 0.
  private func run(path: String) -> Bool {
    var saved = termios()
    let hasTerminal = tcgetattr(0, &saved) == 0
    if hasTerminal {
      var cooked = saved
      cooked.c_lflag |= tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
      cooked.c_iflag |= tcflag_t(ICRNL)
      _ = tcsetattr(0, TCSANOW, &cooked)
    }
    defer {
      if hasTerminal { _ = tcsetattr(0, TCSANOW, &saved) }
    }
    // While the editor owns the terminal, ^C is the editor's: ignore it here, as git does.
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
    guard let pid = spawn(path: path) else { return false }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      if errno != EINTR { return false }
    }
    return status & 0x7F == 0 && (status >> 8) & 0xFF == 0
  }

  private func spawn(path: String) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // Our stdin/stdout may be a pipe or the result file; the editor needs the terminal. Opened
    // here rather than as a spawn action: without a controlling tty the open fails (ENXIO),
    // and the editor should still run on what it has.
    let terminal = open(terminalPath, O_RDWR | O_CLOEXEC)
    defer {
      if terminal >= 0 { close(terminal) }
    }
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
