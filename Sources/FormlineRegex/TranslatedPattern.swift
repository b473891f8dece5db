/// A pattern rewritten into PCRE2 syntax, with the settings to compile it with and a map
/// back to the pattern as written (for error offsets).
package struct TranslatedPattern: Equatable, Sendable {
  /// The PCRE2 text.
  package let pcre2: String
  package let settings: PCRE2Settings
  /// UTF-8 offsets in `pcre2` where each written piece starts, ascending.
  let pieceStarts: [Int]
  /// The scalar offset in the source that each piece came from.
  let pieceSources: [Int]
  /// The source's length in Unicode scalars.
  let sourceLength: Int

  /// A PCRE2 pattern used as written.
  package init(pcre2: String, settings: PCRE2Settings = .plain) {
    self.pcre2 = pcre2
    self.settings = settings
    // One piece per scalar: an error offset maps to the scalar it falls in.
    var starts: [Int] = []
    var sources: [Int] = []
    var byte = 0
    for (offset, scalar) in pcre2.unicodeScalars.enumerated() {
      starts.append(byte)
      sources.append(offset)
      byte += UTF8.width(scalar)
    }
    pieceStarts = starts
    pieceSources = sources
    sourceLength = sources.count
  }

  init(
    pcre2: String, settings: PCRE2Settings, pieceStarts: [Int], pieceSources: [Int],
    sourceLength: Int
  ) {
    self.pcre2 = pcre2
    self.settings = settings
    self.pieceStarts = pieceStarts
    self.pieceSources = pieceSources
    self.sourceLength = sourceLength
  }

  /// The same pattern compiled with other settings.
  func with(_ settings: PCRE2Settings) -> TranslatedPattern {
    TranslatedPattern(
      pcre2: pcre2, settings: settings, pieceStarts: pieceStarts, pieceSources: pieceSources,
      sourceLength: sourceLength)
  }

  /// The scalar offset in the source of the piece that PCRE2 byte `offset` falls in; the
  /// source's end for an offset at or past the end of the PCRE2 text.
  func sourceOffset(ofByte offset: Int) -> Int {
    guard offset < pcre2.utf8.count else { return sourceLength }
    // The last piece starting at or before the offset.
    var low = 0
    var high = pieceStarts.count
    while low < high {
      let middle = (low + high) / 2
      if pieceStarts[middle] <= offset { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? 0 : pieceSources[low - 1]
  }
}
