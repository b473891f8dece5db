import ArgumentParser

/// The exit statuses of formline(1) EXIT STATUS (sysexits).
///
/// The only place they are spelled out.
enum ExitStatus {
  static let done = ExitCode(0)
  /// The user aborted (review screen or a `cancel` button).
  static let aborted = ExitCode(1)
  static let usage = ExitCode(64)
  /// An invalid form or invalid answers.
  static let invalidData = ExitCode(65)
  /// An input file could not be read.
  static let cannotRead = ExitCode(66)
  /// The output could not be written.
  static let cannotWrite = ExitCode(73)
  static let ioError = ExitCode(74)
  static let timedOut = ExitCode(124)
  static let interrupted = ExitCode(130)

  /// 128 + the signal, as a shell reports a process the signal killed (143 for SIGTERM).
  static func killed(by signal: Int32) -> ExitCode {
    ExitCode(128 + signal)
  }
}
