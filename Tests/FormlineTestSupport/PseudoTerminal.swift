package import Foundation
import Glibc
import Synchronization

/// A child process whose terminal is the slave side of a pseudo-terminal, for interactive tests.
///
/// As docs/libedit.md §9 describes: `openpty` + `posix_spawn` with
/// `POSIX_SPAWN_SETSID`, so the pty is the child's controlling terminal and ^C raises SIGINT.
/// Its stdout can go elsewhere (a file or a pipe) to check that results and conversation stay
/// apart. Waits are generous (10 s) and never used as assertions, so parallel runs stay green.
package final class PseudoTerminal {
  /// Where the child's standard output goes.
  package enum StandardOutput {
    /// The pty, like stdin and stderr.
    case terminal
    /// A file created (or truncated) at this path.
    case file(String)
    /// A pipe read by the harness; see ``capturedOutput``.
    case pipe
  }

  /// Serialises openpty + FD_CLOEXEC + spawn: a child spawned by another test's thread in
  /// between would inherit this pty's descriptors.
  private static let spawnLock = Mutex(())

  /// The child's process id.
  package let pid: pid_t
  /// The master side; -1 after ``hangUp()``.
  private var master: Int32
  private let outputPipe: Int32?
  private var raw: [UInt8] = []
  private var piped: [UInt8] = []
  private var consumed = 0
  private var exitStatus: Int32?

  /// Whether this machine can open a pseudo-terminal (tests skip themselves otherwise).
  package static var isAvailable: Bool {
    var master: Int32 = -1
    var slave: Int32 = -1
    guard openpty(&master, &slave, nil, nil, nil) == 0 else { return false }
    close(master)
    close(slave)
    return true
  }

  /// Starts `executable` on a new pty.
  ///
  /// - Parameters:
  ///   - executable: Absolute path of the program.
  ///   - arguments: Its arguments (without argv[0]).
  ///   - environment: Added to `TERM=xterm LANG=C.UTF-8 PATH=/usr/bin:/bin`.
  ///   - currentDirectory: The child's working directory, if not ours.
  ///   - rows: Window rows.
  ///   - columns: Window columns.
  ///   - standardOutput: Where stdout goes.
  /// - Throws: ``PseudoTerminalError`` when the pty or the process cannot be created.
  package init(
    executable: String,
    arguments: [String] = [],
    environment: [String: String] = [:],
    currentDirectory: String? = nil,
    rows: UInt16 = 24,
    columns: UInt16 = 80,
    standardOutput: StandardOutput = .terminal
  ) throws {
    let launch = Launch(
      executable: executable, arguments: arguments, environment: environment,
      currentDirectory: currentDirectory, rows: rows, columns: columns,
      standardOutput: standardOutput)
    (pid, master, outputPipe) = try Self.spawnLock.withLock { _ in try launch.spawn() }
  }

  deinit {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    if master >= 0 { close(master) }
    if let outputPipe { close(outputPipe) }
  }

  /// Closes the master side, as when the terminal window is closed: the kernel sends SIGHUP
  /// to the child's session and its reads and writes fail with EIO.
  package func hangUp() {
    guard master >= 0 else { return }
    close(master)
    master = -1
  }

  /// Everything the terminal showed so far, ANSI sequences, `\r`, BEL and `\1` removed.
  package var screenText: String { Self.stripANSI(String(decoding: raw, as: UTF8.self)) }

  /// Everything the terminal showed so far, as sent.
  package var rawOutput: [UInt8] { raw }

  /// What the child wrote to stdout when it is ``StandardOutput/pipe``.
  package var capturedOutput: String { String(decoding: piped, as: UTF8.self) }

  /// Types `keys` into the terminal.
  package func send(_ keys: String) {
    send(bytes: Array(keys.utf8))
  }

  /// Sends raw bytes, for input a keyboard cannot produce (invalid UTF-8).
  package func send(bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return
      }
      offset += written
    }
  }

  /// Waits until `needle` appears in the screen text after the previous match.
  ///
  /// - Parameters:
  ///   - needle: Text to wait for.
  ///   - timeout: Seconds to wait at most.
  /// - Returns: The screen text from the previous match up to and including `needle`.
  /// - Throws: ``PseudoTerminalError/timeout(_:_:)`` with the screen so far.
  @discardableResult
  package func expect(_ needle: String, timeout: Double = 10) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let text = screenText
      let rest = text.dropFirst(consumed)
      if let range = rest.range(of: needle) {
        consumed = text.distance(from: text.startIndex, to: range.upperBound)
        return String(rest[..<range.upperBound])
      }
      if Date() > deadline { throw PseudoTerminalError.timeout(needle, text) }
      if !pump(timeout: 0.05), !screenText.dropFirst(consumed).contains(needle) {
        throw PseudoTerminalError.timeout(needle, screenText)  // the child side closed
      }
    }
  }

  /// Waits for the child to exit, draining its output meanwhile.
  ///
  /// - Parameter timeout: Seconds to wait at most.
  /// - Returns: The exit status, or 128 + signal number when it was killed.
  /// - Throws: ``PseudoTerminalError/noExit`` on timeout.
  @discardableResult
  package func waitForExit(timeout: Double = 10) throws -> Int32 {
    if let exitStatus { return exitStatus }
    let deadline = Date().addingTimeInterval(timeout)
    var status: Int32 = 0
    while Date() < deadline {
      pump(timeout: 0.02)  // keep draining so the child never blocks on a full pty buffer
      if waitpid(pid, &status, WNOHANG) == pid {
        while pump(timeout: 0) {}
        let code: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        exitStatus = code
        return code
      }
    }
    throw PseudoTerminalError.noExit
  }

  /// Changes the window size; the kernel sends SIGWINCH to the foreground group.
  package func resize(rows: UInt16, columns: UInt16) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  }

  /// The pty's current local modes (`c_lflag`), read through the master side.
  ///
  /// Lets a test check the terminal was restored even after the child died of a signal.
  package func localModes() -> (echo: Bool, canonical: Bool, signals: Bool)? {
    var modes = termios()
    guard tcgetattr(master, &modes) == 0 else { return nil }
    return (
      modes.c_lflag & tcflag_t(ECHO) != 0, modes.c_lflag & tcflag_t(ICANON) != 0,
      modes.c_lflag & tcflag_t(ISIG) != 0
    )
  }

  /// Turns echo and line editing on or off, as a shell does to the terminal while a job it
  /// started is stopped (the modes are shared by both sides of the pty).
  package func setLocalModes(echo: Bool, canonical: Bool) {
    var modes = termios()
    guard tcgetattr(master, &modes) == 0 else { return }
    for (flag, on) in [(ECHO, echo), (ICANON, canonical)] {
      if on { modes.c_lflag |= tcflag_t(flag) } else { modes.c_lflag &= ~tcflag_t(flag) }
    }
    _ = tcsetattr(master, TCSANOW, &modes)
  }

  /// Waits until the child is stopped (SIGSTOP, SIGTSTP), from its state in `/proc`.
  ///
  /// - Parameter timeout: Seconds to wait at most.
  /// - Returns: Whether it stopped in time.
  @discardableResult
  package func waitUntilStopped(timeout: Double = 10) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      pump(timeout: 0.02)
      let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
      // The state follows the parenthesised command name: "pid (name) T …".
      if let close = stat.lastIndex(of: ")"),
        stat[close...].dropFirst(2).first == "T"
      {
        return true
      }
    }
    return false
  }

  /// Reads what arrives within `timeout` seconds; false once nothing more can come.
  @discardableResult
  private func pump(timeout: Double) -> Bool {
    // After hangUp() the closed master is left out (poll ignores negative descriptors).
    var descriptors = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
    if let outputPipe {
      descriptors.append(pollfd(fd: outputPipe, events: Int16(POLLIN), revents: 0))
    }
    let ready = poll(&descriptors, nfds_t(descriptors.count), Int32(timeout * 1000))
    if ready <= 0 { return ready == 0 ? timeout > 0 : true }
    // Without the master (hung up), only the pipe can still bring anything.
    var open = master >= 0
    var buffer = [UInt8](repeating: 0, count: 4096)
    if master >= 0, descriptors[0].revents != 0 {
      let count = read(master, &buffer, buffer.count)
      if count > 0 {
        raw += buffer[0..<count]
      } else if count == 0 || errno == EIO {
        open = false  // EIO: the slave side is closed (child exited)
      }
    }
    if let outputPipe, descriptors.count > 1, descriptors[1].revents != 0 {
      let count = read(outputPipe, &buffer, buffer.count)
      if count > 0 {
        piped += buffer[0..<count]
        open = true
      }
    }
    return open
  }

  /// Removes ANSI escape sequences, `\r`, BEL and libedit's `\1` prompt markers.
  ///
  /// - Parameter text: Terminal output.
  /// - Returns: The printable text.
  package static func stripANSI(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "\u{1B}" {
        guard let next = scalars.next() else { break }
        if next == "[" {
          while let part = scalars.next(), !(0x40...0x7E).contains(part.value) {}
        } else if next == "]" {
          while let part = scalars.next(), part != "\u{7}" {}
        }
        continue
      }
      if scalar == "\r" || scalar == "\u{7}" || scalar == "\u{1}" { continue }
      out.append(scalar)
    }
    return String(out)
  }

  /// Path of a product built next to the running test bundle (`.build/<triple>/debug`).
  ///
  /// - Parameter name: Executable name.
  /// - Returns: Its absolute path.
  package static func productPath(_ name: String) -> String {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return executable.deletingLastPathComponent().appendingPathComponent(name).path
  }
}
