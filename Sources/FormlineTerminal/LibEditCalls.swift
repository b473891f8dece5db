import CLibEdit

/// Thin wrappers for the libedit calls that work on the line buffer and on histories.
///
/// Together with ``LibEditLineEditor`` this is the only place that calls libedit; everything
/// else in the module is plain Swift that unit tests reach without a terminal.
enum LibEditCalls {
  /// The text before the cursor, read from the wide buffer.
  ///
  /// Offsets for `el_deletestr` count characters, not bytes, so the wide view is the one to
  /// measure (docs/libedit.md §4).
  static func textBeforeCursor(_ editLine: OpaquePointer) -> String? {
    guard let info = el_wline(editLine), let start = info.pointee.buffer else { return nil }
    var scalars = String.UnicodeScalarView()
    var position = start
    while position < info.pointee.cursor {
      if let scalar = Unicode.Scalar(UInt32(bitPattern: position.pointee)) {
        scalars.append(scalar)
      }
      position += 1
    }
    return String(scalars)
  }

  /// Replaces the `count` characters before the cursor with `text`.
  static func replaceBeforeCursor(_ editLine: OpaquePointer, count: Int, with text: String) {
    el_deletestr(editLine, Int32(clamping: count))
    _ = el_insertstr(editLine, text)
  }
}

/// One libedit `History`, so each history key gets up-arrow recall of its own answers only.
final class LineHistory {
  /// The `History *`.
  let handle: OpaquePointer

  /// Creates an empty history holding at most `size` unique entries.
  init?(size: Int32) {
    guard let handle = history_init() else { return nil }
    self.handle = handle
    _ = clibedit_history_setsize(handle, size)
    // Unique: entering the same answer twice does not need two up-arrows to get past it.
    _ = clibedit_history_setunique(handle, 1)
  }

  /// Adds an answer as the newest entry.
  func add(_ line: String) {
    _ = clibedit_history_enter(handle, line)
  }

  deinit {
    history_end(handle)
  }
}
