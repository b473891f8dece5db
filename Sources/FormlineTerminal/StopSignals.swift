import Glibc
import Synchronization

/// SIGTERM and SIGHUP while a person is being asked: recorded, not fatal, so the wizard can
/// keep the answers so far as a draft (the terminal may already be gone on SIGHUP) and then
/// exit with 128 + the signal, as if it had been killed.
///
/// The handler is installed without SA_RESTART so a blocked read() returns EINTR. While
/// el_gets runs, `LibEditLineEditor` holds the signals back until its read function has
/// installed this handler again over libedit's EL_SIGNAL one, which would re-raise the
/// signal to the whole process group; the read function then returns -1 and el_gets
/// restores the terminal.
enum StopSignals {
  /// Written by the handler; a lock-free atomic store is async-signal-safe.
  ///
  /// It lives in Swift, not the C shim: a `static` variable in a header is one copy per
  /// object file, and a release build splits a module into several, so the handler and
  /// the reader saw different copies and the signal was never noticed.
  private static let received = Atomic<Int32>(0)

  /// Installs the recording handler; only the interactive editor does this, so piped runs
  /// keep the default (immediate) behaviour.
  static func catchTerminateAndHangUp() {
    // Initialise the global before a handler could be the first to touch it.
    _ = received.load(ordering: .relaxed)
    SignalHandler.install(
      { number in StopSignals.received.store(number, ordering: .relaxed) },
      for: [SIGTERM, SIGHUP])
  }

  /// Holds SIGTERM and SIGHUP back (blocked, kept pending) while libedit's own handlers are
  /// installed, from the start of el_gets until the read function takes them back.
  static func hold() {
    var signals = stopSet
    pthread_sigmask(SIG_BLOCK, &signals, nil)
  }

  /// Lets held signals through; one that arrived meanwhile is delivered now.
  static func release() {
    var signals = stopSet
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  private static var stopSet: sigset_t {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGTERM)
    sigaddset(&signals, SIGHUP)
    return signals
  }

  /// The signal received, if any; it stays set, so every later read stops too.
  static var pending: Int32? {
    let number = received.load(ordering: .relaxed)
    return number == 0 ? nil : number
  }
}
