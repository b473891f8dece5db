import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Everything the process takes from its surroundings, read once here and passed down as
/// values (STYLE: no hidden ambient I/O in the libraries).
struct Ambient {
  var environment: [String: String]
  var standardInputIsTerminal: Bool
  var standardOutputIsTerminal: Bool
  var standardErrorIsTerminal: Bool
  var workingDirectory: String
  /// Rows of the terminal on standard error, when there is one.
  var terminalRows: Int?

  static func read() -> Ambient {
    Ambient(
      environment: ProcessInfo.processInfo.environment,
      standardInputIsTerminal: isatty(0) == 1,
      standardOutputIsTerminal: isatty(1) == 1,
      standardErrorIsTerminal: isatty(2) == 1,
      workingDirectory: FileManager.default.currentDirectoryPath,
      terminalRows: rows())
  }

  private static func rows() -> Int? {
    var size = winsize()
    guard ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
    return Int(size.ws_row)
  }
}
