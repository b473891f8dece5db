import Glibc
import Synchronization

/// SIGWINCH: recorded here so every resize is followed while libedit reads a line.
///
/// libedit's own handler (EL_SIGNAL) resizes once and then gives the signal back to its
/// previous handler until the next `el_gets`, so a window dragged wider and narrower during
/// one prompt kept a stale width; formline leaves EL_SIGNAL off and calls `el_resize` itself.
enum ResizeSignal {
  private static let received = Atomic<Bool>(false)

  /// Installs the recording handler (see ``TerminalSession``).
  static func catchResize() -> SignalHandler.Previous {
    _ = received.load(ordering: .relaxed)
    return SignalHandler.install(
      { _ in ResizeSignal.received.store(true, ordering: .relaxed) }, for: [SIGWINCH])
  }

  /// Whether the window changed size since the last call.
  static func take() -> Bool {
    received.exchange(false, ordering: .relaxed)
  }
}
