import Glibc

extension LineReadResult {
  /// How a read ends when a stop signal arrived: SIGINT sent to the process ends it as the
  /// Ctrl-C key does (a draft, exit 130); SIGQUIT, SIGTERM and SIGHUP as terminated.
  ///
  /// - Parameter signal: The signal recorded by the terminal session.
  /// - Returns: `.interrupted` for SIGINT, else `.terminated(signal:)`.
  static func stopped(by signal: Int32) -> LineReadResult {
    signal == SIGINT ? .interrupted : .terminated(signal: signal)
  }
}
