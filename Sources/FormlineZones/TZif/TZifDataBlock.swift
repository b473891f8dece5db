/// The transitions and local time types of one TZif data block, checked.
struct TZifDataBlock {
  var transitions: [Int64]
  var transitionTypes: [Int]
  var types: [ZoneOffset]

  /// Reads the block `header` describes, times `timeSize` bytes wide (4 in version 1, 8 in
  /// the second block of later versions).
  ///
  /// Leap-second records and the standard/UT indicators are skipped: the indicators only
  /// matter for reading a POSIX rule without dates, and leap seconds only for the `right/`
  /// zones, whose clocks count them.
  init(header: TZifHeader, timeSize: Int, from cursor: inout ByteCursor) throws(ZoneDataError) {
    try header.checkCounts()
    guard header.dataBlockSize(timeSize: timeSize) <= cursor.remaining else { throw .truncated }
    transitions = []
    transitions.reserveCapacity(header.transitionCount)
    for _ in 0..<header.transitionCount {
      let time = timeSize == 8 ? try cursor.int64() : Int64(try cursor.int32())
      guard transitions.last.map({ $0 < time }) ?? true else { throw .transitionsOutOfOrder }
      transitions.append(time)
    }
    transitionTypes = try cursor.take(header.transitionCount).map(Int.init)
    guard transitionTypes.allSatisfy({ $0 < header.typeCount }) else { throw .typeIndexOutOfRange }
    var rawTypes: [(offset: Int32, isDaylight: UInt8, abbreviationIndex: Int)] = []
    for _ in 0..<header.typeCount {
      rawTypes.append((try cursor.int32(), try cursor.uint8(), Int(try cursor.uint8())))
    }
    let abbreviations = Array(try cursor.take(header.abbreviationByteCount))
    types = []
    for raw in rawTypes {
      guard raw.offset != Int32.min, raw.isDaylight <= 1 else { throw .invalidTimeType }
      types.append(
        ZoneOffset(
          seconds: Int(raw.offset),
          abbreviation: try Self.abbreviation(at: raw.abbreviationIndex, in: abbreviations),
          isDaylight: raw.isDaylight == 1))
    }
    try cursor.skip(
      header.leapSecondCount * (timeSize + 4) + header.standardIndicatorCount
        + header.utIndicatorCount)
  }

  /// The NUL-terminated designation starting at `index`.
  private static func abbreviation(at index: Int, in bytes: [UInt8]) throws(ZoneDataError)
    -> String
  {
    guard index < bytes.count, let end = bytes[index...].firstIndex(of: 0) else {
      throw .abbreviationOutOfRange
    }
    return String(decoding: bytes[index..<end], as: UTF8.self)
  }
}
