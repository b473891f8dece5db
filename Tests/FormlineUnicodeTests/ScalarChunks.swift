import Foundation

/// The scalars the every-scalar tests compare, in chunks Swift Testing runs in parallel.
///
/// Planes 0, 1, 2 and 14 hold every scalar with a decomposition, a case folding, a combining
/// class or a grapheme extension, and are compared whole. The other planes (CJK extensions,
/// unassigned, private use) are sampled, one scalar in 61, to keep a debug run to seconds;
/// with FORMLINE_UNICODE_EXHAUSTIVE=1 all 1,112,064 scalars are compared.
enum ScalarChunks {
  static let all: [ClosedRange<UInt32>] = stride(from: UInt32(0), to: 0x11_0000, by: 0x8000)
    .map { $0...($0 + 0x7FFF) }

  private static let densePlanes: Set<UInt32> = [0, 1, 2, 14]
  private static let exhaustive =
    ProcessInfo.processInfo.environment["FORMLINE_UNICODE_EXHAUSTIVE"] == "1"

  static func scalars(in chunk: ClosedRange<UInt32>) -> [Unicode.Scalar] {
    let dense = exhaustive || densePlanes.contains(chunk.lowerBound >> 16)
    return stride(from: chunk.lowerBound, through: chunk.upperBound, by: dense ? 1 : 61)
      .compactMap(Unicode.Scalar.init)
  }
}
