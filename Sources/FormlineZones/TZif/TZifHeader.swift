/// The 44-byte header before each TZif data block: the version and six counts that give
/// the block's layout.
struct TZifHeader {
  /// The version byte: 0 for version 1, else the ASCII digit.
  var version: UInt8
  var utIndicatorCount: Int
  var standardIndicatorCount: Int
  var leapSecondCount: Int
  var transitionCount: Int
  var typeCount: Int
  var abbreviationByteCount: Int

  /// Reads a header, checking only its magic and version.
  init(from cursor: inout ByteCursor) throws(ZoneDataError) {
    guard try cursor.take(4).elementsEqual("TZif".utf8) else { throw .notTZif }
    version = try cursor.uint8()
    guard version == 0 || (UInt8(ascii: "2")...UInt8(ascii: "9")).contains(version) else {
      throw .unsupportedVersion(version)
    }
    try cursor.skip(15)
    // Counts are 32-bit, so no product or sum below can overflow a 64-bit Int.
    utIndicatorCount = Int(try cursor.uint32())
    standardIndicatorCount = Int(try cursor.uint32())
    leapSecondCount = Int(try cursor.uint32())
    transitionCount = Int(try cursor.uint32())
    typeCount = Int(try cursor.uint32())
    abbreviationByteCount = Int(try cursor.uint32())
  }

  /// Bytes in the data block that follows, with times of `timeSize` bytes (4 or 8).
  func dataBlockSize(timeSize: Int) -> Int {
    transitionCount * (timeSize + 1) + typeCount * 6 + abbreviationByteCount
      + leapSecondCount * (timeSize + 4) + standardIndicatorCount + utIndicatorCount
  }

  /// Checks the counts RFC 8536 requires of a block that will be read: at least one type
  /// and no more than a one-byte index can name, some abbreviation bytes, and indicator
  /// counts that are zero or one per type.
  func checkCounts() throws(ZoneDataError) {
    guard (1...256).contains(typeCount), abbreviationByteCount >= 1,
      [0, typeCount].contains(utIndicatorCount), [0, typeCount].contains(standardIndicatorCount)
    else { throw .invalidCounts }
  }
}
