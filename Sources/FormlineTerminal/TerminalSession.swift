import Glibc

/// The process-wide terminal state of one interactive run, owned in one place.
///
/// The executable begins a session before it makes a ``LibEditLineEditor`` and ends it when
/// the conversation is over. In between, `LC_CTYPE` is UTF-8 and SIGINT, SIGQUIT, SIGTERM,
/// SIGHUP, SIGWINCH and SIGCONT are recorded by formline's handlers, so a read in progress
/// ends (stop signals) or follows (resize, continue) cleanly; ``end()`` puts back the
/// locale and the handlers that were there before. Terminal modes are changed only inside
/// ``withRawMode(on:_:)`` and ``withCookedMode(on:_:)``, which restore them on every exit.
///
/// Piped runs make no session, so they keep the default (immediate) signal behaviour.
package final class TerminalSession {
  private let locale: UTF8Locale
  private var previousHandlers: SignalHandler.Previous?

  private init() {
    locale = UTF8Locale()
    previousHandlers =
      StopSignals.catchAll() + ResizeSignal.catchResize()
      + ContinueSignal.catchContinue()
  }

  /// Takes over the locale and the signals for an interactive run.
  ///
  /// - Returns: The session; call ``end()`` when the conversation is over.
  package static func begin() -> TerminalSession {
    TerminalSession()
  }

  /// Puts back the locale and signal handlers in force before ``begin()``; idempotent.
  package func end() {
    guard let previous = previousHandlers else { return }
    SignalHandler.restore(previous)
    locale.restore()
    previousHandlers = nil
  }

  deinit {
    end()
  }

  /// The signals a session records: a key read waits for them with them unblocked.
  static var caughtSignals: sigset_t {
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in StopSignals.numbers + [SIGWINCH, SIGCONT] { sigaddset(&signals, signal) }
    return signals
  }
}
