import Glibc

/// Installs a C signal handler without SA_RESTART, so a blocked read() or poll() returns
/// EINTR and the reader can look at what the handler recorded.
enum SignalHandler {
  static func install(_ handler: @convention(c) (Int32) -> Void, for signals: [Int32]) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    for signal in signals { sigaction(signal, &action, nil) }
  }
}
