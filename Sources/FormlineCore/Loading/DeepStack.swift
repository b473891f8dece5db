import FoundationEssentials
import Glibc

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
      let levels = min(nesting, (Int.max - baseBytes) / bytesPerLevel)
      // A POSIX thread rather than Foundation's `Thread`, which lives in the libraries that
      // link ICU's data into the static binary; joined at once, so the work never outlives
      // this call.
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      pthread_attr_setstacksize(&attributes, baseBytes + levels * bytesPerLevel)
      var thread = pthread_t()
      let context = Unmanaged.passRetained(box as AnyObject).toOpaque()
      let created = pthread_create(
        &thread, &attributes,
        { context in
          guard let context else { return nil }
          let work = Unmanaged<AnyObject>.fromOpaque(context).takeRetainedValue()
          (work as? any DeepStackWork)?.perform()
          return nil
        }, context)
      guard created == 0 else {
        Unmanaged<AnyObject>.fromOpaque(context).release()
        return escapable()
      }
      pthread_join(thread, nil)
      guard let result = box.result else { return escapable() }
      return result
    }
  }

  /// Carries the work and its result across the thread boundary; the caller waits for the
  /// thread, so the two never touch it at once.
  private final class Box<Value>: DeepStackWork, @unchecked Sendable {
    var body: (() -> Value)?
    var result: Value?

    init(body: @escaping () -> Value) {
      self.body = body
    }

    func perform() {
      result = body?()
      body = nil
    }
  }
}

/// The work a deep-stack thread runs, whatever its result type (the thread's entry point
/// is a C function, which cannot be generic).
private protocol DeepStackWork: AnyObject {
  func perform()
}
