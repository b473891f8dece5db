import FoundationEssentials
import Glibc

/// Names a document's keys are expected to be (a schema's property names): a key read with
/// the same bytes is given the name's `String`, shared, instead of a new one.
///
/// A batch reads every member name of every file, nearly all of them names its schema
/// declares; making each a new `String` cost ~170 instructions, finding it here a tenth of
/// that. Names are found by their length and first and last byte, then compared whole.
package final class JSONKeyNames: Sendable {
  private let names: [String]
  /// Each name's bytes end to end, and where each starts (one more entry, the end).
  private let bytes: [UInt8]
  private let starts: [Int]
  /// Open addressing over a power of two: a name's position, or -1.
  private let slots: [Int]

  /// At most this many names are kept: past them, keys are made as they are read.
  static let capacity = 4_096

  /// - Parameter candidates: Names, repeated or not; the first `capacity` distinct ones
  ///   are kept.
  package init(_ candidates: some Sequence<String>) {
    var names: [String] = []
    var seen: Set<[UInt8]> = []
    var bytes: [UInt8] = []
    var starts: [Int] = []
    for name in candidates where names.count < JSONKeyNames.capacity {
      let utf8 = Array(name.utf8)
      guard !utf8.isEmpty, seen.insert(utf8).inserted else { continue }
      names.append(name)
      starts.append(bytes.count)
      bytes.append(contentsOf: utf8)
    }
    starts.append(bytes.count)
    var size = 8
    while size < names.count * 2 { size *= 2 }
    var slots = [Int](repeating: -1, count: size)
    for (position, name) in names.enumerated() {
      let utf8 = Array(name.utf8)
      var slot = JSONKeyNames.hash(utf8.count, utf8[0], utf8[utf8.count - 1]) & (size - 1)
      while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
      slots[slot] = position
    }
    self.names = names
    self.bytes = bytes
    self.starts = starts
    self.slots = slots
  }

  /// The name whose bytes are `key`'s, if it is one.
  func name(for key: UnsafeBufferPointer<UInt8>) -> String? {
    guard let first = key.first, let last = key.last, let wanted = key.baseAddress else {
      return nil
    }
    let mask = slots.count - 1
    var slot = JSONKeyNames.hash(key.count, first, last) & mask
    return bytes.withUnsafeBufferPointer { all -> String? in
      guard let stored = all.baseAddress else { return nil }
      while true {
        let position = slots[slot]
        if position < 0 { return nil }
        let start = starts[position]
        if starts[position + 1] - start == key.count, memcmp(wanted, stored + start, key.count) == 0
        {
          return names[position]
        }
        slot = (slot + 1) & mask
      }
    }
  }

  private static func hash(_ length: Int, _ first: UInt8, _ last: UInt8) -> Int {
    (length &* 0x9E37 ^ Int(first) &* 0x2F1 ^ Int(last)) & Int.max
  }
}
