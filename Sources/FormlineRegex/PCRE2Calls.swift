import CPCRE2

/// Every call into libpcre2-8, so the rest of the module deals in Swift values.
///
/// PCRE2's code-unit width is chosen at compile time; its functions are reached by their
/// `_8` names, as the unsuffixed names are function-like macros Swift does not import.
enum PCRE2Calls {
  /// What compiling a pattern gave.
  enum Compiled {
    /// The compiled code, owned by the caller (free it with `free`).
    case code(OpaquePointer)
    /// PCRE2's error code and the offset in bytes where it stopped.
    case failed(errorCode: Int32, byteOffset: Int)
  }

  static func compile(_ pattern: String, settings: PCRE2Settings) -> Compiled {
    guard let context = pcre2_compile_context_create_8(nil) else {
      return .failed(errorCode: PCRE2_ERROR_NOMEMORY, byteOffset: 0)
    }
    defer { pcre2_compile_context_free_8(context) }
    pcre2_set_newline_8(context, settings.newline)
    pcre2_set_compile_extra_options_8(context, settings.extraOptions)
    var errorCode: Int32 = 0
    var errorOffset = 0
    let code = withBytes(of: pattern) { bytes, count in
      pcre2_compile_8(bytes, count, settings.options, &errorCode, &errorOffset, context)
    }
    guard let code else { return .failed(errorCode: errorCode, byteOffset: errorOffset) }
    return .code(code)
  }

  static func free(_ code: OpaquePointer) {
    pcre2_code_free_8(code)
  }

  /// PCRE2's English message for an error code.
  static func message(for errorCode: Int32) -> String {
    var buffer = [UInt8](repeating: 0, count: 256)
    let length = buffer.withUnsafeMutableBufferPointer { buffer in
      pcre2_get_error_message_8(errorCode, buffer.baseAddress, buffer.count)
    }
    guard length > 0 else { return "PCRE2 error \(errorCode)" }
    return String(decoding: buffer.prefix(Int(length)), as: UTF8.self)
  }

  /// How many capture groups the pattern has.
  static func captureCount(_ code: OpaquePointer) -> Int {
    var count: UInt32 = 0
    guard pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_CAPTURECOUNT), &count) == 0 else {
      return 0
    }
    return Int(count)
  }

  /// The named groups and their numbers, read from PCRE2's name table (each entry: the
  /// group number in two bytes, big-endian, then the name, NUL-terminated).
  static func groupNumbers(_ code: OpaquePointer) -> [String: Int] {
    var count: UInt32 = 0
    var entrySize: UInt32 = 0
    var table: UnsafePointer<UInt8>?
    guard pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMECOUNT), &count) == 0,
      pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMEENTRYSIZE), &entrySize) == 0,
      pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMETABLE), &table) == 0,
      let table, entrySize > 2
    else { return [:] }
    var numbers: [String: Int] = [:]
    for entry in 0..<Int(count) {
      let bytes = UnsafeBufferPointer(start: table + entry * Int(entrySize), count: Int(entrySize))
      let number = Int(bytes[0]) << 8 | Int(bytes[1])
      let name = bytes.dropFirst(2).prefix { $0 != 0 }
      numbers[String(decoding: name, as: UTF8.self)] = number
    }
    return numbers
  }

  /// Calls `body` with a match data block sized for `code` and a match context holding
  /// the budget for a text of `byteCount` bytes; both are freed when it returns.
  /// - Returns: nil when PCRE2 could not allocate them.
  static func withMatchState<Result>(
    for code: OpaquePointer, byteCount: Int,
    _ body: (_ matchData: OpaquePointer, _ context: OpaquePointer) -> Result
  ) -> Result? {
    guard let matchData = pcre2_match_data_create_from_pattern_8(code, nil) else { return nil }
    defer { pcre2_match_data_free_8(matchData) }
    guard let context = pcre2_match_context_create_8(nil) else { return nil }
    defer { pcre2_match_context_free_8(context) }
    let steps = MatchBudget.steps(forByteCount: byteCount)
    pcre2_set_match_limit_8(context, steps)
    pcre2_set_depth_limit_8(context, steps)
    pcre2_set_heap_limit_8(context, UInt32(MatchBudget.heapKibibytes))
    return body(matchData, context)
  }

  /// What one search found.
  enum Search {
    /// The offsets of the whole match and each group (nil: the group took no part).
    case match([Range<Int>?])
    case noMatch
    /// A limit was reached, memory ran out, or PCRE2 failed in another way.
    case stopped
  }

  /// Searches `subject` (`count` bytes) from byte `start`.
  ///
  /// With `notEmptyAtStart`, an empty match at `start` is refused: after an empty match
  /// there, the next must move on, as Python's `finditer` does.
  /// - Returns: The offsets of the match and its groups, no match, or stopped.
  static func search(
    _ code: OpaquePointer, subject: UnsafePointer<UInt8>, count: Int, from start: Int,
    notEmptyAtStart: Bool, matchData: OpaquePointer, context: OpaquePointer
  ) -> Search {
    // A Swift string is always valid UTF-8, so PCRE2 need not check it again on every
    // call (the check reads the whole subject, which would make a search for all
    // matches quadratic).
    var options = UInt32(PCRE2_NO_UTF_CHECK)
    if notEmptyAtStart { options |= UInt32(PCRE2_NOTEMPTY_ATSTART) }
    let status = pcre2_match_8(code, subject, count, start, options, matchData, context)
    if status == PCRE2_ERROR_NOMATCH { return .noMatch }
    guard status >= 0 else { return .stopped }
    let pairs = Int(pcre2_get_ovector_count_8(matchData))
    guard let vector = pcre2_get_ovector_pointer_8(matchData) else { return .stopped }
    let groups = (0..<pairs).map { pair -> Range<Int>? in
      // Unset groups hold PCRE2_UNSET (all bits set); anything outside the subject is
      // treated as unset too, so no index is ever made from it.
      let lower = vector[2 * pair]
      let upper = vector[2 * pair + 1]
      guard lower >= 0, lower <= upper, upper <= count else { return nil }
      return lower..<upper
    }
    guard groups.first.flatMap({ $0 }) != nil else { return .stopped }
    return .match(groups)
  }

  /// Calls `body` with a pointer to the UTF-8 bytes of `text` and their count; never a
  /// null pointer, which PCRE2 refuses even for an empty text.
  static func withBytes<Result>(
    of text: String, _ body: (UnsafePointer<UInt8>, Int) -> Result
  ) -> Result {
    let direct = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.baseAddress.map { body($0, bytes.count) }
    }
    if let direct, let result = direct { return result }
    // A bridged or empty string: copied, with a zero so the buffer is never empty.
    let bytes = Array(text.utf8) + [0]
    return bytes.withUnsafeBufferPointer { buffer in
      withUnsafePointer(to: UInt8(0)) { zero in
        body(buffer.baseAddress ?? zero, buffer.count - 1)
      }
    }
  }
}
