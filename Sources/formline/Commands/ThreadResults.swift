import FoundationEssentials
import Synchronization

/// What each of several threads found, gathered under a lock: each thread stores its own
/// list once, when it is done.
final class ThreadResults<Result: Sendable>: Sendable {
  private let found: Mutex<[[Result]]>

  init(workers: Int) {
    found = Mutex(Array(repeating: [], count: workers))
  }

  func store(_ results: [Result], from worker: Int) {
    found.withLock { $0[worker] = results }
  }

  /// Every thread's list, by thread.
  var results: [[Result]] {
    found.withLock { $0 }
  }
}
