/// A point on the monotonic clock after which a prompt gives up, or none.
///
/// `ppoll(2)` takes a wait relative to now; recomputing it from a fixed instant after
/// every `EINTR` (SIGWINCH, SIGCONT) keeps the total wait honest.
///
/// `--timeout` is idle time: a person typing is never cut off, because each key read
/// calls `restart()`.
struct Deadline {
  private let timeout: Duration?
  /// The clock read; tests give their own, so that no test depends on how fast it runs.
  private let now: @Sendable () -> ContinuousClock.Instant
  private var instant: ContinuousClock.Instant?

  /// A deadline `timeout` from now, or none when `timeout` is nil.
  init(
    after timeout: Duration?,
    now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
  ) {
    self.timeout = timeout
    self.now = now
    instant = timeout.map { now().advanced(by: $0) }
  }

  /// Moves the deadline to `timeout` from now (after a key), if there is one.
  mutating func restart() {
    instant = timeout.map { now().advanced(by: $0) }
  }

  /// Milliseconds left to wait: -1 without a deadline (wait forever), 0 once passed.
  var pollMilliseconds: Int32 {
    guard let instant else { return -1 }
    let left = now().duration(to: instant)
    if left <= .zero { return 0 }
    let (seconds, attoseconds) = left.components
    let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1
    return Int32(clamping: milliseconds)
  }

  /// Whether the deadline exists and has passed.
  var hasPassed: Bool {
    guard let instant else { return false }
    return now() >= instant
  }
}
