import Glibc
import Synchronization
import Testing

@testable import FormlineTerminal

/// `--timeout` is idle time, checked on a clock the test moves, so that no result depends on
/// how fast the machine runs.
struct DeadlineTests {
  /// A clock that stands still until the test moves it.
  final class ManualClock: Sendable {
    private let instant = Mutex(ContinuousClock.now)

    var now: @Sendable () -> ContinuousClock.Instant {
      { self.instant.withLock { $0 } }
    }

    func advance(by duration: Duration) {
      instant.withLock { $0 = $0.advanced(by: duration) }
    }
  }

  @Test func passesOnlyOnceItsTimeIsUp() {
    let clock = ManualClock()
    let deadline = Deadline(after: .seconds(1.5), now: clock.now)
    #expect(!deadline.hasPassed)
    #expect(deadline.pollMilliseconds == 1501)
    clock.advance(by: .seconds(1))
    #expect(!deadline.hasPassed)
    #expect(deadline.pollMilliseconds == 501)
    clock.advance(by: .seconds(0.5))
    #expect(deadline.hasPassed)
    #expect(deadline.pollMilliseconds == 0)
  }

  @Test func withoutATimeoutItNeverPasses() {
    let clock = ManualClock()
    var deadline = Deadline(after: nil, now: clock.now)
    clock.advance(by: .seconds(86_400))
    deadline.restart()
    #expect(!deadline.hasPassed)
    #expect(deadline.pollMilliseconds == -1)
  }

  /// Typing for 3 s, one key a second, against a 1.5 s timeout: each key gives the next
  /// one the whole timeout again, so the answer is never cut off.
  @Test func eachKeyOfAnAnswerRestartsTheTimeout() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    let clock = ManualClock()
    var deadline = Deadline(after: .seconds(1.5), now: clock.now)
    var keys = KeyReader(fd: ends[0])
    for key in "abc".unicodeScalars {
      clock.advance(by: .seconds(1))
      #expect(write(ends[1], [UInt8(key.value)], 1) == 1)
      #expect(keys.nextKey(restarting: &deadline) == .scalar(key))
      #expect(!deadline.hasPassed)
      #expect(deadline.pollMilliseconds == 1501)
    }
    clock.advance(by: .seconds(1.5))
    #expect(keys.nextKey(restarting: &deadline) == .timedOut)
  }
}
