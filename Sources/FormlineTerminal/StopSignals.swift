import CLibEdit

/// SIGTERM and SIGHUP while a person is being asked: recorded, not fatal, so the wizard can
/// keep the answers so far as a draft (the terminal may already be gone on SIGHUP) and then
/// exit with 128 + the signal, as if it had been killed.
enum StopSignals {
  /// Installs the recording handler; only the interactive editor does this, so piped runs
  /// keep the default (immediate) behaviour.
  static func catchTerminateAndHangUp() {
    clibedit_catch_stop_signals()
  }

  /// The signal received, if any; it stays set, so every later read stops too.
  static var pending: Int32? {
    let number = clibedit_pending_stop_signal()
    return number == 0 ? nil : number
  }
}
