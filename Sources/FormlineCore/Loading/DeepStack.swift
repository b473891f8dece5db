import Foundation

/// Runs loading where the stack is deep enough for the nesting limit.
///
/// Decoding follows the form's structure (subforms, collection templates, includes), a few
/// frames per level, ~20 KB per level in a release build and more in a debug one: 8 MB of
/// main-thread stack overflowed at ~413 levels. Up to `inlineNesting` levels the caller's
/// stack is plenty; a higher limit runs on a thread whose stack is sized from the limit, so
/// every nesting the limit allows fits, whatever the limit.
enum DeepStack {
  /// Levels any thread's stack (at least 512 KB) holds with room to spare.
  static let inlineNesting = 24
  /// Stack per nesting level on the dedicated thread: several times what a level uses.
  static let bytesPerLevel = 192 << 10
  /// Stack for everything else (the YAML parser, the checks), on top of the levels.
  static let baseBytes = 8 << 20

  static func run<Value>(nesting: Int, _ body: () -> Value) -> Value {
    guard nesting > inlineNesting else { return body() }
    return withoutActuallyEscaping(body) { escapable in
      let box = Box(body: escapable)
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        box.result = box.body?()
        // The work must not outlive this call (the thread object may).
        box.body = nil
        done.signal()
      }
      let levels = min(nesting, (Int.max - baseBytes) / bytesPerLevel)
      thread.stackSize = baseBytes + levels * bytesPerLevel
      thread.start()
      done.wait()
      guard let result = box.result else { return escapable() }
      return result
    }
  }

  /// Carries the work and its result across the thread boundary; the caller waits for the
  /// thread, so the two never touch it at once.
  private final class Box<Value>: @unchecked Sendable {
    var body: (() -> Value)?
    var result: Value?

    init(body: @escaping () -> Value) {
      self.body = body
    }
  }
}
