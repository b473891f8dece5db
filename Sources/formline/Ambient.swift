import FormlineCore
import FoundationEssentials

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
  /// `$HOME`, else the account's home directory: what `~/` means in file answers.
  var homeDirectory: String?
  /// Rows of the terminal on standard error, when there is one.
  var terminalRows: Int?
  /// Columns of the terminal on standard error, when there is one.
  var terminalColumns: Int?
  /// The umask, for the mode of new output files.
  var fileCreationMask: UInt32

  static func read() -> Ambient {
    let environment = environmentVariables()
    let size = windowSize()
    return Ambient(
      environment: environment,
      standardInputIsTerminal: isatty(0) == 1,
      standardOutputIsTerminal: isatty(1) == 1,
      standardErrorIsTerminal: isatty(2) == 1,
      workingDirectory: currentDirectory(),
      homeDirectory: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? accountHome(),
      terminalRows: size?.rows, terminalColumns: size?.columns,
      fileCreationMask: currentUmask())
  }

  /// What the core is given of these surroundings, with `now` (`--now` or the clock).
  ///
  /// The zone is the process's (`SystemZone`), looked up only when a date needs it: most
  /// forms ask none, and reading a zone file is work before the first prompt.
  func surroundings(now: Date) -> Surroundings {
    Surroundings(
      now: now, zone: SystemZone.process, workingDirectory: workingDirectory,
      homeDirectory: homeDirectory, dateOrder: .fromEnvironment(environment))
  }

  /// The home directory in the password database, for a process started without `$HOME`.
  private static func accountHome() -> String? {
    guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
    let path = String(cString: directory)
    return path.isEmpty ? nil : path
  }

  /// `environ` as a dictionary; of repeated names the first wins, as getenv(3) reads it.
  ///
  /// Read directly: setting up `ProcessInfo` costs ~0.15 ms at start-up for nothing else.
  /// The name is split off at the first `=` byte with `strchr`, not with `String.firstIndex`,
  /// which compares grapheme clusters: that walked every byte of long values (`LS_COLORS`)
  /// and was ~4 % of the instructions before the first prompt.
  static func environmentVariables() -> [String: String] {
    var variables: [String: String] = [:]
    variables.reserveCapacity(64)
    var entry = environ
    while let pointer = entry.pointee {
      entry += 1
      guard let equals = strchr(pointer, Int32(UInt8(ascii: "="))) else { continue }
      let name = String(
        decoding: UnsafeRawBufferPointer(start: pointer, count: pointer.distance(to: equals)),
        as: UTF8.self)
      if variables[name] == nil { variables[name] = String(cString: equals + 1) }
    }
    return variables
  }

  /// getcwd(3), as `FileManager.currentDirectoryPath` reads it ("" when it fails), without
  /// setting up `FileManager.default` (~0.05 ms) on the way to the first prompt.
  private static func currentDirectory() -> String {
    guard let path = getcwd(nil, 0) else { return "" }
    defer { free(path) }
    return String(cString: path)
  }

  /// umask(2) can only be read by setting it, so it is set back at once.
  private static func currentUmask() -> UInt32 {
    let mask = umask(0o022)
    umask(mask)
    return UInt32(mask)
  }

  private static func windowSize() -> (rows: Int, columns: Int)? {
    var size = winsize()
    guard ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
      return nil
    }
    return (Int(size.ws_row), Int(size.ws_col))
  }
}
