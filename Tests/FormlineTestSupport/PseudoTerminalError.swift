/// Why driving a program through a pseudo-terminal failed.
///
/// `timeout` carries everything seen so far, so a failing test shows the screen.
package enum PseudoTerminalError: Error, CustomStringConvertible {
  /// `openpty` or `ttyname_r` failed with this errno.
  case openpty(Int32)
  /// `posix_spawn` failed with this error number.
  case spawn(Int32)
  /// The text never appeared; the output so far (ANSI stripped).
  case timeout(String, String)
  /// The program did not exit in time.
  case noExit

  /// A message for test failures.
  package var description: String {
    switch self {
    case .openpty(let error): "openpty failed: errno \(error)"
    case .spawn(let error): "posix_spawn failed: \(error)"
    case .timeout(let needle, let screen):
      "timed out waiting for \(needle.debugDescription); output so far:\n\(screen)"
    case .noExit: "the program did not exit in time"
    }
  }
}
