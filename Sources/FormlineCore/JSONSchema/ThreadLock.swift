import Glibc

/// A mutual-exclusion lock over a POSIX mutex, recursive if asked (a lazily built field may
/// build another while its builder holds the lock).
///
/// Rather than Foundation's `NSLock`/`NSRecursiveLock`, which live in the libraries that
/// link ICU's data into the static binary; and a class, so the mutex never moves.
final class ThreadLock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  init(recursive: Bool = false) {
    mutex = .allocate(capacity: 1)
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    defer { pthread_mutexattr_destroy(&attributes) }
    if recursive {
      pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    }
    pthread_mutex_init(mutex, &attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  func lock() { pthread_mutex_lock(mutex) }

  func unlock() { pthread_mutex_unlock(mutex) }
}
