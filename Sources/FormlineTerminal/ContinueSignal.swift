import Glibc
import Synchronization

/// SIGCONT: formline was stopped (Ctrl-Z, `kill -STOP`) and is running again.
///
/// While it was stopped the shell put its own terminal modes back (echo on), so the prompt
/// being read must set its mode again and redraw, or a secret would be echoed.
enum ContinueSignal {
  private static let received = Atomic<Bool>(false)

  /// Installs the recording handler (see ``TerminalSession``).
  static func catchContinue() -> SignalHandler.Previous {
    _ = received.load(ordering: .relaxed)
    return SignalHandler.install(
      { _ in ContinueSignal.received.store(true, ordering: .relaxed) }, for: [SIGCONT])
  }

  /// Whether the process was continued since the last call.
  static func take() -> Bool {
    received.exchange(false, ordering: .relaxed)
  }
}
