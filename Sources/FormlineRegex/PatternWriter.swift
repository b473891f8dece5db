/// The PCRE2 text a rewriter is writing, remembering which source scalar each piece came
/// from so that PCRE2's error offsets can be told in the pattern as written.
struct PatternWriter {
  private var text = ""
  private var byteCount = 0
  private var pieceStarts: [Int] = []
  private var pieceSources: [Int] = []

  /// Appends `piece`, written for the source scalar at `source`.
  mutating func write(_ piece: String, from source: Int) {
    pieceStarts.append(byteCount)
    pieceSources.append(source)
    text += piece
    byteCount += piece.utf8.count
  }

  /// Appends `scalar` as PCRE2 reads it literally anywhere, inside a class or out, and
  /// in extended mode: ASCII letters and digits as they are, other scalars as `\x{…}`.
  mutating func writeLiteral(_ scalar: Unicode.Scalar, from source: Int) {
    let isPlain =
      scalar.isASCII && scalar.properties.isAlphabetic
      || ("0"..."9").contains(scalar)
    write(isPlain ? String(scalar) : hexEscape(scalar.value), from: source)
  }

  func finish(settings: PCRE2Settings, sourceLength: Int) -> TranslatedPattern {
    TranslatedPattern(
      pcre2: text, settings: settings, pieceStarts: pieceStarts, pieceSources: pieceSources,
      sourceLength: sourceLength)
  }
}

/// `\x{…}`, PCRE2's escape for a code point in hexadecimal.
func hexEscape(_ value: UInt32) -> String {
  "\\x{" + String(value, radix: 16, uppercase: true) + "}"
}
