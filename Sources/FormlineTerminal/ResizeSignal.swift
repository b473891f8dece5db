import Glibc
import Synchronization

/// SIGWINCH while libedit reads a line: recorded here so every resize is followed.
///
/// libedit's own handler resizes once and then gives the signal back to its previous
/// handler until the next `el_gets` (its read loop would re-arm it, but formline reads keys
/// itself), so a window dragged wider and narrower during one prompt kept a stale width.
enum ResizeSignal {
  private static let received = Atomic<Bool>(false)

  /// Installs the recording handler over libedit's (called while el_gets runs).
  static func catchResize() {
    _ = received.load(ordering: .relaxed)
    SignalHandler.install(
      { _ in ResizeSignal.received.store(true, ordering: .relaxed) }, for: [SIGWINCH])
  }

  /// Whether the window changed size since the last call.
  static func take() -> Bool {
    received.exchange(false, ordering: .relaxed)
  }
}
