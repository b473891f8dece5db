/// Values left for the process's exit to free, rather than freed object by object on the
/// way out: a fill of 100,000 fields spent ~5 % of its time releasing the session, the
/// form and the answers just before exiting, which frees all of it at once.
enum KeptUntilExit {
  private final class Holder {
    let value: Any
    init(_ value: Any) { self.value = value }
  }

  /// Keeps `value` alive until the process exits; call it only on the way out.
  static func keep(_ value: Any) {
    _ = Unmanaged.passRetained(Holder(value))
  }
}
