import FormlineUnicode

extension StringProtocol {
  /// Where `target` first (or, `backwards`, last) occurs, compared code point by code point
  /// as Python's `str.find`/`rfind` compare; nil for an empty `target`, as Foundation's
  /// `range(of:)` answers.
  ///
  /// Written here rather than taken from Foundation: its string search lives in the
  /// libraries that link ICU's data into the static binary, and compares canonically
  /// equivalent text as equal, which Python's string methods do not. By UTF-8 bytes: a
  /// match of valid UTF-8 starts and ends on scalar boundaries.
  package func literalRange(of target: some StringProtocol, backwards: Bool = false) -> Range<
    Index
  >? {
    let needle = Array(target.utf8)
    guard
      let start = LiteralSearch.offsets(of: needle, in: Array(utf8), backwards: backwards)
        .first
    else { return nil }
    let lower = utf8.index(utf8.startIndex, offsetBy: start)
    return lower..<utf8.index(lower, offsetBy: needle.count)
  }

  /// Whether `target` occurs, compared code point by code point (Python's `in`); true for
  /// an empty `target`.
  ///
  /// Rather than the standard library's `contains(_:)` for strings, which compares
  /// characters and is the one use of `_StringProcessing` (and its regular-expression
  /// parser, 1 MB of the static binary) formline had.
  package func containsLiterally(_ target: some StringProtocol) -> Bool {
    target.isEmpty || literalRange(of: target) != nil
  }

  /// Whether `target` occurs, spellings of the same text (an "é" as one code point or as
  /// "e" and a combining accent) being the same, as `==` compares them: text that is not
  /// ASCII is compared in NFC.
  package func containsCanonically(_ target: some StringProtocol) -> Bool {
    if target.isEmpty { return true }
    if utf8.allSatisfy({ $0 < 0x80 }) && target.utf8.allSatisfy({ $0 < 0x80 }) {
      return literalRange(of: target) != nil
    }
    return String(self).normalized(.nfc).literalRange(of: String(target).normalized(.nfc) as String)
      != nil
  }

  /// The parts between the non-overlapping occurrences of `separator`, left to right,
  /// compared code point by code point (Python's `str.split(separator)`); the whole text
  /// for an empty `separator`, as Foundation's `components(separatedBy:)` answers.
  package func literalComponents(separatedBy separator: some StringProtocol) -> [String] {
    let needle = Array(separator.utf8)
    let bytes = Array(utf8)
    let offsets = LiteralSearch.offsets(of: needle, in: bytes, backwards: false)
    guard !offsets.isEmpty else { return [String(self)] }
    var parts: [String] = []
    parts.reserveCapacity(offsets.count + 1)
    var copied = 0
    for offset in offsets {
      parts.append(String(decoding: bytes[copied..<offset], as: UTF8.self))
      copied = offset + needle.count
    }
    parts.append(String(decoding: bytes[copied...], as: UTF8.self))
    return parts
  }

  /// How many non-overlapping times `target` occurs (Python's `str.count`); 0 for an empty
  /// `target`.
  package func literalCount(of target: some StringProtocol) -> Int {
    LiteralSearch.offsets(of: Array(target.utf8), in: Array(utf8), backwards: false).count
  }

  /// The text with every occurrence of `target` replaced by `replacement`, left to right
  /// without overlaps, compared code point by code point (Python's `str.replace`); the text
  /// as it is for an empty `target`.
  package func replacingLiterally(
    _ target: some StringProtocol, with replacement: some StringProtocol
  )
    -> String
  {
    let needle = Array(target.utf8)
    let bytes = Array(utf8)
    let offsets = LiteralSearch.offsets(of: needle, in: bytes, backwards: false)
    guard !offsets.isEmpty else { return String(self) }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + offsets.count * replacement.utf8.count)
    var copied = 0
    for offset in offsets {
      result.append(contentsOf: bytes[copied..<offset])
      result.append(contentsOf: replacement.utf8)
      copied = offset + needle.count
    }
    result.append(contentsOf: bytes[copied...])
    return String(decoding: result, as: UTF8.self)
  }
}

enum LiteralSearch {
  /// The byte offsets of the non-overlapping occurrences of `needle`, scanning forwards; or,
  /// `backwards`, only the last occurrence.
  static func offsets(of needle: [UInt8], in bytes: [UInt8], backwards: Bool) -> [Int] {
    guard !needle.isEmpty, needle.count <= bytes.count else { return [] }
    let lastStart = bytes.count - needle.count
    func matches(at start: Int) -> Bool {
      var index = 0
      while index < needle.count, bytes[start + index] == needle[index] { index += 1 }
      return index == needle.count
    }
    if backwards {
      var start = lastStart
      while start >= 0 {
        if matches(at: start) { return [start] }
        start -= 1
      }
      return []
    }
    var found: [Int] = []
    var start = 0
    while start <= lastStart {
      if matches(at: start) {
        found.append(start)
        start += needle.count
      } else {
        start += 1
      }
    }
    return found
  }
}
