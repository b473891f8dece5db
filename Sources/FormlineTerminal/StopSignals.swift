import Glibc
import Synchronization

/// SIGINT, SIGQUIT, SIGTERM and SIGHUP while a person is being asked: recorded, not fatal,
/// so the wizard can keep the answers so far as a draft (the terminal may already be gone on
/// SIGHUP) and then exit with 128 + the signal, as if it had been killed.
///
/// SIGINT ends the run exactly as the Ctrl-C key does; the others end it as terminated.
/// Nothing is re-sent to the process group: a script that ran formline lives on to see its
/// exit status.
enum StopSignals {
  /// The signals recorded.
  static let numbers = [SIGINT, SIGQUIT, SIGTERM, SIGHUP]

  /// Written by the handler; a lock-free atomic store is async-signal-safe.
  ///
  /// It lives in Swift, not the C shim: a `static` variable in a header is one copy per
  /// object file, and a release build splits a module into several, so the handler and
  /// the reader saw different copies and the signal was never noticed.
  private static let received = Atomic<Int32>(0)

  /// Installs the recording handler (see ``TerminalSession``).
  static func catchAll() -> SignalHandler.Previous {
    // Initialise the global before a handler could be the first to touch it.
    _ = received.load(ordering: .relaxed)
    return SignalHandler.install(
      { number in StopSignals.received.store(number, ordering: .relaxed) }, for: numbers)
  }

  /// The signal received, if any; it stays set, so every later read stops too.
  static var pending: Int32? {
    let number = received.load(ordering: .relaxed)
    return number == 0 ? nil : number
  }
}
